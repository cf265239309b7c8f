import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { exportBlocks, plainText } from './export-blocks';
import { EXPORT_TEMPLATE_IDS, EXPORT_TEMPLATES } from './export-templates';
import { layoutPdf } from './pdf-layout';
import {
  exportedCvs,
  linesMissingInOrder,
  nonAsciiLetters,
  pdfFontForTests,
  RARE_LETTERS_CV,
  readPdf,
} from './read-back-support';
import { renderCvPdf } from './render-cv-pdf';

const cvs = exportedCvs();

describe.each(EXPORT_TEMPLATE_IDS)('PDF export, %s template, read back with pdf.js', (id) => {
  it.each(cvs.map((cv) => [cv.name, cv.text]))('%s: every line, in order, every letter', async (_, text) => {
    const { doc, pages } = renderCvPdf(jsPDF, await pdfFontForTests(text), text, EXPORT_TEMPLATES[id]);
    const read = await readPdf(doc.output('arraybuffer'));
    expect(read.pages).toBe(pages);
    // No empty page, last one included.
    for (const page of read.pageTexts) expect(page.trim()).not.toBe('');
    expect(linesMissingInOrder(text, read.text)).toEqual([]);
    for (const letter of nonAsciiLetters(text.replace(/[•–—’«»·]/g, '')))
      expect(read.text, letter).toContain(letter);
  });
});

describe('PDF export: letters a built-in font loses', () => {
  it('keeps ĳ, œ and € in the text layer, and no dangling separator ends the languages line', async () => {
    const { doc } = renderCvPdf(
      jsPDF,
      await pdfFontForTests(RARE_LETTERS_CV),
      RARE_LETTERS_CV,
      EXPORT_TEMPLATES.classic,
    );
    const { text } = await readPdf(doc.output('arraybuffer'));
    expect(text).toContain('Ruth Ĳsselmeer-Lefèvre');
    expect(text).toContain('au cœur des œuvres');
    expect(text).toContain('2 000 000 €');
    expect(text).toMatch(/Néerlandais · Français · Anglais\s*$/);
  });
});

describe('PDF export: language', () => {
  it("declares the CV's language, for screen readers", async () => {
    const dutch = cvs.find((cv) => cv.name === 'cv-nl-data-analist')!;
    const french = cvs.find((cv) => cv.name === 'cv-fr-comptable')!;
    for (const [cv, tag] of [
      [dutch, 'nl'],
      [french, 'fr-FR'],
    ] as const) {
      const { doc } = renderCvPdf(jsPDF, await pdfFontForTests(cv.text), cv.text, EXPORT_TEMPLATES.classic);
      expect(Buffer.from(doc.output('arraybuffer')).toString('latin1')).toContain(`/Lang (${tag})`);
    }
  });
});

describe('PDF export: pages', () => {
  it('keeps the 2-page developer CV, rewritten, on 2 pages in the compact template', async () => {
    const developer = cvs.find((cv) => cv.name.startsWith('cv-fr-developpeuse-fullstack, rewritten'))!;
    const font = await pdfFontForTests(developer.text);
    const pages = (id: 'classic' | 'compact') =>
      renderCvPdf(jsPDF, font, developer.text, EXPORT_TEMPLATES[id]).pages;
    expect(pages('classic')).toBeGreaterThanOrEqual(2);
    expect(pages('compact')).toBe(2);
  });

  it('never takes more pages in compact than in classic, and a CV of 2 classic pages keeps to 2', async () => {
    for (const cv of cvs) {
      const font = await pdfFontForTests(cv.text);
      const classic = renderCvPdf(jsPDF, font, cv.text, EXPORT_TEMPLATES.classic).pages;
      const compact = renderCvPdf(jsPDF, font, cv.text, EXPORT_TEMPLATES.compact).pages;
      expect(compact, cv.name).toBeLessThanOrEqual(Math.min(classic, Math.max(2, classic - 1)));
    }
  });

  it.each(EXPORT_TEMPLATE_IDS)(
    '%s: no heading last on a page, an entry header with its first two bullets, in every fixture CV',
    async (id) => {
      for (const cv of cvs) {
        const doc = new jsPDF({ unit: 'mm', format: 'a4' });
        const font = await pdfFontForTests(cv.text);
        doc.addFileToVFS(font.regular.fileName, font.regular.base64);
        doc.addFileToVFS(font.bold.fileName, font.bold.base64);
        doc.addFont(font.regular.fileName, font.family, 'normal', undefined, 'Identity-H');
        doc.addFont(font.bold.fileName, font.family, 'bold', undefined, 'Identity-H');
        const blocks = exportBlocks(cv.text);
        const { commands } = layoutPdf(
          blocks,
          (text, bold, size) => {
            doc.setFont(font.family, bold ? 'bold' : 'normal');
            doc.setFontSize(size);
            return doc.getTextWidth(text);
          },
          EXPORT_TEMPLATES[id],
        );
        const pageOf = (block: number, which: 'first' | 'last') => {
          const lines = commands.filter((c) => c.type === 'text' && c.block === block);
          return (which === 'first' ? lines[0] : lines.at(-1))?.page;
        };
        blocks.forEach((block, index) => {
          const next = blocks[index + 1];
          if (block.kind === 'heading' && next) {
            expect(pageOf(index + 1, 'first'), `${cv.name}: ${plainText(block.spans)}`).toBe(
              pageOf(index, 'last'),
            );
          }
          if (block.entryHeader && next?.kind === 'bullet') {
            const second = blocks[index + 2]?.kind === 'bullet' ? index + 2 : index + 1;
            expect(pageOf(second, 'first'), `${cv.name}: ${plainText(block.spans)}`).toBe(
              pageOf(index, 'last'),
            );
          }
        });
      }
    },
  );
});
