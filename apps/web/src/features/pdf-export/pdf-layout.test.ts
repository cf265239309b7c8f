import { describe, expect, it } from 'vitest';
import {
  type DrawCommand,
  layoutPdf,
  PDF_FONT_SIZES,
  PDF_PAGE,
  type PdfBlock,
  wrapSpans,
} from './pdf-layout';

// A monospace stand-in for the font: each character is 0.2 mm per point of size (bold a little wider).
const measure = (text: string, bold: boolean, size: number) => text.length * size * (bold ? 0.22 : 0.2);
const plain = (text: string) => [{ text, bold: false }];
const texts = (commands: DrawCommand[]) =>
  commands.flatMap((command) => (command.type === 'text' ? [command] : []));

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
    const lines = wrapSpans(plain('https://example.org/a-very-long-path'), 10, width);
    expect(lines.map((line) => line[0]!.text).join('')).toBe('https://example.org/a-very-long-path');
    expect(lines.every((line) => line[0]!.width <= 10)).toBe(true);
  });
});

describe('layoutPdf', () => {
  it('uses the spec sizes: name, contact, title, headings, content, bold certifications', () => {
    const blocks: PdfBlock[] = [
      { kind: 'name', spans: plain('Maëlle Duchâteau') },
      { kind: 'contact', spans: plain('Lyon | maelle@example.fr') },
      { kind: 'title', spans: plain('Développeuse full-stack') },
      { kind: 'heading', spans: plain('PROFIL') },
      { kind: 'paragraph', spans: plain('Sept ans de TypeScript.') },
      { kind: 'heading', spans: plain('CERTIFICATIONS') },
      { kind: 'bullet', spans: plain('AWS Certified Developer') },
    ];
    const { commands, pages } = layoutPdf(blocks, measure);
    const byText = (text: string) => texts(commands).find((command) => command.text === text)!;
    expect(pages).toBe(1);
    expect(byText('Maëlle Duchâteau')).toMatchObject({ size: PDF_FONT_SIZES.name, bold: true });
    expect(byText('Lyon | maelle@example.fr')).toMatchObject({ size: 10.3, bold: false });
    expect(byText('Développeuse full-stack')).toMatchObject({ size: 14.3 });
    expect(byText('PROFIL')).toMatchObject({ size: 12.3, bold: true, x: PDF_PAGE.margin });
    expect(byText('Sept ans de TypeScript.')).toMatchObject({ size: 10.3, bold: false });
    expect(byText('AWS Certified Developer')).toMatchObject({ size: 10.3, bold: true });
    // The name is centred on the page.
    const name = byText('Maëlle Duchâteau');
    expect(name.x + measure(name.text, true, name.size) / 2).toBeCloseTo(PDF_PAGE.width / 2);
    expect(commands.filter((command) => command.type === 'rule')).toHaveLength(2);
  });

  it('breaks pages before the 20 mm bottom cut-off and never leaves a heading alone at the foot', () => {
    const blocks: PdfBlock[] = [{ kind: 'heading', spans: plain('EXPÉRIENCE') }];
    for (let index = 0; index < 90; index++) blocks.push({ kind: 'bullet', spans: plain(`Ligne ${index}`) });
    blocks.push({ kind: 'heading', spans: plain('FORMATION') });
    const { commands, pages } = layoutPdf(blocks, measure);
    expect(pages).toBeGreaterThan(1);
    for (const command of commands) {
      if (command.type === 'text') {
        expect(command.y).toBeLessThanOrEqual(PDF_PAGE.height - PDF_PAGE.bottomCutOff);
        expect(command.y).toBeGreaterThan(PDF_PAGE.margin);
      }
    }
    const formation = texts(commands).find((command) => command.text === 'FORMATION')!;
    expect(formation.y).toBeLessThan(PDF_PAGE.height - PDF_PAGE.bottomCutOff - 5);
  });
});
