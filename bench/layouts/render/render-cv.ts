import { type ContentRules, generateCv } from '../content/generate-cv';
import type { GeneratedCv } from '../content/generated-cv';
import { createRandom } from '../random';
import type { Family } from './family';
import type { PdfPrinter } from './print-pdf';

/** One (family, seed): the CV its seed gives under the family's rules, and the file the family makes of it. */

export interface RenderedCv {
  family: string;
  seed: number;
  cv: GeneratedCv;
  extension: 'pdf' | 'docx' | 'txt' | 'md';
  bytes: Uint8Array;
  /** The HTML printed, for a PDF family (kept to look at a failing layout). */
  html?: string;
}

export const cvFor = (family: Family, seed: number): GeneratedCv =>
  generateCv(seed, family.rules as ContentRules);

export async function renderCv(family: Family, seed: number, printer: PdfPrinter): Promise<RenderedCv> {
  const cv = cvFor(family, seed);
  const rendered = await family.render(cv, createRandom(`render:${family.name}:${seed}`));
  const base = { family: family.name, seed, cv };
  if (rendered.kind === 'html')
    return {
      ...base,
      extension: 'pdf',
      bytes: await printer.print(rendered.html, rendered.footer),
      html: rendered.html,
    };
  if (rendered.kind === 'docx') return { ...base, extension: 'docx', bytes: rendered.bytes };
  return { ...base, extension: rendered.extension, bytes: new TextEncoder().encode(rendered.text) };
}
