import type { ParsedCv } from '@cv/contracts';
import { optimizeCv, parseCv } from '@cv/cv-engine';
import type { Extracted } from './extract-like-the-product';

/**
 * What the product reads of an extracted file: `parseCv` (the fields parse-cv answers and the page shows) and
 * `optimizeCv` with an offer in the CV's language (the rewritten text the user downloads, and the changes it
 * declares). Both get the layout when extraction gave one.
 */

export interface ProductReading {
  parsed: ParsedCv;
  optimizedText: string;
  /** The text each declared change replaced, and its kind (a rewording may change words on purpose). */
  changes: { kind: string; before: string }[];
}

export function readLikeTheProduct(extracted: Extracted, offer: string): ProductReading {
  const parsed = parseCv(extracted.text, extracted.layout);
  const result = optimizeCv({ cvText: extracted.text, cvLayout: extracted.layout, jobDescription: offer });
  return {
    parsed,
    optimizedText: result.optimizedText,
    changes: result.changes.map((c) => ({ kind: c.kind, before: c.before })),
  };
}
