import en from './admin.en.json';
import fr from './admin.fr.json';
import { mergeTexts } from './merge-texts';

/** The /admin screen's texts: loaded with the admin chunk, never by the main page. */
mergeTexts(fr, en satisfies typeof fr);
