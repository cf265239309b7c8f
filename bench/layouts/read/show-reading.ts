import { readFileSync } from 'node:fs';
import { parseCv } from '@cv/cv-engine';
import { extractLikeTheProduct, startExtraction, stopExtraction } from './extract-like-the-product';
import type { LayoutResult } from './run-layouts';

/**
 * For an engineer looking for a cause: the text extraction gave for a tuning file, line by line, then the jobs
 * parseCv read from it. Refused for a held-out file, whose failures stay unseen.
 */
export async function showReading(result: LayoutResult): Promise<string> {
  if (result.heldOut)
    return `${result.family} seed ${result.seed} is held out: not shown (bench/layouts/README.md)`;
  startExtraction();
  try {
    const extracted = await extractLikeTheProduct(new Uint8Array(readFileSync(result.file)));
    const parsed = parseCv(extracted.text, extracted.layout);
    const lines = extracted.text.split('\n').map((line, i) => `${String(i + 1).padStart(4)} | ${line}`);
    const jobs = parsed.experience.map(
      (e, i) =>
        `job ${i + 1}: «${e.company}» · «${e.position}» · «${e.period ?? '—'}» · ${e.description.length} items`,
    );
    return [`══ ${result.family} seed ${result.seed}: ${result.file}`, ...lines, '── parseCv', ...jobs].join(
      '\n',
    );
  } finally {
    await stopExtraction();
  }
}
