import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CVS, readFixture } from '../__fixtures__/read-fixture';
import { optimizeCv } from '../optimize/optimize-cv';
import { fold } from '../text/fold';
import { allBlocks } from './cv-document';
import { readCvDocument } from './read-cv-document';

/**
 * Issue 13's properties on real CVs: whatever the offer, the rewritten CV holds every block of the original
 * (as written, or as a listed change rewrote it) on a line of its own — no bullet split — and each section's
 * blocks stay together and in their order, so a date stays beside its own entry.
 */

const OFFERS = [
  'offre-fr-developpeur-fullstack',
  'offre-fr-chef-de-projet-marketing',
  'vacature-nl-data-analist',
  'job-en-marketing-manager',
  'tech_devops_engineer',
  'nl-wbo-data-engineer',
];
const texts = new Map([...FIXTURE_CVS, ...OFFERS].map((name) => [name, readFixture(name)]));
const line = (text: string) =>
  fold(
    text
      .replace(/\*\*/g, '')
      .replace(/^• /, '')
      .replace(/\s*\t\s*/g, ' · '),
  );

describe('the rewrite keeps every block of a real CV, whole and in its place', { timeout: 60_000 }, () => {
  it('holds for every fixture CV and offer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIXTURE_CVS), fc.constantFrom(...OFFERS), (cvName, offerName) => {
        const cvText = texts.get(cvName)!;
        const { optimizedText, changes } = optimizeCv({ cvText, jobDescription: texts.get(offerName)! });
        const output = optimizedText.split('\n').map(line);
        // suggestions are offered, not applied; a job's bullets, or a list's lines, may be in another order (one
        // change per run)
        const applied = changes.filter((c) => !c.suggestion);
        const isRun = (c: (typeof applied)[number]) =>
          c.kind === 'bullets_reordered' || (c.kind === 'skills_reordered' && c.before.includes('\n'));
        const runs = new Map(applied.filter(isRun).map((c) => [c.block!, c.after.split('\n')]));
        // a skill added to a skills line goes at its end, after what the other changes made of the line
        const appends = (c: (typeof applied)[number]) =>
          c.kind === 'skill_added' || c.kind === 'skill_surfaced';
        const rewritten = new Map(
          applied
            .filter((c) => c.before && c.block && c.kind !== 'section_moved' && !isRun(c) && !appends(c))
            .map((c) => [c.block!, c.after]),
        );
        for (const c of applied.filter((c) => c.before && c.block && appends(c)))
          rewritten.set(c.block!, (rewritten.get(c.block!) ?? c.before) + c.after.slice(c.before.length));
        for (const section of readCvDocument(cvText).sections) {
          // from the section's own heading: a job's title may also be the header's
          const heading = section.heading && (rewritten.get(section.heading.id) ?? section.heading.text);
          let from = heading ? output.indexOf(line(heading)) + 1 : 0;
          expect(from, `${cvName}: heading "${heading}"`).toBeGreaterThanOrEqual(heading ? 1 : 0);
          const start = from;
          const blocks = [...section.blocks];
          for (const [i, block] of section.blocks.entries()) {
            const run = runs.get(block.id);
            // the run's blocks, by their original text, in the order the change gives them
            if (run)
              for (const [j, text] of run.entries())
                blocks[i + j] = section.blocks.slice(i, i + run.length).find((b) => b.text === text)!;
          }
          for (const block of blocks) {
            const expected = rewritten.has(block.id) ? rewritten.get(block.id)! : block.text;
            if (expected === '') continue; // a listed removal
            // a sidebar's pills are written as one list line ('Go · Docker · Terraform'): each an item of it
            const pill = (at: number) => output[at]?.split(' · ').includes(line(expected)) ?? false;
            let at = output.indexOf(line(expected), from);
            if (at < 0 && pill(from - 1)) at = from - 1;
            else if (at < 0) for (let k = from; k < output.length && at < 0; k++) if (pill(k)) at = k;
            expect(at, `${cvName} × ${offerName}: "${expected}"`).toBeGreaterThanOrEqual(from);
            // the section's next block follows within a line or two (a lead line may be inserted)
            if (from > start) expect(at - from, `${cvName}: "${expected}" moved away`).toBeLessThanOrEqual(2);
            from = at + 1;
          }
        }
        expect(allBlocks(readCvDocument(cvText)).length).toBeGreaterThan(5);
      }),
      { numRuns: 60 },
    );
  });
});
