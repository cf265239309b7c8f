import { mergeTexts } from './merge-texts';
import en from './preview.en.json';
import fr from './preview.fr.json';

/** The preview's texts (score, changes' summary, improvements, "I have this skill"): loaded with the preview. */
mergeTexts(fr, en satisfies typeof fr);
