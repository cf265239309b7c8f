import type { CvLayout } from '@cv/contracts';
import { detectFileKind } from '../../../apps/server/src/modules/cv/extraction/detect-file-kind';
import {
  closeExtractionPool,
  configureExtraction,
  extractText,
} from '../../../apps/server/src/modules/cv/extraction/extract-text';
import { extractionCode } from '../../lib/cached-extraction';

/**
 * The one place the generator's files meet the product's extraction: the server's extraction module (worker
 * pool, the same code `/api/extract-pdf` runs; the built worker, or the source when it is newer than the
 * build). Issue 22 makes extraction return a layout beside the text; when it does, the layout is passed on
 * here and every caller reads with it — nothing else has to change.
 */

export interface Extracted {
  text: string;
  layout?: CvLayout;
  /** Why extraction gave no text (the file's kind was not recognised, or extraction refused it). */
  failure?: string;
}

export function startExtraction(): void {
  configureExtraction({ workerFile: extractionCode().workerFile });
}

export const stopExtraction = (): Promise<void> => closeExtractionPool();

export async function extractLikeTheProduct(bytes: Uint8Array): Promise<Extracted> {
  const kind = detectFileKind(bytes);
  if (!kind) return { text: '', failure: 'unknown file type' };
  const result = await extractText(bytes, kind);
  if (!result.ok) return { text: '', failure: result.reason };
  const { layout } = result as { layout?: CvLayout };
  return layout ? { text: result.text, layout } : { text: result.text };
}
