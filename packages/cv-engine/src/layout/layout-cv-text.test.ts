import { describe, expect, it } from 'vitest';
import { layoutCvText, parseSpans } from './layout-cv-text';

describe('layoutCvText', () => {
  it('reads the layout the rewriter writes', () => {
    const blocks = layoutCvText(
      [
        'Maëlle Duchâteau',
        'Lyon | +33 6 00 00 14 27 | maelle@example.fr',
        'Développeuse Full-Stack',
        '',
        'EXPÉRIENCE PROFESSIONNELLE',
        '**Développeuse** — Trajectoire Mobilités | 2021 – aujourd’hui',
        '• Migration vers **NestJS**',
        '- Tests automatisés',
        'Merci de votre attention',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'name',
      'contact',
      'title',
      'heading',
      'paragraph',
      'bullet',
      'bullet',
    ]);
    expect(blocks[4]!.spans).toEqual([
      { text: 'Développeuse', bold: true },
      { text: ' — Trajectoire Mobilités | 2021 – aujourd’hui', bold: false },
    ]);
    expect(blocks[5]!.spans[1]).toEqual({ text: 'NestJS', bold: true });
  });

  it('takes an all-capitals first line for the name, and a known section for a heading', () => {
    expect(layoutCvText('JOHN SMITH\nSoftware Engineer\nPROFILE\nText').map((b) => b.kind)).toEqual([
      'name',
      'title',
      'heading',
      'paragraph',
    ]);
    expect(layoutCvText('PROFIEL\nData engineer').map((b) => b.kind)).toEqual(['heading', 'paragraph']);
  });

  it('shows an employer in capitals and bold as a bold line, not a section heading', () => {
    const text = [
      'Jean Martin',
      'jean@example.fr',
      '',
      'CARRIÈRE',
      '**GROUPE VALMORIN**',
      'Directeur général France',
      '**EXPÉRIENCE**',
      'LANGUES',
    ].join('\n');
    expect(layoutCvText(text).map((b) => b.kind)).toEqual([
      'name',
      'contact',
      'heading',
      'paragraph',
      'paragraph',
      'heading',
      'heading',
    ]);
  });

  it('drops thank-you lines in every language', () => {
    const text = 'Name\nTitle\nSKILLS\nPython\nThank you for your consideration\nBedankt voor uw aandacht';
    expect(layoutCvText(text).map((b) => b.spans.map((s) => s.text).join(''))).toEqual([
      'Name',
      'Title',
      'SKILLS',
      'Python',
    ]);
  });

  it('shows an unmatched ** as is', () => {
    expect(parseSpans('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });
});
