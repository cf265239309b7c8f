import { hasEmail, hasPhone, hasUrl } from '../text/contact-patterns';
import { fold } from '../text/fold';
import { isClosingLine } from './closing-lines';
import { isPageFooter } from './page-footers';
import type { Line } from './split-lines';

/**
 * Parse step 2 — drop what is not the person's CV: page footers ('… page 1/2') and closing lines ('Merci de
 * votre attention'), and a running header — a line with contact details repeated word for word on the next
 * pages. What was dropped is returned too: the improvements list tells the user about it. Any other repeated
 * line is kept: two jobs may share a title ('Software Engineer'), and a job's title may be the header's
 * ('Senior Software Engineer') — dropping every repeat lost them.
 */
const isRunningHeader = (text: string) => hasEmail(text) || hasPhone(text) || hasUrl(text);

export type NoiseResult = { kept: Line[]; footers: string[]; closings: string[] };

export function dropNoiseLines(lines: readonly Line[]): NoiseResult {
  const kept: Line[] = [];
  const footers: string[] = [];
  const closings: string[] = [];
  const seen = new Set<string>();
  const repeats = nameAtopPages(lines);
  for (const line of lines) {
    // only a line with contact details can be a running header: only those are remembered
    const key = isRunningHeader(line.text) ? fold(line.text) : undefined;
    const noise = noiseOf(line);
    if (noise === 'footer' || repeats.has(line) || (key !== undefined && seen.has(key)))
      footers.push(line.text);
    else if (noise === 'closing') closings.push(line.text);
    else kept.push(line);
    if (key !== undefined) seen.add(key);
  }
  return { kept, footers, closings };
}

/**
 * The person's name printed again atop a later page, a running header ('Grace Okafor' over page 2's first job,
 * between a job's bullets): the first line of a page, word for word the CV's first line. Where a page starts is
 * known from the layout only.
 */
export function nameAtopPages(lines: readonly Line[]): Set<Line> {
  const repeats = new Set<Line>();
  const name = lines[0] === undefined ? undefined : fold(lines[0].text);
  let page = lines[0]?.layout?.page;
  for (const line of lines.slice(1)) {
    if (line.layout === undefined) continue;
    if (page !== undefined && line.layout.page > page && fold(line.text) === name) repeats.add(line);
    page = line.layout.page;
  }
  return repeats;
}

/**
 * A page footer or a closing line, by its words alone. The parse and the document ask it of the same lines (one
 * reading of the text: read-items.ts keeps it), so each line is judged once.
 */
export function noiseOf(line: Line): 'footer' | 'closing' | null {
  let noise = judged.get(line);
  if (noise === undefined) {
    noise = isPageFooter(line.text) ? 'footer' : isClosingLine(line.text) ? 'closing' : null;
    judged.set(line, noise);
  }
  return noise;
}

const judged = new WeakMap<Line, 'footer' | 'closing' | null>();
