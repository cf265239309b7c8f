import { detectLanguage } from './detect-language';

// The CV's own language only decides whether to say "headings translated" or which letter to write: its
// opening is plenty.
const CV_LANGUAGE_SAMPLE = 3000;

/** The language the CV is written in, from its opening. */
export const cvLanguageOf = (cvText: string) => detectLanguage(cvText.slice(0, CV_LANGUAGE_SAMPLE));
