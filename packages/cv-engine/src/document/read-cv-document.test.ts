import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { COLUMN_BREAK, PAGE_BREAK } from '../extraction/layout-breaks';
import { normaliseText } from '../extraction/normalise-text';
import { allBlocks } from './cv-document';
import { readCvDocument } from './read-cv-document';

// Expected values read from the documents themselves (the PDFs printed), never from the engine's output.
describe('readCvDocument on extracted PDFs', () => {
  it('reads a two-column page column by column, each bullet one block whatever its wraps', () => {
    const document = readCvDocument(readFixture('two-column'));
    expect(document.sections.map((s) => s.key)).toEqual([
      'header',
      'summary',
      'experience',
      'projects',
      'education',
      'skills',
      'other',
    ]);
    const experience = document.sections.find((s) => s.key === 'experience')!;
    const bullets = experience.blocks.filter((b) => b.role === 'bullet').map((b) => b.text);
    expect(bullets).toHaveLength(9);
    expect(bullets).toContain(
      'Optimized canvas rendering performance, reducing frame drop rate by 40% on large design files through WebGL batching and database query optimization',
    );
    expect(experience.blocks.filter((b) => b.role === 'line').map((b) => b.text)).toEqual([
      'Senior Software Engineer',
      'Jan 2023 - Present',
      'Stripe • San Francisco, CA',
      'Software Engineer',
      'Jun 2021 - Dec 2022',
      'Figma • San Francisco, CA',
      'Software Engineer',
      'Jul 2019 - May 2021',
      'Notion • San Francisco, CA',
    ]);
  });

  it("keeps each job's dates beside it when the layout prints them in the right margin (RenderCV)", () => {
    const lines = allBlocks(readCvDocument(readFixture('john-doe-classic-theme'))).map((b) => b.text);
    const at = lines.indexOf('Nexus AI, Co-Founder & CTO\tSan Francisco, CA');
    expect(lines.slice(at, at + 3)).toEqual([
      'Nexus AI, Co-Founder & CTO\tSan Francisco, CA',
      'June 2023 – present',
      '2 years 10 months',
    ]);
    expect(lines).toContain(
      'Built foundation model infrastructure serving 2M+ monthly API requests with 99.97% uptime',
    );
  });

  it("keeps the two-column accountant's four jobs and the sidebar's items whole", () => {
    const document = readCvDocument(readFixture('cv-fr-comptable-pdf'));
    const texts = allBlocks(document).map((b) => b.text);
    expect(texts).toContain('Déclarations de TVA (CA3, CA12), DEB / DES');
    expect(texts).toContain(
      'Portefeuille de 45 dossiers : TPE, artisans, professions libérales (BIC / BNC).',
    );
    for (const employer of [
      'Ateliers Lebreton Métallerie',
      'Distrilouest',
      'Cabinet Guérin & Associés',
      'Transports Le Floch',
    ])
      expect(
        document.sections.find((s) => s.key === 'experience')!.blocks.some((b) => b.text.includes(employer)),
      ).toBe(true);
  });

  it('never drops nor reorders a line: every line of the text is a block, in order', () => {
    const text = readFixture('cv-fr-developpeuse-fullstack');
    const words = (s: string) =>
      s
        .replace(/[•*\t]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
    expect(allBlocks(readCvDocument(text)).flatMap((b) => words(b.text))).toEqual(words(text));
  });
});

// Line numbers count the text as the user sees it in the editor: blank lines included, from 1.
describe('readCvDocument: where each block was read from', () => {
  const text = [
    'Marie Dupont', // 1
    '', // 2
    'EXPÉRIENCE', // 3
    'Développeuse — Acme\t2019 –', // 4
    'Présent', // 5
    '• Conçu une plateforme de paiement utilisée par', // 6
    'plus de 40 clients, en lien avec', // 7
    'les équipes produit et support.', // 8
    '', // 9
    '', // 10
    'CENTRES', // 11
    'D’INTÉRÊT', // 12
    '• Escalade', // 13
  ].join('\r\n');
  const blocks = allBlocks(readCvDocument(text));
  const at = (start: string) => blocks.find((b) => b.text.startsWith(start))!.lines;

  it('gives a bullet wrapped over three text lines the three lines', () => {
    expect(at('Conçu une plateforme')).toMatchObject({ from: 6, to: 8 });
  });

  it("gives a heading its own single line, counting blank lines and '\\r\\n' as one line end", () => {
    expect(at('Marie Dupont')).toMatchObject({ from: 1, to: 1 });
    expect(at('EXPÉRIENCE')).toMatchObject({ from: 3, to: 3 });
    expect(at('Escalade')).toMatchObject({ from: 13, to: 13 });
  });

  it('keeps both lines of a period or a heading printed over two lines', () => {
    expect(at('Développeuse — Acme')).toMatchObject({ from: 4, to: 5 });
    expect(at('CENTRES')).toMatchObject({ from: 11, to: 12 });
  });
});

describe('readCvDocument: the page and column of each block', () => {
  // as extraction gives a two-page PDF whose first page has a sidebar read after its main column
  const text = normaliseText(
    [
      'Marie Dupont',
      'EXPÉRIENCE',
      '• Conçu une plateforme de paiement',
      COLUMN_BREAK,
      'COMPÉTENCES',
      'TypeScript, SQL',
      PAGE_BREAK,
      'FORMATION',
      'Master Informatique — Université de Nantes, 2019',
    ].join('\n'),
  );
  const place = (start: string) => {
    const { page, column } = allBlocks(readCvDocument(text)).find((b) => b.text.startsWith(start))!.lines;
    return [page, column];
  };

  it('tells the page and the column a block was printed in', () => {
    expect(place('Conçu une plateforme')).toEqual([1, 1]);
    expect(place('COMPÉTENCES')).toEqual([1, 2]);
    expect(place('TypeScript')).toEqual([1, 2]);
    expect(place('FORMATION')).toEqual([2, 1]);
    expect(place('Master Informatique')).toEqual([2, 1]);
  });

  it('reads a text without breaks, and one blank line, as one page and one column', () => {
    const blocks = allBlocks(readCvDocument('Marie Dupont\n\nEXPÉRIENCE\n• Conçu'));
    expect(blocks.map((b) => [b.lines.page, b.lines.column])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });
});

describe('readCvDocument: sections as the parser reads them', () => {
  const cv = [
    'Chloé Dubois',
    'chloe@example.fr',
    'PROFIL',
    'Développeuse Java depuis six ans.',
    'EXPÉRIENCE PROFESSIONNELLE',
    'SOCIÉTÉ GÉNÉRALE',
    'Développeuse Java',
    'Depuis février 2022',
    '• Migration vers Spring Boot',
    'CAPGEMINI',
    'Consultante junior',
    'sept. 2019 – janv. 2022',
    '• Recette et tests',
  ].join('\n');

  it('keeps employers printed in capitals inside the experience, not as headings of their own', () => {
    const document = readCvDocument(cv);
    expect(document.sections.map((s) => s.key)).toEqual(['header', 'summary', 'experience']);
    expect(document.sections[2]!.blocks.map((b) => b.text)).toContain('CAPGEMINI');
  });

  it('reads a section under an unknown heading that lists jobs as the experience, still not a known one', () => {
    const document = readCvDocument(cv.replace('EXPÉRIENCE PROFESSIONNELLE', 'OÙ J’AI TRAVAILLÉ'));
    const section = document.sections[2]!;
    expect([section.key, section.known, section.heading?.text]).toEqual([
      'experience',
      false,
      'OÙ J’AI TRAVAILLÉ',
    ]);
  });
});
