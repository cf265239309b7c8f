import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { writtenFields } from '../read/nothing-lost';
import { FAMILIES } from './families';
import { printedText } from './printed-text';
import { cvFor } from './render-cv';

/**
 * The generator's own promise: every field of the truth is printed, word for word, by every family — so that a
 * difference the bench finds is the reading's, never a field the layout forgot. Headings may be respaced or
 * put in capitals, which is why they are not fields.
 */
describe('every layout family', () => {
  for (const family of FAMILIES)
    it(`${family.name} prints every field of its CV`, async () => {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const cv = cvFor(family, seed);
        const printed = printedText(await family.render(cv, createRandom(`render:${family.name}:${seed}`)));
        const lowered = printed.toLocaleLowerCase();
        for (const [field, text] of writtenFields(cv)) {
          const folded = text.replace(/\s+/g, ' ').trim();
          // a name or company a layout puts in capitals is still printed: compare without case
          expect(
            lowered.includes(folded.toLocaleLowerCase()),
            `${family.name} seed ${seed}: ${field} «${folded}»`,
          ).toBe(true);
        }
      }
    });
});
