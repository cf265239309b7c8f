import { i18n } from '../lib/i18n';
import en from './offer-link.en.json';
import fr from './offer-link.fr.json';

/**
 * The texts of « ou collez le lien de l'offre » (the 'offerLink' namespace, issue 27): the field is a chunk
 * of its own, so its texts travel with it rather than in the first page's French (initial JS budget).
 * Importing this module registers them; `satisfies` keeps English's keys French's.
 */
export const OFFER_LINK = 'offerLink';

if (!i18n.hasResourceBundle('fr', OFFER_LINK)) {
  i18n.addResourceBundle('fr', OFFER_LINK, fr);
  i18n.addResourceBundle('en', OFFER_LINK, en satisfies typeof fr);
}
