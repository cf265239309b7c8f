import type { AtsBreakdown } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { improvementIn } from './improvement-in';
import { listImprovements } from './list-improvements';

const breakdown = (score: number, matchedKeywords: string[]) => ({ score, matchedKeywords }) as AtsBreakdown;

/** A list as the engine writes it in French, for a CV whose headings were translated into English. */
const french = listImprovements(
  {
    changes: {
      titleAligned: false,
      targetNamed: true,
      strengths: ['React'],
      skillsReordered: true,
      experiencesReordered: false,
      bulletsRewritten: 1,
    } as never,
    title: 'Développeuse',
    originalSections: [],
    cvLanguage: 'french',
    outputLanguage: 'english',
    closings: 2,
    footers: 0,
    before: breakdown(60, []),
    after: breakdown(72, ['React', 'TypeScript']),
    missingKeywords: ['Kubernetes'],
  },
  'fr',
);

describe('an improvement line in the reader’s language', () => {
  it('is worded again in English from a list written in French, plurals and named language included', () => {
    const english = french.map((line) => improvementIn(line, 'en'));
    expect(english).toContain('2 keywords of the offer found in the CV: React, TypeScript.');
    expect(english).toContain('1 bullet reworded to start with an action verb.');
    expect(english).toContain('2 closing lines removed: they do not belong in a CV.');
    expect(english).toContain('Section headings translated into English, the language of the offer.');
    expect(english.at(-1)).toMatch(/^ATS score: 60 → 72, computed on your CV's own content/);
    expect(english.join(' ')).not.toMatch(/[àéè]|mots-clés|Titres/);
  });

  it('gives back the same lines in the language they were written in', () => {
    expect(french.map((line) => improvementIn(line, 'fr'))).toEqual(french.map((line) => line.text));
  });

  it('keeps a line of a code it does not know as written', () => {
    expect(improvementIn({ code: 'something-new', text: 'Nouveau.' }, 'en')).toBe('Nouveau.');
  });
});
