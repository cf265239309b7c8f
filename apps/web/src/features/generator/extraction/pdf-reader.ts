import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js and its worker, made ready once and kept for every later upload (a new worker per upload would
 * fetch and compile its 1.3 MB again). `preparePdfReader()` is called as soon as a PDF is likely — the
 * person opens the file chooser or drags a file over the card — so the library and the worker file load
 * while the file is being chosen. The worker file is fetched at once, beside pdf.js's chunk, not after it.
 * Only this module's few lines are in the initial bundle: pdf.js is imported here on first use.
 */
export interface PdfReader {
  pdfjs: typeof import('pdfjs-dist');
  worker: import('pdfjs-dist').PDFWorker;
  /** Rejects when the worker file cannot run (network, policy): the caller then gives up at once. */
  failed: Promise<never>;
}

let reader: Promise<PdfReader> | null = null;

export function preparePdfReader(): Promise<PdfReader> {
  reader ??= open().catch((error: unknown) => {
    reader = null;
    throw error;
  });
  return reader;
}

async function open(): Promise<PdfReader> {
  const port = new Worker(workerUrl, { type: 'module', name: 'pdf.js' });
  const failed = new Promise<never>((_, reject) => {
    port.addEventListener('error', (event) => {
      port.terminate();
      reader = null;
      reject(new Error(`Le lecteur PDF n'a pas pu démarrer : ${event.message || 'erreur du worker'}`));
    });
  });
  failed.catch(() => {});
  try {
    const pdfjs = await import('pdfjs-dist');
    const worker = pdfjs.PDFWorker.create({ port, verbosity: pdfjs.VerbosityLevel.ERRORS });
    return { pdfjs, worker, failed };
  } catch (error) {
    port.terminate();
    throw error;
  }
}
