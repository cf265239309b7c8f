import type { MessagePort } from 'node:worker_threads';
import { normaliseText } from '@cv/cv-engine';
import { announceStart } from '../../../lib/announce-start';
import { extractDocxText } from './extract-docx-text';
import { extractPdfText } from './extract-pdf-text';
import { extractPlainText } from './extract-plain-text';
import { type ExtractionResult, extractionFailure, type FileKind } from './extraction-result';

/**
 * The code that runs in the pool's worker threads (piscina calls the default export once per task). The
 * parsers run here, not on the server's thread, because they are where a hostile file costs: the pool
 * can stop a thread that runs too long or grows too big, and the server goes on answering meanwhile.
 * Failures that the file explains come back as values; anything else is thrown, so that a bug shows as a
 * 500 and not as "cannot read your file".
 */

export interface ExtractionTask {
  bytes: Uint8Array;
  kind: FileKind;
  /** Text longer than this, after normalisation, is refused as too_large. */
  maxChars: number;
  /** A PDF of more pages is refused as too_many_pages. */
  maxPages: number;
  /** The most bytes a DOCX may inflate to (all its parts together). */
  maxInflatedBytes: number;
  /** Where the thread says it started: the pool counts the time budget from then. */
  port: MessagePort;
}

// pdf.js loads with the thread, before its first task, in the order extract-pdf-text.ts loads it (its worker
// module first): loading it takes seconds on a busy machine, which is the thread's start, not the reading
// of a file, and must not count in a file's time budget (issue 21).
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');

function read(task: ExtractionTask): Promise<ExtractionResult> | ExtractionResult {
  switch (task.kind) {
    case 'pdf':
      return extractPdfText(task.bytes, task.maxChars, task.maxPages);
    case 'docx':
      return extractDocxText(task.bytes, task.maxInflatedBytes);
    case 'txt':
      return extractPlainText(task.bytes);
  }
}

/**
 * pdf.js and the DOCX reader reject a malformed file with plain errors of their own (InvalidPDFException, "End of
 * data reached"…). Node's own errors carry an ERR_ code (a module not found in a broken deployment, a
 * wrong argument): those are our bugs, not the file's.
 */
function isFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return error instanceof Error && !(typeof code === 'string' && code.startsWith('ERR_'));
}

export default async function runExtraction(task: ExtractionTask): Promise<ExtractionResult> {
  announceStart(task.port);
  let result: ExtractionResult;
  try {
    result = await read(task);
  } catch (error) {
    // Allocation failures that V8 reports as exceptions rather than by killing the thread.
    if (error instanceof RangeError && /allocation|length|size/i.test(error.message)) {
      return extractionFailure('too_complex');
    }
    if (isFileError(error)) return extractionFailure('unreadable');
    throw error;
  }
  if (!result.ok) return result;
  // a text that comes with its layout was normalised line by line as the layout was built (compose-layout.ts)
  const text = result.layout ? result.text : normaliseText(result.text);
  if (text.length > task.maxChars) return extractionFailure('too_large');
  if (!/[\p{L}\p{N}]/u.test(text)) return extractionFailure('empty');
  return { ok: true, text, pages: result.pages, ...(result.layout ? { layout: result.layout } : {}) };
}
