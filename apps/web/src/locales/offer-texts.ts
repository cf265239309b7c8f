import { i18n } from '../lib/i18n';
import en from './offer.en.json';
import fr from './offer.fr.json';

/**
 * The texts of the offer's requirements marked in a CV and ticked (issue 24: the free check and the result's
 * preview): used only in chunks that load with a CV and an offer, so they travel with those chunks rather than in
 * the first page's French (initial JS budget). Importing this module registers them; `satisfies` keeps English's
 * keys French's.
 */
export const OFFER = 'offer';

if (!i18n.hasResourceBundle('fr', OFFER)) {
  i18n.addResourceBundle('fr', OFFER, fr);
  i18n.addResourceBundle('en', OFFER, en satisfies typeof fr);
}
