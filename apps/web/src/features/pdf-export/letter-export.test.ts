import { writeCoverLetter } from '@cv/cv-engine/letter';
import { Packer } from 'docx';
import { jsPDF } from 'jspdf';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../packages/cv-engine/src/__fixtures__/read-fixture';
import { wordDocument } from './build-cv-docx';
import { plainText } from './export-blocks';
import { EXPORT_TEMPLATE_IDS, EXPORT_TEMPLATES } from './export-templates';
import { letterBlocks } from './letter-blocks';
import { comparable, decodeHtml, nonAsciiLetters, pdfFontForTests, readPdf } from './read-back-support';
import { renderPdf } from './render-cv-pdf';

/** Issue 26: the cover letter exported in the CV's templates, read back as a recruiter's software reads it. */
const PAIRS = [
  ['cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack'],
  ['cv-nl-data-analist', 'vacature-nl-data-analist'],
  ['cv-en-marketing', 'job-en-marketing-manager'],
] as const;

const letters = PAIRS.map(([cv, offer]) => {
  const cvText = readFixture(cv);
  const { text } = writeCoverLetter({ cvText, jobDescription: readFixture(offer), date: '2026-03-14' });
  return { name: `${cv} for ${offer}`, cvText, text };
});

/** The letter's lines as the user left them, in order; answers those not found in `exported`. */
function linesMissing(letter: string, exported: string): string[] {
  const haystack = comparable(exported);
  let cursor = 0;
  return letter
    .split('\n')
    .map(comparable)
    .filter(Boolean)
    .filter((line) => {
      const at = haystack.indexOf(line, cursor);
      if (at >= 0) cursor = at + line.length;
      return at < 0;
    });
}

describe('letterBlocks', () => {
  const cv = 'Ruth Ĳsselmeer\nCheffe de projet\nruth@example.nl · IJmuiden\nPROFIL\nDouze ans.';
  const blocks = letterBlocks(
    'IJmuiden, le 14 mars 2026\n\nObjet : candidature\n\nMadame, Monsieur,\n\nUn paragraphe\nsur deux lignes.\n\n\nRuth Ĳsselmeer',
    cv,
  );

  it("heads the letter with the CV's name and contact line, and nothing else of the CV", () => {
    expect(blocks.slice(0, 2).map((block) => [block.kind, plainText(block.spans)])).toEqual([
      ['name', 'Ruth Ĳsselmeer'],
      ['contact', 'ruth@example.nl · IJmuiden'],
    ]);
    for (const other of ['Cheffe de projet', 'PROFIL', 'Douze ans.'])
      expect(blocks.some((block) => plainText(block.spans) === other)).toBe(false);
  });

  it('starts a part at each blank line, keeps the lines of a part, and sets the subject in bold', () => {
    expect(
      blocks.slice(2).map((block) => [block.kind, plainText(block.spans), block.spans[0]!.bold]),
    ).toEqual([
      ['part', 'IJmuiden, le 14 mars 2026', false],
      ['part', 'Objet : candidature', true],
      ['part', 'Madame, Monsieur,', false],
      ['part', 'Un paragraphe', false],
      ['paragraph', 'sur deux lignes.', false],
      ['part', 'Ruth Ĳsselmeer', false],
    ]);
  });
});

describe.each(EXPORT_TEMPLATE_IDS)('the cover letter in the %s template', (id) => {
  it.each(letters.map((letter) => [letter.name, letter]))(
    '%s: the PDF holds the name, then every line of the letter in order, every letter, on one page',
    async (_, { cvText, text }) => {
      const document = { kind: 'letter', text, cvText } as const;
      const { doc, pages } = renderPdf(
        jsPDF,
        await pdfFontForTests(`${text}\n${cvText}`),
        document,
        EXPORT_TEMPLATES[id],
      );
      const read = await readPdf(doc.output('arraybuffer'));
      expect(read.pages).toBe(pages);
      expect(pages).toBe(1);
      const name = cvText.split('\n')[0]!.trim();
      expect(comparable(read.text).startsWith(comparable(name))).toBe(true);
      expect(read.text).toContain(cvText.match(/\S+@\S+/)![0]);
      expect(linesMissing(text, read.text)).toEqual([]);
      for (const letter of nonAsciiLetters(text)) expect(read.text, letter).toContain(letter);
    },
  );

  it.each(letters.map((letter) => [letter.name, letter]))(
    '%s: the Word file opens on the name, then holds every part as a paragraph of its own',
    async (_, { cvText, text }) => {
      const buffer = await Packer.toBuffer(
        wordDocument({ kind: 'letter', text, cvText }, EXPORT_TEMPLATES[id]),
      );
      const { value: raw } = await mammoth.extractRawText({ buffer });
      expect(linesMissing(text, raw)).toEqual([]);
      const { value: html } = await mammoth.convertToHtml({ buffer });
      const paragraphs = [...html.matchAll(/<(?:p|h1)>(.*?)<\/(?:p|h1)>/g)].map((match) =>
        decodeHtml(match[1]!),
      );
      expect(paragraphs[0]).toBe(cvText.split('\n')[0]!.trim());
      for (const part of text.split(/\n\s*\n/)) expect(paragraphs).toContain(part.trim());
    },
  );
});

describe('the cover letter: language', () => {
  it("declares the letter's language, whatever the CV's", async () => {
    const cvText = readFixture('cv-fr-developpeuse-fullstack');
    const { text } = writeCoverLetter({
      cvText,
      jobDescription: readFixture('job-en-marketing-manager'),
      date: '2026-03-14',
    });
    const { doc } = renderPdf(
      jsPDF,
      await pdfFontForTests(`${text}\n${cvText}`),
      { kind: 'letter', text, cvText },
      EXPORT_TEMPLATES.classic,
    );
    const raw = Buffer.from(doc.output('arraybuffer')).toString('latin1');
    expect(raw).toContain('/Lang (en-GB)');
  });
});
