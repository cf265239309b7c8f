import { Packer } from 'docx';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { cvDocument } from './build-cv-docx';
import { type ExportBlock, exportBlocks } from './export-blocks';
import { EXPORT_TEMPLATE_IDS, EXPORT_TEMPLATES } from './export-templates';
import {
  decodeHtml,
  exportedCvs,
  linesMissingInOrder,
  nonAsciiLetters,
  RARE_LETTERS_CV,
} from './read-back-support';
import { wordTightness } from './word-pages';

const cvs = exportedCvs();
const docx = (text: string, id: keyof typeof EXPORT_TEMPLATES) =>
  Packer.toBuffer(cvDocument(text, EXPORT_TEMPLATES[id]));

describe.each(EXPORT_TEMPLATE_IDS)('DOCX export, %s template, read back with mammoth', (id) => {
  it.each(cvs.map((cv) => [cv.name, cv.text]))('%s: every line, in order, every letter', async (_, text) => {
    const buffer = await docx(text, id);
    const { value: raw } = await mammoth.extractRawText({ buffer });
    expect(linesMissingInOrder(text, raw)).toEqual([]);
    for (const letter of nonAsciiLetters(text)) expect(raw, letter).toContain(letter);

    // Word's own structure: each section heading a 'Heading 1', each bullet an item of a real list.
    const { value: html } = await mammoth.convertToHtml({ buffer });
    const blocks = exportBlocks(text);
    const headings = [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((match) => decodeHtml(match[1]!));
    expect(headings).toEqual(
      blocks
        .filter((block) => block.kind === 'heading')
        .map((block) => block.spans.map((s) => s.text).join('')),
    );
    expect(html.match(/<li>/g)?.length ?? 0).toBe(blocks.filter((block) => block.kind === 'bullet').length);
  });
});

describe('DOCX export: the rare letters CV', () => {
  it('keeps ĳ, œ, € and bold spans, and drops the dangling separator of the languages line', async () => {
    const buffer = await docx(RARE_LETTERS_CV, 'modern');
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain('Ruth Ĳsselmeer-Lefèvre');
    expect(html).toContain('au cœur des œuvres');
    expect(html).toContain('2 000 000 €');
    expect(html).toContain('<strong>Cheffe de projet</strong> — Rijksmuseum');
    expect(html).toContain('<p>Néerlandais · Français · Anglais</p>');
    expect(html).toMatch(/<ul><li>Coordonné la rénovation/);
  });
});

describe("DOCX export: spacing chosen for Word's pages", () => {
  const block = (kind: ExportBlock['kind'], text: string, entryHeader = false): ExportBlock => ({
    kind,
    spans: [{ text, bold: false }],
    section: 'other',
    entryHeader,
  });
  /** A CV of `jobs` jobs of four bullets each, plus `extra` one-line paragraphs at its end. */
  const cv = (jobs: number, extra: number) => [
    block('name', 'Ruth Ĳsselmeer'),
    block('heading', 'EXPÉRIENCE'),
    ...Array.from({ length: jobs }, (_, index) => [
      block('paragraph', `Cheffe de projet ${index} — Rijksmuseum, Amsterdam · 2019 – 2025`, true),
      ...Array.from({ length: 4 }, (_, b) =>
        block('bullet', `Coordonné la rénovation de l’aile ${index}.${b}`),
      ),
    ]).flat(),
    block('heading', 'LANGUES'),
    ...Array.from({ length: extra }, (_, index) => block('paragraph', `Langue ${index}`)),
  ];

  it('keeps the template spacing for a CV that ends mid-page', () => {
    expect(wordTightness(cv(3, 1), EXPORT_TEMPLATES.classic)).toBe(1);
  });

  it('tightens when the estimate leaves a few lines alone on the last page, or a last page full to the brim', () => {
    const tightness = [];
    for (let extra = 0; extra < 40; extra++)
      tightness.push(wordTightness(cv(10, extra), EXPORT_TEMPLATES.modern));
    expect(tightness.some((value) => value < 1)).toBe(true);
    expect(tightness.some((value) => value === 1)).toBe(true);
  });
});
