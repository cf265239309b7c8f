import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedCv } from '../content/generated-cv';
import type { Family } from '../render/family';
import { openPdfPrinter, type PdfPrinter } from '../render/print-pdf';
import { cvFor, renderCv } from '../render/render-cv';
import { extractLikeTheProduct, startExtraction, stopExtraction } from './extract-like-the-product';
import { type FileReading, measureReading } from './measure-reading';
import { readLikeTheProduct } from './read-like-the-product';
import { isHeldOut } from './seeds';

/**
 * Renders each (family, seed) into `folder` (Chromium opened once, and only if a PDF is missing there), then
 * reads every file through the product — extraction, parseCv, optimizeCv — and measures the reading against
 * the generator's data. A file already in `folder` is reused: the bench keeps its files in a folder named
 * after the generator's code, so a run after an engine change renders nothing.
 */

export interface LayoutResult {
  family: string;
  seed: number;
  heldOut: boolean;
  cv: GeneratedCv;
  file: string;
  /** Characters extraction gave. */
  characters: number;
  reading: FileReading | null;
  /** Extraction refused the file, or the engine threw. */
  error?: string;
}

const EXTENSIONS = ['pdf', 'docx', 'txt', 'md'];

function existing(folder: string, family: string, seed: number): string | null {
  for (const ext of EXTENSIONS) {
    const file = join(folder, `${family}-${seed}.${ext}`);
    if (existsSync(file)) return file;
  }
  return null;
}

export async function renderAll(plan: [Family, number[]][], folder: string): Promise<Map<string, string>> {
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  let printer: PdfPrinter | null = null;
  try {
    for (const [family, seeds] of plan)
      for (const seed of seeds) {
        const key = `${family.name}-${seed}`;
        const found = existing(folder, family.name, seed);
        if (found) {
          files.set(key, found);
          continue;
        }
        printer ??= await openPdfPrinter();
        const rendered = await renderCv(family, seed, printer);
        const file = join(folder, `${key}.${rendered.extension}`);
        writeFileSync(file, rendered.bytes);
        if (rendered.html) writeFileSync(join(folder, `${key}.html`), rendered.html);
        files.set(key, file);
      }
  } finally {
    await printer?.close();
  }
  return files;
}

export async function runLayouts(plan: [Family, number[]][], folder: string): Promise<LayoutResult[]> {
  const files = await renderAll(plan, folder);
  const results: LayoutResult[] = [];
  startExtraction();
  try {
    for (const [family, seeds] of plan)
      for (const seed of seeds) {
        const file = files.get(`${family.name}-${seed}`)!;
        const cv = cvFor(family, seed);
        const base = { family: family.name, seed, heldOut: isHeldOut(seed), cv, file };
        const extracted = await extractLikeTheProduct(new Uint8Array(readFileSync(file)));
        if (extracted.failure) {
          results.push({ ...base, characters: 0, reading: null, error: `extraction: ${extracted.failure}` });
          continue;
        }
        try {
          const reading = measureReading(cv, readLikeTheProduct(extracted, cv.offer));
          results.push({ ...base, characters: extracted.text.length, reading });
        } catch (error) {
          results.push({ ...base, characters: extracted.text.length, reading: null, error: String(error) });
        }
      }
  } finally {
    await stopExtraction();
  }
  return results;
}
