import { Packer } from 'docx';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { cvDocument } from './build-cv-docx';
import { exportBlocks } from './export-blocks';
import { EXPORT_TEMPLATE_IDS, EXPORT_TEMPLATES } from './export-templates';
import { exportedCvs, linesMissingInOrder, nonAsciiLetters, RARE_LETTERS_CV } from './read-back-support';

const cvs = exportedCvs();
const docx = (text: string, id: keyof typeof EXPORT_TEMPLATES) =>
  Packer.toBuffer(cvDocument(text, EXPORT_TEMPLATES[id]));
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

describe.each(EXPORT_TEMPLATE_IDS)('DOCX export, %s template, read back with mammoth', (id) => {
  it.each(cvs.map((cv) => [cv.name, cv.text]))('%s: every line, in order, every letter', async (_, text) => {
    const buffer = await docx(text, id);
    const { value: raw } = await mammoth.extractRawText({ buffer });
    expect(linesMissingInOrder(text, raw)).toEqual([]);
    for (const letter of nonAsciiLetters(text)) expect(raw, letter).toContain(letter);

    // Word's own structure: each section heading a 'Heading 1', each bullet an item of a real list.
    const { value: html } = await mammoth.convertToHtml({ buffer });
    const blocks = exportBlocks(text);
    const headings = [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((match) => decode(match[1]!));
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
