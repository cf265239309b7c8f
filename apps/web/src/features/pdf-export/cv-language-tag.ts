import { detectLanguage } from '@cv/cv-engine/browser';

/**
 * The language the CV is written in, as the tag both files declare: a screen reader reads the PDF with the
 * right voice, and Word checks the spelling in the right language (a Dutch CV is not underlined in red as
 * misspelt English). The engine's own detection; French when it cannot tell, like the engine.
 */
const TAGS = { french: 'fr-FR', english: 'en-GB', dutch: 'nl' } as const;

export function cvLanguageTag(text: string): (typeof TAGS)[keyof typeof TAGS] {
  return TAGS[detectLanguage(text)];
}
