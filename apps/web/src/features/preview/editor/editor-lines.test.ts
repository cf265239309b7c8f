import { describe, expect, it } from 'vitest';
import { linesToText, textToLines } from './editor-lines';

const CV = [
  'Camille Moreau',
  'Lyon | camille@example.fr | 06 12 34 56 78',
  'Développeuse Full Stack',
  '',
  'EXPÉRIENCE PROFESSIONNELLE',
  '**Senior Data Engineer** — Acme (2021 – 2024)',
  '• Conçu une **API** de facturation',
  '- Migré la base vers PostgreSQL',
  '',
  'Merci de votre attention',
].join('\n');

describe('the editor lines', () => {
  it('gives each line the kind the preview gives it, without markers in the text shown', () => {
    const lines = textToLines(CV);
    expect(lines.map((line) => line.kind)).toEqual([
      'name',
      'contact',
      'title',
      'blank',
      'heading',
      'paragraph',
      'bullet',
      'bullet',
      'blank',
      'paragraph', // a closing line the preview leaves out: still shown in the editor
    ]);
    expect(lines[5]!.spans).toEqual([
      { text: 'Senior Data Engineer', bold: true },
      { text: ' — Acme (2021 – 2024)', bold: false },
    ]);
    expect(lines[6]!.spans.map((span) => span.text).join('')).toBe('Conçu une API de facturation');
    expect(lines.flatMap((line) => line.spans).some((span) => span.text.includes('**'))).toBe(false);
  });

  it('writes an untouched text back exactly as it was, bullet signs included', () => {
    expect(linesToText(textToLines(CV))).toBe(CV);
  });

  it('merges neighbouring spans and keeps spaces outside the bold markers', () => {
    const text = linesToText([
      {
        kind: 'paragraph',
        marker: '',
        spans: [
          { text: 'Lead ', bold: true },
          { text: 'Dev', bold: true },
          { text: ' chez ', bold: false },
          { text: ' ', bold: true },
          { text: 'Acme', bold: false },
        ],
      },
      { kind: 'bullet', marker: '• ', spans: [{ text: 'Nouvelle puce', bold: false }] },
    ]);
    expect(text).toBe('**Lead Dev** chez  Acme\n• Nouvelle puce');
  });
});
