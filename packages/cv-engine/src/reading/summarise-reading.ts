import type { CvLayout, CvReading, EntryCorrection } from '@cv/contracts';
import { CONFIDENT } from './entry-confidence';
import { readCv } from './read-cv';

/**
 * What the page shows under « Ce que nous avons lu » (issue 22, D24): each section the reading found, under the
 * heading the CV gives it, and each job's employer, role and dates with how sure the reading is — computed where
 * the text is (the browser, before any credit is spent) by the same reading the generation uses.
 */
export function summariseReading(
  text: string,
  layout?: CvLayout,
  corrections: readonly EntryCorrection[] = [],
): CvReading {
  const { document } = readCv(text, layout, corrections);
  return {
    sections: document.sections.map((section) => ({
      key: section.key,
      heading: section.heading?.text ?? null,
      sidebar: section.sidebar === true,
      entries: (section.entries ?? []).map((entry) => ({
        id: entry.id,
        company: entry.company,
        position: entry.position,
        period: entry.period,
        confidence: entry.confidence,
        confident: entry.confidence >= CONFIDENT,
        ...(entry.corrected ? { corrected: [...entry.corrected] } : {}),
      })),
    })),
    warnings: [...(layout?.warnings ?? [])],
  };
}
