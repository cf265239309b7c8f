import type { Experience } from '@cv/contracts';
import {
  compareParsedJobs,
  type JobComparison,
  type JobFields,
  parsePattern,
} from '../../lib/compare-parsed-jobs';
import { foldForCompare } from '../../lib/fold-for-compare';
import { type GeneratedCv, jobsOf } from '../content/generated-cv';
import { lostWords } from './nothing-lost';
import type { ProductReading } from './read-like-the-product';
import { checkSections, type SectionCheck } from './sections-found';

/**
 * The product's reading of one generated file against the generator's data (issue 22's figures):
 * - jobs: company, position and period each equal once folded (case, spaces, quotes, dashes: foldForCompare),
 *   each generated role paired with the parsed job most like it (bench/lib/compare-parsed-jobs.ts);
 * - job count exact;
 * - sections found (sections-found.ts);
 * - bullets whole: each generated bullet is one whole item of the job it was paired with — not split, not
 *   merged with the next, not left in another job;
 * - nothing lost (nothing-lost.ts).
 */

export interface BulletCheck {
  job: number;
  text: string;
  whole: boolean;
  /** The paired job's item that holds the bullet's start, when it is not whole (what was read instead). */
  read: string | null;
}

export interface FileReading {
  jobs: (JobComparison & { pattern: string })[];
  jobCount: { expected: number; read: number };
  /** Every job the reading found, in its order (the pairs above point into it). */
  parsedJobs: JobFields[];
  sections: SectionCheck[];
  bullets: BulletCheck[];
  lost: { word: string; field: string }[];
}

function checkBullets(cv: GeneratedCv, jobs: JobComparison[]): BulletCheck[] {
  return jobsOf(cv).flatMap((job, j) => {
    // compareParsedJobs pairs with the parsed experience object itself, description included
    const pairedDescription = (jobs[j]?.parsed as Experience | null)?.description ?? [];
    const items = pairedDescription.map(foldForCompare);
    return job.bullets.map((text) => {
      const folded = foldForCompare(text);
      const whole = items.includes(folded);
      const head = folded.slice(0, 24);
      const read = whole ? null : (pairedDescription.find((_, i) => items[i]!.includes(head)) ?? null);
      return { job: j + 1, text, whole, read };
    });
  });
}

export function measureReading(cv: GeneratedCv, reading: ProductReading): FileReading {
  const { parsed } = reading;
  const truth = jobsOf(cv).map((j) => ({ company: j.company, position: j.position, period: j.period }));
  const jobs = compareParsedJobs(truth, parsed.experience);
  return {
    jobs: jobs.map((c) => ({ ...c, pattern: parsePattern(c) })),
    jobCount: { expected: truth.length, read: parsed.experience.length },
    parsedJobs: parsed.experience,
    sections: checkSections(cv, parsed),
    bullets: checkBullets(cv, jobs),
    lost: lostWords(cv, reading.optimizedText, reading.changes),
  };
}
