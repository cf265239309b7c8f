// pdfjs-dist ships no types for its worker module; we import it only for its side effect (see
// extract-pdf-text.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
