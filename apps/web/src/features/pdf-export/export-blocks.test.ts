import { describe, expect, it } from 'vitest';
import { exportBlocks, plainText } from './export-blocks';

const CV = `Sanne Verhoeven
sanne@example.org · Utrecht
Data-analist
PROFIEL
Vijf jaar ervaring.
WERKERVARING
**Data-analist** — Lindeboom · 2021 – heden
Utrecht · vast dienstverband
• Dashboard voor 180 filialen.
• Datamodel in dbt.
Losse regel zonder opsomming.
CERTIFICATEN
Power BI Data Analyst (PL-300) — 2022
TALEN
Nederlands · Engels · Duits ·`;

describe('exportBlocks', () => {
  const blocks = exportBlocks(CV);
  const find = (text: string) => blocks.find((block) => plainText(block.spans) === text)!;

  it("marks an entry's header: the lines right above its bullets, not a paragraph without bullets", () => {
    expect(find('Data-analist — Lindeboom · 2021 – heden').entryHeader).toBe(true);
    expect(find('Utrecht · vast dienstverband').entryHeader).toBe(true);
    expect(find('Vijf jaar ervaring.').entryHeader).toBe(false);
    expect(find('Losse regel zonder opsomming.').entryHeader).toBe(false);
  });

  it('knows the section of each block: the summary, the certifications (set in bold)', () => {
    expect(find('Vijf jaar ervaring.').section).toBe('summary');
    expect(find('Power BI Data Analyst (PL-300) — 2022').section).toBe('certification');
    expect(find('Dashboard voor 180 filialen.').section).toBe('other');
  });

  it('takes a dangling separator off the end of a line, and keeps the ones between items', () => {
    expect(blocks.at(-1)).toMatchObject({
      kind: 'paragraph',
      spans: [{ text: 'Nederlands · Engels · Duits' }],
    });
    expect(find('sanne@example.org · Utrecht').kind).toBe('contact');
  });
});
