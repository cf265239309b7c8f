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
 * build). The layout extraction gives beside the text (PDF, DOCX; none for a text file) goes on to the engine
 * with it, as the browser sends it with parse-cv and optimize-cv.
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
  return result.layout ? { text: result.text, layout: result.layout } : { text: result.text };
}
