import { i18n } from '../lib/i18n';
import en from './results.en.json';
import fr from './results.fr.json';

/**
 * The texts of the result's review, editor and history (the 'results' namespace): used only in chunks that
 * load with a result or a session, so they travel with those chunks rather than in the first page's French
 * (initial JS budget). Importing this module registers them; `satisfies` keeps English's keys French's.
 */
export const RESULTS = 'results';

if (!i18n.hasResourceBundle('fr', RESULTS)) {
  i18n.addResourceBundle('fr', RESULTS, fr);
  i18n.addResourceBundle('en', RESULTS, en satisfies typeof fr);
}
