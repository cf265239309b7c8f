import { readFileSync } from 'node:fs';
import { allBlocks, readCvDocument } from '@cv/cv-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { minimalPdf } from './__fixtures__/build-test-files';
import { detectFileKind } from './detect-file-kind';
import { closeExtractionPool, extractText } from './extract-text';
import type { FileKind } from './extraction-result';

// Real files through the server's own pool: the worker runs in a thread, from source through the .mjs
// shim, exactly as the route will call it (hostile files: extract-text-hostile.test.ts).

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)));

async function textOf(name: string, kind: FileKind = detectFileKind(fixture(name))!): Promise<string> {
  const result = await extractText(fixture(name), kind);
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  return result.text;
}

afterAll(() => closeExtractionPool());

describe('two-column PDFs come out column by column', () => {
  // One person in three layouts (Resume-Matcher templates): the same experience bullets must come out in
  // the same order, each section in one piece, whatever the layout.
  const layouts = ['single-column.pdf', 'two-column.pdf', 'modern-two-column.pdf'];
  const experience = [
    'Designed and implemented real-time fraud detection',
    'Led migration of legacy payment reconciliation',
    'Mentored 3 junior engineers',
    'Built collaborative editing infrastructure',
    'Optimized canvas rendering',
    'Shipped plugin marketplace search',
    'Developed API integrations framework',
    'Implemented offline-first sync engine',
    'Reduced API response latency by 60%',
  ];
  const summary =
    'Expert in containerization (Docker, Kubernetes), CI/CD pipelines, and cloud infrastructure (AWS, Azure). ' +
    'Passionate about writing clean, testable code and building systems that scale.';

  it.each(layouts)('%s: experience in order, summary whole, sidebar outside the experience', async (name) => {
    const text = await textOf(name);
    const positions = experience.map((line) => text.indexOf(line));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // A paragraph wrapped over several lines reads as one once the line ends are spaces: nothing from the
    // other column slipped between its lines.
    expect(text.replace(/\n/g, ' ')).toContain(summary);
    const [first, last] = [positions[0]!, positions.at(-1)!];
    for (const sidebar of ['UC Berkeley', 'Bachelor of Science', 'Observability', 'PagerDuty']) {
      const at = text.indexOf(sidebar);
      expect(at, sidebar).toBeGreaterThan(-1);
      expect(at < first || at > last, `${sidebar} inside the experience section`).toBe(true);
    }
  });

  it('reads a sidebar CV (cv-fr-comptable) main column first, then the sidebar, jobs with their dates', async () => {
    const text = await textOf('cv-fr-comptable.pdf');
    const lines = text.split('\n');
    // pdftotext splits this job title from its dates with "Français — langue maternelle" in between.
    const job = lines.indexOf('Collaborateur comptable — Cabinet Guérin & Associés');
    expect(lines[job + 1]).toBe('2009 – 2012 · Nantes · expertise comptable');
    const sidebar = ['CONTACT', 'COMPÉTENCES', 'LOGICIELS', 'LANGUES', 'QUALITÉS'];
    const main = ['PROFIL', 'EXPÉRIENCE PROFESSIONNELLE', 'FORMATION'];
    const at = [...main, ...sidebar].map((heading) => lines.indexOf(heading));
    expect(at.every((p) => p >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('gives each block of the CV its page and column as printed (issue 13 provenance)', async () => {
    const placeOf = (text: string, heading: string) => {
      const block = allBlocks(readCvDocument(text)).find((b) => b.text === heading)!;
      return [block.lines.page, block.lines.column];
    };
    // the accountant's one page: the main column, then the sidebar (printed on the left, read after)
    const comptable = await textOf('cv-fr-comptable.pdf');
    expect(placeOf(comptable, 'EXPÉRIENCE PROFESSIONNELLE')).toEqual([1, 1]);
    expect(placeOf(comptable, 'COMPÉTENCES')).toEqual([1, 2]);
    // the developer's two pages, one column each: her education starts page 2
    const developer = await textOf('cv-fr-developpeuse-fullstack.pdf');
    expect(placeOf(developer, 'Expérience professionnelle')).toEqual([1, 1]);
    expect(placeOf(developer, 'Formation')).toEqual([2, 1]);
  });
});

describe('languages and encodings', () => {
  const french = [
    'Maëlle Duchâteau',
    'Développeuse Full-Stack JavaScript / TypeScript — 7 ans d’expérience',
    'Expérience professionnelle',
    '« Optimisation de tournées »',
    'réduction moyenne de 11 % des kilomètres',
  ];

  it.each(['cv-fr-developpeuse-fullstack.pdf', 'cv-fr-developpeuse-fullstack.docx'])(
    '%s: French accents and typography intact',
    async (name) => {
      const text = await textOf(name);
      // The PDF's text layer has no-break spaces where the DOCX keeps U+00A0: compare with plain spaces.
      const plain = text.replace(/[\u00a0\u202f]/g, ' ').replace(/\n/g, ' ');
      for (const line of french) expect(plain).toContain(line);
      expect(text).toBe(text.normalize('NFC'));
      // blank runs longer than one line are the page breaks only (cv-engine layout-breaks.ts): the PDF has two pages
      expect(text).not.toMatch(/\ufffd|\r| {2}| \n|\n{5}/);
      expect(text.split('\n\n\n\n')).toHaveLength(name.endsWith('.pdf') ? 2 : 1);
      expect(text.replace(/\n\n\n\n/g, '')).not.toMatch(/\n{3}/);
    },
  );

  it.each(['cv-nl-data-analist.pdf', 'cv-nl-data-analist.docx'])(
    '%s: Dutch text and Ĳ intact',
    async (name) => {
      const text = await textOf(name);
      expect(text).toContain('Sanne Verhoeven');
      expect(text).toContain('Werkervaring');
      expect(text).toMatch(/Ĳsselland|Ĳmuiden/);
    },
  );

  it('tells the page count of a PDF, none for a DOCX', async () => {
    expect(await extractText(fixture('cv-fr-developpeuse-fullstack.pdf'), 'pdf')).toMatchObject({ pages: 2 });
    expect(await extractText(fixture('cv-fr-developpeuse-fullstack.docx'), 'docx')).toMatchObject({
      pages: null,
    });
  });

  const cv =
    'Éloïse Lefèvre\r\nDéveloppeuse — 5 ans d’expérience\r\n\r\n\r\nCompétences : TypeScript, Node.js  \r\n';
  const expected = 'Éloïse Lefèvre\nDéveloppeuse — 5 ans d’expérience\n\nCompétences : TypeScript, Node.js';

  it('reads TXT in UTF-8, with and without BOM', async () => {
    const utf8 = new Uint8Array(Buffer.from(cv, 'utf8'));
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(detectFileKind(utf8)).toBe('txt');
    expect(await extractText(utf8, 'txt')).toEqual({ ok: true, text: expected, pages: null });
    expect(await extractText(withBom, 'txt')).toEqual({ ok: true, text: expected, pages: null });
  });

  it('reads TXT in UTF-16 (little- and big-endian, with BOM)', async () => {
    const le = new Uint8Array(Buffer.from(`\ufeff${cv}`, 'utf16le'));
    const be = new Uint8Array(le.length);
    for (let i = 0; i < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1]!, le[i]!];
    for (const bytes of [le, be]) {
      expect(detectFileKind(bytes)).toBe('txt');
      expect(await extractText(bytes, 'txt')).toEqual({ ok: true, text: expected, pages: null });
    }
  });

  it('reads TXT saved by Notepad as "ANSI" (Windows-1252)', async () => {
    const ansi = new Uint8Array(Buffer.from('Compétences : gestion de projet, 5 000 €', 'latin1'));
    ansi[ansi.length - 1] = 0x80; // € in Windows-1252
    expect(detectFileKind(ansi)).toBe('txt');
    expect(await extractText(ansi, 'txt')).toMatchObject({
      text: 'Compétences : gestion de projet, 5 000 €',
    });
  });

  it('reads a PDF written by hand (a simple text layer, standard font)', async () => {
    const result = await extractText(minimalPdf({ text: 'Curriculum vitae' }), 'pdf');
    expect(result).toMatchObject({ ok: true, text: 'Curriculum vitae', pages: 1 });
    // a standard font without a name of its own weight: plain type
    expect(result.ok && result.layout?.lines).toEqual([
      expect.objectContaining({ page: 1, column: 1, region: 'main', key: expect.any(String) }),
    ]);
  });
});
