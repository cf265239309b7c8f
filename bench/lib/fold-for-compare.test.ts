import { describe, expect, it } from 'vitest';
import { foldForCompare, plainLine } from './fold-for-compare';

describe('foldForCompare', () => {
  it('treats typographic and straight quotes, dashes and spaces alike', () => {
    expect(foldForCompare('Centres d’intérêt — « Maîtrise »')).toBe(
      foldForCompare('CENTRES D\'INTÉRÊT - "Maîtrise"'),
    );
    expect(foldForCompare('−40 %')).toBe(foldForCompare('-40\u00a0%'));
    expect(foldForCompare('Qualité :  rigueur')).toBe(foldForCompare('Qualité: rigueur'));
  });

  it('still tells a changed word or a lost digit apart', () => {
    expect(foldForCompare('reduced latency by 73%')).not.toBe(foldForCompare('reduced latency by 7%'));
    expect(foldForCompare('Built APIs')).not.toBe(foldForCompare('Build APIs'));
  });

  it('drops soft hyphens, so a word cut at a line end compares whole', () => {
    expect(foldForCompare('Devel\u00adoping')).toBe('developing');
  });
});

describe('plainLine', () => {
  it('removes bold markers and the bullet sign, keeps a hyphen that belongs to the text', () => {
    expect(plainLine('• **Lead** — Acme')).toBe('Lead — Acme');
    expect(plainLine('- item')).toBe('item');
    expect(plainLine('-40 % de délai')).toBe('-40 % de délai');
  });
});
