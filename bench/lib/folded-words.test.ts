import { describe, expect, it } from 'vitest';
import { foldedWords, holdsWords } from './folded-words';

describe('foldedWords and holdsWords', () => {
  it('fold case, accents and the Dutch ĳ, keeping C# and C++ whole', () => {
    expect(foldedWords('Diplôme d’État – NF C 15-100, C#, C++, ĳzer')).toEqual([
      'diplome',
      'd',
      'etat',
      'nf',
      'c',
      '15',
      '100',
      'c#',
      'c++',
      'ijzer',
    ]);
  });

  it('hold a phrase only as whole words in order', () => {
    const text = foldedWords('Intermediate Life Support (ILS) and hoists');
    expect(holdsWords(text, foldedWords('life support'))).toBe(true);
    expect(holdsWords(text, foldedWords('support life'))).toBe(false);
    expect(holdsWords(text, foldedWords('hoist'))).toBe(false);
    expect(holdsWords(text, [])).toBe(false);
  });
});
