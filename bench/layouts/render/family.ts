import type { ContentRules } from '../content/generate-cv';
import type { GeneratedCv } from '../content/generated-cv';
import type { Random } from '../random';

/**
 * A layout family: how one kind of CV is laid out, and which content rules its layout imposes (LinkedIn
 * prints its own headings and date format). A family renders a CV into HTML (printed to PDF by Chromium), a
 * Word file, or plain text; `random` is the family's own stream, for the choices inside the layout (fonts,
 * separators, where the dates go).
 */

export type Rendered =
  | { kind: 'html'; html: string; footer?: string }
  | { kind: 'docx'; bytes: Uint8Array }
  | { kind: 'txt'; text: string; extension: 'txt' | 'md' };

export interface Family {
  name: string;
  /** One line: what the layout looks like. */
  description: string;
  rules?: ContentRules;
  render(cv: GeneratedCv, random: Random): Rendered | Promise<Rendered>;
}
