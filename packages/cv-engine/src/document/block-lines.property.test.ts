import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CVS, readFixture } from '../__fixtures__/read-fixture';
import { textLines } from '../parse/split-lines';
import { fold } from '../text/fold';
import { allBlocks } from './cv-document';
import { readCvDocument } from './read-cv-document';

/**
 * Issue 13's provenance: a block's line range is where its text stands in the CV as given. On real CVs and on
 * generated ones, the ranges are in the text, in reading order, never shared, cover every line holding a letter
 * or a digit, and hold each word of their block.
 */

// Letter-spaced words and hyphen cuts are joined by the reading, so a word is looked for in its lines with
// their blanks taken out, with and without the cut hyphens.
const compact = (text: string) => fold(text.replace(/\*\*/g, '').replace(/\s+/g, ''));
const HAS_CONTENT = /[\p{L}\p{N}]/u;

function expectBlocksWhereRead(text: string): void {
  const lines = textLines(text);
  let previous = 0;
  for (const block of allBlocks(readCvDocument(text))) {
    const { from, to } = block.lines;
    const where = `"${block.text}" at ${from}–${to} (after ${previous}, of ${lines.length})`;
    expect(from > previous && to >= from && to <= lines.length, where).toBe(true);
    const skipped = lines.slice(previous, from - 1).filter((line) => HAS_CONTENT.test(line));
    expect(skipped, `lines before ${where}`).toEqual([]);
    // lines without a letter or a digit (rules, blanks) are not read: a cut word joins across them
    const source = lines
      .slice(from - 1, to)
      .filter((line) => HAS_CONTENT.test(line))
      .join('\n');
    const sources = [compact(source), compact(source.replace(/(\p{L})-\n/gu, '$1'))];
    // (a word cut twice in a row keeps its last hyphen when the next line does not go on with it: 'dévelop-' /
    // 'dévelop-' / 'plateforme' reads 'dévelopdévelop- plateforme')
    for (const word of block.text.split(/\s+/).filter(Boolean))
      expect(
        sources.some((s) => s.includes(fold(word)) || s.includes(fold(word).replace(/-$/, ''))),
        `"${word}" of ${where}`,
      ).toBe(true);
    previous = to;
  }
  const after = lines.slice(previous).filter((line) => HAS_CONTENT.test(line));
  expect(after, 'lines after the last block').toEqual([]);
}

const word = fc.constantFrom(
  'Développé',
  'plateforme',
  'paiement',
  'clients',
  'équipe',
  'Data',
  'Engineer',
  'and',
  'de',
  'van',
  'with',
  '40%',
  'API,',
  'support.',
  'dévelop-',
  'pement',
  '**Acme**',
  '2019',
);
const words = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));
// Each pick is one text line, or two that the reading joins.
const piece = fc.oneof(
  words, // a line, or a piece of a wrapped one
  words.map((w) => w.toLowerCase()), // a wrapped line's next piece
  words.map((w) => `• ${w}`),
  words.map((w) => `- ${w},`),
  fc.tuple(words, fc.constantFrom('Present', 'aujourd’hui', '2021')).map(([w, end]) => [`${w}\t2019 –`, end]),
  fc.constantFrom('EXPÉRIENCE', 'Formation', 'Skills:', 'E X P É R I E N C E', 'M A R I E   D U P O N T'),
  fc.constantFrom(['CENTRES', 'D’INTÉRÊT'], ['PARCOURS', 'PROFESSIONNEL']), // a heading printed on two lines
  fc.constantFrom('', '   ', '-----', '•', '\u00a0', '\f'),
  words.map((w) => `${w}\u2003\u2003\u2003${w}`), // a column gap of em spaces
);
const cvText = fc
  .tuple(fc.array(piece, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r', '\u2028'))
  .map(([picks, end]) => picks.flat().join(end));

describe("each block's lines are where its text stands", () => {
  it.each(FIXTURE_CVS)('holds for the fixture %s', (name) => {
    expectBlocksWhereRead(readFixture(name));
  });

  it('holds for generated CVs: wraps, cut words and periods, split headings, blank lines, any line end', () => {
    fc.assert(fc.property(cvText, expectBlocksWhereRead), { numRuns: 300 });
  });
});
