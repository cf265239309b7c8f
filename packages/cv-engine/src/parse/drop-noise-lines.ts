import { fold } from '../text/fold';
import { isClosingLine } from './closing-lines';
import { isPageFooter } from './page-footers';
import type { Line } from './split-lines';

/**
 * Parse step 2 — drop what is not the person's CV: page footers ('… page 1/2'), a running header repeated word
 * for word on every page (kept once), and closing lines ('Merci de votre attention'). What was dropped is
 * returned too: the improvements list tells the user about it.
 */
const MIN_REPEATED_LENGTH = 12; // shorter lines ('London', 'CDI') legitimately repeat

export type NoiseResult = { kept: Line[]; footers: string[]; closings: string[] };

export function dropNoiseLines(lines: readonly Line[]): NoiseResult {
  const kept: Line[] = [];
  const footers: string[] = [];
  const closings: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const key = fold(line.text);
    if (isPageFooter(line.text)) footers.push(line.text);
    else if (isClosingLine(line.text)) closings.push(line.text);
    else if (!line.bullet && line.text.length >= MIN_REPEATED_LENGTH && seen.has(key))
      footers.push(line.text);
    else {
      seen.add(key);
      kept.push(line);
    }
  }
  return { kept, footers, closings };
}
