import { describe, expect, it } from 'vitest';
import type { ExportBlock, ExportBlockKind } from './export-blocks';
import { EXPORT_TEMPLATES } from './export-templates';
import { type DrawCommand, layoutPdf, PDF_PAGE } from './pdf-layout';
import { wrapSpans } from './wrap-spans';

// A monospace stand-in for the font: each character is 0.2 mm per point of size (bold a little wider).
const measure = (text: string, bold: boolean, size: number) => text.length * size * (bold ? 0.22 : 0.2);
const classic = EXPORT_TEMPLATES.classic;
const bottom = PDF_PAGE.height - classic.page.bottomCutOff;

function block(kind: ExportBlockKind, text: string, extra: Partial<ExportBlock> = {}): ExportBlock {
  return { kind, spans: [{ text, bold: false }], section: 'other', entryHeader: false, ...extra };
}
const texts = (commands: DrawCommand[]) =>
  commands.flatMap((command) => (command.type === 'text' ? [command] : []));
const find = (commands: DrawCommand[], text: string) => texts(commands).find((c) => c.text === text)!;
/** The blocks of one job: its header line, then `bullets` one-line bullets. */
function job(index: number, bullets: number): ExportBlock[] {
  return [
    block('paragraph', `Poste ${index} — Employeur ${index}`, { entryHeader: true }),
    ...Array.from({ length: bullets }, (_, b) => block('bullet', `Réalisation ${index}.${b}`)),
  ];
}

describe('wrapSpans', () => {
  const width = (text: string) => text.length;

  it('wraps at spaces and keeps bold runs apart', () => {
    const lines = wrapSpans(
      [
        { text: 'Lead ', bold: true },
        { text: 'developer at Acme since 2020', bold: false },
      ],
      16,
      width,
    );
    expect(lines.map((line) => line.map((run) => `${run.bold ? '*' : ''}${run.text}`))).toEqual([
      ['*Lead ', 'developer'],
      ['at Acme since'],
      ['2020'],
    ]);
  });

  it('cuts a word longer than the line', () => {
    const lines = wrapSpans([{ text: 'https://example.org/a-very-long-path', bold: false }], 10, width);
    expect(lines.map((line) => line[0]!.text).join('')).toBe('https://example.org/a-very-long-path');
    expect(lines.every((line) => line[0]!.width <= 10)).toBe(true);
  });

  it('leaves no list separator dangling at the end or the start of a line', () => {
    const spans = [{ text: 'Français · Anglais · Néerlandais · Allemand', bold: false }];
    const at = (max: number) => wrapSpans(spans, max, width).map((line) => line.map((r) => r.text).join(''));
    expect(at(20)).toEqual(['Français · Anglais', 'Néerlandais', 'Allemand']);
    expect(at(11)).toEqual(['Français', 'Anglais', 'Néerlandais', 'Allemand']);
    expect(at(100)).toEqual(['Français · Anglais · Néerlandais · Allemand']);
  });
});

describe('layoutPdf', () => {
  it("draws the classic template in the spec's sizes, certifications in bold", () => {
    const blocks = [
      block('name', 'Maëlle Duchâteau'),
      block('contact', 'Lyon | maelle@example.fr'),
      block('title', 'Développeuse full-stack'),
      block('heading', 'PROFIL', { section: 'summary' }),
      block('paragraph', 'Sept ans de TypeScript.', { section: 'summary' }),
      block('heading', 'CERTIFICATIONS', { section: 'certification' }),
      block('bullet', 'AWS Certified Developer', { section: 'certification' }),
    ];
    const { commands, pages } = layoutPdf(blocks, measure, classic);
    expect(pages).toBe(1);
    expect(find(commands, 'Maëlle Duchâteau')).toMatchObject({ size: 18.3, bold: true });
    expect(find(commands, 'Lyon | maelle@example.fr')).toMatchObject({ size: 10.3, bold: false });
    expect(find(commands, 'Développeuse full-stack')).toMatchObject({ size: 14.3 });
    expect(find(commands, 'PROFIL')).toMatchObject({ size: 12.3, bold: true, x: 15 });
    expect(find(commands, 'Sept ans de TypeScript.')).toMatchObject({ size: 10.3, bold: false });
    expect(find(commands, 'AWS Certified Developer')).toMatchObject({ size: 10.3, bold: true });
    const name = find(commands, 'Maëlle Duchâteau');
    expect(name.x + measure(name.text, true, name.size) / 2).toBeCloseTo(PDF_PAGE.width / 2);
    expect(commands.filter((command) => command.type === 'rule')).toHaveLength(2);
  });

  it('sets the modern header on the left margin, in its accent colour', () => {
    const { commands } = layoutPdf([block('name', 'Sanne Verhoeven')], measure, EXPORT_TEMPLATES.modern);
    expect(find(commands, 'Sanne Verhoeven')).toMatchObject({ x: 18, size: 22, color: '1e3a8a' });
  });

  it('never leaves a heading last on a page, at any height', () => {
    for (let filler = 40; filler < 75; filler++) {
      const blocks = [block('heading', 'EXPÉRIENCE')];
      for (let index = 0; index < filler; index++) blocks.push(block('bullet', `Ligne ${index}`));
      blocks.push(block('heading', 'FORMATION'), block('paragraph', 'Master, Lyon'));
      const { commands } = layoutPdf(blocks, measure, classic);
      const heading = find(commands, 'FORMATION');
      expect(find(commands, 'Master, Lyon').page, `${filler} lines`).toBe(heading.page);
      for (const command of texts(commands)) expect(command.y).toBeLessThanOrEqual(bottom);
    }
  });

  it("keeps an entry's header with its first two bullets", () => {
    for (let filler = 40; filler < 75; filler++) {
      const blocks = [block('heading', 'EXPÉRIENCE')];
      for (let index = 0; index < filler; index++) blocks.push(block('paragraph', `Ligne ${index}`));
      blocks.push(...job(1, 4));
      const { commands } = layoutPdf(blocks, measure, classic);
      const header = find(commands, 'Poste 1 — Employeur 1');
      expect(find(commands, 'Réalisation 1.0').page, `${filler} lines`).toBe(header.page);
      expect(find(commands, 'Réalisation 1.1').page, `${filler} lines`).toBe(header.page);
    }
  });

  it('tightens the spacing rather than leave a nearly empty last page, and never makes an empty one', () => {
    // Two pages of jobs, then a short last section that spills a few lines onto a third page.
    let spills = 0;
    for (let filler = 0; filler < 40; filler++) {
      const blocks = [block('name', 'Ruth Ĳsselmeer'), block('heading', 'EXPÉRIENCE')];
      for (let index = 0; index < 14; index++) blocks.push(...job(index, 4));
      for (let index = 0; index < filler; index++) blocks.push(block('paragraph', `Projet ${index}`));
      blocks.push(block('heading', 'LANGUES'), block('paragraph', 'Français · Anglais'));
      const loose = layoutPdf(blocks, measure, classic, { tighten: false });
      const fitted = layoutPdf(blocks, measure, classic);
      const used = [...new Set(fitted.commands.map((command) => command.page))];
      expect(used).toHaveLength(fitted.pages);
      if (loose.pages !== 3 || loose.lastPageFill > 0.2) continue;
      spills++;
      expect(fitted.pages, `${filler} more lines`).toBe(2);
      expect(find(fitted.commands, 'Français · Anglais').page).toBe(2);
    }
    expect(spills).toBeGreaterThan(2);
  });

  it('fits more on a compact page than on a classic one, never fewer', () => {
    const counts = [];
    for (let jobs = 6; jobs < 30; jobs += 2) {
      const blocks = [block('heading', 'EXPÉRIENCE')];
      for (let index = 0; index < jobs; index++) blocks.push(...job(index, 5));
      const classicPages = layoutPdf(blocks, measure, classic).pages;
      const compactPages = layoutPdf(blocks, measure, EXPORT_TEMPLATES.compact).pages;
      expect(compactPages, `${jobs} jobs`).toBeLessThanOrEqual(classicPages);
      counts.push(classicPages - compactPages);
    }
    expect(counts.filter((saved) => saved > 0).length).toBeGreaterThan(counts.length / 4);
  });
});
