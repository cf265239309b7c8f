import { i18n } from '../lib/i18n';
import en from './paper.en.json';
import fr from './paper.fr.json';

/**
 * The texts of the CV drawn in its template (the 'paper' namespace, issue 25: pages, page counts): a chunk that
 * loads with the first result. Importing this module registers them; `satisfies` keeps English's keys French's.
 */
export const PAPER = 'paper';

if (!i18n.hasResourceBundle('fr', PAPER)) {
  i18n.addResourceBundle('fr', PAPER, fr);
  i18n.addResourceBundle('en', PAPER, en satisfies typeof fr);
}
