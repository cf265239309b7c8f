import type { CvLayout } from '@cv/contracts';
import { normaliseText } from '@cv/cv-engine/browser';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { extractTextOnServer } from '../api/extract-text-on-server';
import { decodePlainText } from './decode-plain-text';
import { type CvFileKind, cvFileKind } from './file-kind';

/** The text the user sees and, for a PDF or a Word file, what was seen of each of its lines (issue 22). */
export type Extracted = { text: string; layout?: CvLayout };
export type ExtractionOutcome = ({ ok: true } & Extracted) | { ok: false; message: string };

interface ExtractOptions {
  token: string | null;
  /** 0–100, from the real work: pages read, then the server's answer. */
  onProgress: (percent: number) => void;
}

/**
 * A CV file → its text and layout (decision D13, issue 22). First in the browser — PDF with pdf.js, DOCX
 * with the engine's Word reader, TXT decoded — each loaded on first use; when that fails or finds no text,
 * the server tries (signed in only); when both fail, the spec's error message and no text at all (never a
 * demo CV in its place).
 */
export async function extractCvText(file: File, options: ExtractOptions): Promise<ExtractionOutcome> {
  const kind = cvFileKind(file);
  if (!kind) return { ok: false, message: i18n.t('generator.errors.unsupportedFile') };
  options.onProgress(5);

  try {
    const extracted = await extractInBrowser(file, kind, options.onProgress);
    if (extracted.text) return { ok: true, ...extracted };
  } catch (error) {
    console.warn('Extraction dans le navigateur impossible, essai sur le serveur', error);
  }

  // A visitor's file never leaves the browser (issue 25: the free check makes no request); the server's
  // reader is for accounts.
  if (!options.token) return { ok: false, message: unreadableMessage(kind) };
  try {
    const extracted = await extractTextOnServer(file, options.token);
    // the server normalised a text it sends with a layout, line by line, as the layout was built
    const text = extracted.layout ? extracted.text : normaliseText(extracted.text);
    if (text) return { ok: true, text, ...(extracted.layout ? { layout: extracted.layout } : {}) };
  } catch (error) {
    // The server's 4xx messages are the spec's ('Impossible de lire le fichier PDF : …'): show them.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return { ok: false, message: error.detail };
    }
    console.warn('Extraction sur le serveur impossible', error);
  }
  return { ok: false, message: unreadableMessage(kind) };
}

async function extractInBrowser(
  file: File,
  kind: CvFileKind,
  onProgress: (percent: number) => void,
): Promise<Extracted> {
  const bytes = await file.arrayBuffer();
  switch (kind) {
    case 'pdf': {
      const { extractPdfText } = await import('./extract-pdf-text');
      onProgress(20);
      return extractPdfText(new Uint8Array(bytes), (done, total) =>
        onProgress(20 + Math.round((75 * done) / total)),
      );
    }
    case 'docx': {
      const { extractDocxText } = await import('./extract-docx-text');
      return extractDocxText(bytes);
    }
    case 'txt':
      return { text: normaliseText(decodePlainText(new Uint8Array(bytes))) };
  }
}

function unreadableMessage(kind: CvFileKind): string {
  return kind === 'pdf' ? i18n.t('generator.errors.unreadablePdf') : i18n.t('generator.errors.unreadable');
}
