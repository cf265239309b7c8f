import { i18n } from '../lib/i18n';
import en from './reading.en.json';
import fr from './reading.fr.json';

/**
 * The texts of « Ce que nous avons lu » (the 'reading' namespace): the panel is a chunk of its own, loaded once
 * a CV is on the page, so its texts travel with it rather than in the first page's French (initial JS budget).
 * Importing this module registers them; `satisfies` keeps English's keys French's.
 */
export const READING = 'reading';

if (!i18n.hasResourceBundle('fr', READING)) {
  i18n.addResourceBundle('fr', READING, fr);
  i18n.addResourceBundle('en', READING, en satisfies typeof fr);
}
