import { i18n } from '../lib/i18n';
import en from './letter.en.json';
import fr from './letter.fr.json';

/**
 * The texts of the cover letter's tab (the 'letter' namespace, issue 26): used only in the chunks that load
 * with a result, so they travel with them rather than in the first page's French (initial JS budget).
 * Importing this module registers them; `satisfies` keeps English's keys French's.
 */
export const LETTER = 'letter';

if (!i18n.hasResourceBundle('fr', LETTER)) {
  i18n.addResourceBundle('fr', LETTER, fr);
  i18n.addResourceBundle('en', LETTER, en satisfies typeof fr);
}
