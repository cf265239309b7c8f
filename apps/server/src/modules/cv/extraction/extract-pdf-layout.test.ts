import { readFileSync } from 'node:fs';
import type { LayoutLine } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text';

// PDFs printed by Chromium from the HTML beside them (__fixtures__/layouts, print-layout-pdfs.ts), read by the
// worker's own code in this thread: each line of the text beside what the layout says of it.
async function read(name: string): Promise<(LayoutLine & { text: string })[]> {
  const bytes = new Uint8Array(readFileSync(new URL(`./__fixtures__/layouts/${name}`, import.meta.url)));
  const result = await extractPdfText(bytes, 200_000, 20);
  if (!result.ok || !result.layout) throw new Error(`${name}: no layout`);
  const lines = result.text.split('\n').filter((line) => line.trim() !== '');
  expect(lines).toHaveLength(result.layout.lines.length);
  return lines.map((text, i) => ({ text, ...result.layout!.lines[i]! }));
}

describe("LinkedIn's Save to PDF layout", () => {
  it('reads the main column first, then the sidebar, marked as such, its cut e-mail and address whole', async () => {
    const lines = await read('linkedin-export.pdf');
    const texts = lines.map((l) => l.text);
    const order = [
      'Alexandre Dumont',
      'Summary',
      'Experience',
      'Norvalis',
      'Education',
      'Contact',
      'Top Skills',
    ];
    const at = order.map((text) => texts.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(lines.filter((l) => l.region === 'sidebar').map((l) => l.text)).toEqual([
      'Contact',
      'alexandre.dumont-lefebvre@example.com',
      'www.linkedin.com/in/alexandre-dumont-lefebvre-0a1b2c',
      '(LinkedIn)',
      'Top Skills',
      'Supply Chain Management',
      'SAP APO',
      'Lean Management',
      'Languages',
      'Français (Native or Bilingual)',
      'English (Professional Working)',
      'Certifications',
      'APICS CSCP',
    ]);
  });

  it('keeps each role, its period with the total duration and its place on lines of their own, typed', async () => {
    const lines = await read('linkedin-export.pdf');
    const line = (text: string) => lines.find((l) => l.text === text)!;
    expect(line('Experience')).toMatchObject({ bold: true, size: 15, region: 'main' });
    expect(line('Norvalis')).toMatchObject({ bold: true, size: 12 });
    expect(line('6 years 3 months')).toMatchObject({ size: 10 });
    expect(line('January 2021 - Present (3 years 4 months)').bold).toBeUndefined();
    expect(line('Planificateur senior')).toMatchObject({ size: 11 });
  });
});

describe('spaced capitals and a table', () => {
  it('joins the spaced-out heading and reads the small capitals, the table row by row', async () => {
    const lines = await read('spaced-capitals-table.pdf');
    expect(lines.find((l) => l.text === 'EXPÉRIENCE PROFESSIONNELLE')).toMatchObject({
      spaced: true,
      bold: true,
    });
    expect(lines.find((l) => l.text === 'FORMATION')).toMatchObject({ caps: 'small' });
    expect(lines.filter((l) => l.table).map((l) => [l.text, l.table!.row, l.table!.cell])).toEqual([
      ['Période', 0, 0],
      ['Employeur', 0, 1],
      ['Poste', 0, 2],
      ['2019 – 2024', 1, 0],
      ['Centre hospitalier de Saint-Malo', 1, 1],
      ['Infirmière de bloc opératoire', 1, 2],
      ['• Instrumentation en chirurgie orthopédique et viscérale, 6 salles.', 1, 2],
      ['• Référente de la démarche qualité pour la traçabilité des dispositifs « stériles ».', 1, 2],
      ['2015 – 2019', 2, 0],
      ['Clinique du Littoral', 2, 1],
      ['Infirmière en soins généraux', 2, 2],
    ]);
    expect(lines.find((l) => l.text === 'Centre hospitalier de Saint-Malo')).toMatchObject({
      wraps: 2,
      bold: true,
    });
  });
});

describe('bullets the page drew as shapes, dates at a right tab stop', () => {
  it('writes a drawn disc, square or circle as a bullet, each item whole and apart from the next', async () => {
    const lines = await read('drawn-bullets.pdf');
    const items = lines.filter((l) => l.list !== undefined);
    expect(items.map((l) => [l.text, l.list])).toEqual([
      ['• Ran the rewiring of 48 social housing flats.', 0],
      [
        '• Planned the work of four electricians and two apprentices across three sites at once, ordering the cable and the boards a week ahead so that no team waited for its materials',
        0,
      ],
      ['• Completed the in-house course “Safe Isolation in Occupied Homes” in 2021', 0],
      [
        '• Installed consumer units and tested circuits to BS 7671 in new-build houses for first-time buyers across the county',
        0,
      ],
      ['• Trained two apprentices.', 0],
      ['• Helped on domestic rewires.', 0],
      ['• Kept the van stocked.', 0],
    ]);
    expect(items.find((l) => l.text.startsWith('• Planned'))?.wraps).toBe(3);
  });

  it('leaves dots after words and dots inside a line out of the list', async () => {
    const texts = (await read('drawn-bullets.pdf')).map((l) => l.text);
    expect(texts).toContain('Fault finding');
    expect(texts).toContain('Testing and inspection');
    expect(texts).toContain('Leeds • 07700 900123 • jordan.whitfield@example.com');
  });

  it('keeps the dates at the right of a title on its line, after a tab, for every entry', async () => {
    const texts = (await read('drawn-bullets.pdf')).map((l) => l.text);
    expect(texts.filter((text) => text.includes('\t'))).toEqual([
      'Site Manager — Leicester Electrical Services\tMar 2019 – Present',
      'Electrician — Brightwater Homes\tJun 2015 – Feb 2019',
      'Apprentice — Calder Valley Electrics\tSep 2012 – May 2015',
    ]);
  });
});

describe('entry headers: type, narrow boxes, hyphens', () => {
  it('keeps an employer and the role under it apart (another size, another weight), and the period and place', async () => {
    const texts = (await read('entry-headers.pdf')).map((l) => l.text);
    const from = texts.indexOf('Leicester Electrical Services and Contractors');
    expect(texts.slice(from, from + 4)).toEqual([
      'Leicester Electrical Services and Contractors',
      'Site Manager',
      'March 2019 - Present (5 years 3 months)',
      'Leicester, England, United Kingdom',
    ]);
  });

  it('joins a title its dates made wrap, and keeps the dates on its line after a tab', async () => {
    const texts = (await read('entry-headers.pdf')).map((l) => l.text);
    expect(texts).toContain(
      'Full Stack Developer – Larchfield Technologies Inc.\tDecember 2022 — January 2024',
    );
  });

  it('joins each cell of a table whose text its narrow cell wrapped, a period cut at its dash included', async () => {
    const lines = await read('entry-headers.pdf');
    expect(lines.filter((l) => l.table).map((l) => [l.text, l.table!.row, l.table!.cell])).toEqual([
      ['Oct 2021 – present', 0, 0],
      ['École maternelle publique Jules-Verne', 0, 1],
      ['Professeure des écoles', 0, 2],
      ['Sep 2016 – Aug 2017', 1, 0],
      ['Marine Biological Association', 1, 1],
      ['Research Assistant', 1, 2],
    ]);
  });

  it('keeps a compound’s hyphen at a line end, and reads a justified line’s wide spaces as spaces', async () => {
    const lines = await read('entry-headers.pdf');
    const texts = lines.map((l) => l.text);
    expect(texts).toContain('Rebuilt the booking portal with all the team up to go-live in March.');
    const justified = lines.find((l) => l.text.startsWith('Coordinated'));
    expect(justified).toMatchObject({
      text: 'Coordinated the electrical contractors and inspections of three blocks, the certification of every flat, and reported weekly to the client’s surveyor on progress.',
      wraps: 3,
    });
    expect(justified?.table).toBeUndefined();
  });
});
