import { normaliseText } from '@cv/cv-engine';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { extractTextOnServer } from '../api/extract-text-on-server';
import { decodePlainText } from './decode-plain-text';
import { type CvFileKind, cvFileKind } from './file-kind';

export type ExtractionOutcome = { ok: true; text: string } | { ok: false; message: string };

interface ExtractOptions {
  token: string | null;
  /** 0–100, from the real work: pages read, then the server's answer. */
  onProgress: (percent: number) => void;
}

/**
 * A CV file → its text (decision D13). First in the browser — PDF with pdf.js, DOCX with mammoth, TXT
 * decoded — each library loaded on first use; when that fails or finds no text, the server tries; when both
 * fail, the spec's error message and no text at all (never a demo CV in its place).
 */
export async function extractCvText(file: File, options: ExtractOptions): Promise<ExtractionOutcome> {
  const kind = cvFileKind(file);
  if (!kind) return { ok: false, message: i18n.t('generator.errors.unsupportedFile') };
  options.onProgress(5);

  try {
    const text = normaliseText(await extractInBrowser(file, kind, options.onProgress));
    if (text) return { ok: true, text };
  } catch (error) {
    console.warn('Extraction dans le navigateur impossible, essai sur le serveur', error);
  }

  try {
    const text = normaliseText(await extractTextOnServer(file, options.token));
    if (text) return { ok: true, text };
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
): Promise<string> {
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
      return decodePlainText(new Uint8Array(bytes));
  }
}

function unreadableMessage(kind: CvFileKind): string {
  return kind === 'pdf' ? i18n.t('generator.errors.unreadablePdf') : i18n.t('generator.errors.unreadable');
}
