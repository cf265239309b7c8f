import { cvLanguageTag } from './cv-language-tag';
import { type ExportBlock, exportBlocks, plainText } from './export-blocks';
import { letterBlocks } from './letter-blocks';

/**
 * What the exports make: a CV, or its cover letter (issue 26), which is headed with the CV's name and contact
 * line and so needs the CV's text beside its own.
 */
export type ExportDocument = { kind: 'cv'; text: string } | { kind: 'letter'; text: string; cvText: string };

/** A document as both exports draw it: its blocks, the file's title and language, the person's name. */
export interface PreparedExport {
  blocks: ExportBlock[];
  title: string;
  languageTag: ReturnType<typeof cvLanguageTag>;
  /** The person's name, for the file's name; null when the CV gives none. */
  personName: string | null;
}

/** The file's title and the download's first word, in the letter's own language. */
const LETTER_WORDS = {
  'fr-FR': { title: 'Lettre de motivation', file: 'Lettre-de-motivation' },
  'en-GB': { title: 'Cover letter', file: 'Cover-letter' },
  nl: { title: 'Motivatiebrief', file: 'Motivatiebrief' },
} as const;

export function prepareExport(document: ExportDocument): PreparedExport {
  const blocks =
    document.kind === 'cv' ? exportBlocks(document.text) : letterBlocks(document.text, document.cvText);
  const name = blocks.find((block) => block.kind === 'name');
  const personName = name ? plainText(name.spans) : null;
  const languageTag = cvLanguageTag(document.text);
  const title =
    document.kind === 'cv'
      ? (personName ?? 'CV')
      : [LETTER_WORDS[languageTag].title, personName].filter(Boolean).join(' — ');
  return { blocks, title, languageTag, personName };
}

/** The first word of the downloaded file's name: 'CV', or 'Lettre-de-motivation' in the letter's language. */
export function fileNamePrefix(document: ExportDocument): string {
  return document.kind === 'cv' ? 'CV' : LETTER_WORDS[cvLanguageTag(document.text)].file;
}
