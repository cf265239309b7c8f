import en from './example.en.json';
import fr from './example.fr.json';
import { mergeTexts } from './merge-texts';

/** The visitor page's before/after texts: loaded with the example, below the first screen. */
mergeTexts(fr, en satisfies typeof fr);
