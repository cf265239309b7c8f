import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { scanTokens, TOKEN, tokenize } from './tokenize';

const byExpression = (text: string) => text.match(TOKEN) ?? [];

// Characters where the rule has something to decide: joiners, endings, apostrophes, accents (composed and
// combining), digits, an astral letter (𝐀), a lone surrogate, spaces.
const tricky = fc
  .array(
    fc.constantFrom(
      ...['a', 'Z', 'é', 'e\u0301', '1', '٣', '.', '/', '-', '+', '#', '&', '’', "'", ' ', '\n', '\t'],
      ...['𝐀', '\ud835', 'ß', 'æ', 'ﬁ', '€', '•', '–', '_', '@', '(', ')'],
    ),
    { maxLength: 40 },
  )
  .map((chars) => chars.join(''));

describe('scanTokens', () => {
  it('gives exactly the tokens of the TOKEN expression, on any string', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 60 })), (text) => {
        expect(scanTokens(text)).toEqual(byExpression(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same tokens on every fixture', () => {
    for (const name of ['cv-fr-developpeuse-fullstack', 'cv-nl-data-analist', 'sample_job', 'cv-voorbeeld']) {
      const text = readFixture(name);
      expect(scanTokens(text)).toEqual(byExpression(text));
    }
  });

  it('keeps technical tokens whole', () => {
    expect(tokenize('Node.js, C#, C++, CI/CD, full-stack, PL-300, d’expérience, c++#, a-+b')).toEqual([
      'node.js',
      'c#',
      'c++',
      'ci/cd',
      'full-stack',
      'pl-300',
      'd',
      'experience',
      'c++',
      'a',
      'b',
    ]);
  });
});
