import type { Random } from '../../random';

/**
 * The look of a printed CV: font, sizes, accent colour, how headings are set off. Chosen per CV so that the
 * reading cannot lean on one template's sizes. Fonts are those Debian's Chromium has here (DejaVu, Liberation).
 */

export interface PageStyle {
  font: string;
  size: number;
  accent: string;
  headingCase: 'upper' | 'none';
  headingRule: 'under' | 'none' | 'band';
  /** Keep each entry on one page (many templates do; others let a job run over the page break). */
  keepEntries: boolean;
  bullet: string;
}

export function pickPageStyle(random: Random): PageStyle {
  return {
    font: random.pick([
      'DejaVu Sans',
      'DejaVu Serif',
      'Liberation Sans',
      'Liberation Serif',
      'Liberation Sans Narrow',
    ]),
    size: random.pick([9, 9.5, 10, 10.5, 11]),
    accent: random.pick(['#1f3a5f', '#7a1f2b', '#245c3a', '#333333', '#5b3a8c', '#0b6e79']),
    headingCase: random.chance(0.55) ? 'upper' : 'none',
    headingRule: random.weighted([
      ['under', 3],
      ['none', 2],
      ['band', 1],
    ]),
    keepEntries: random.chance(0.5),
    bullet: random.pick(['disc', 'square', '"– "', '"• "', '"▪ "', '"› "', 'circle']),
  };
}

export function baseCss(style: PageStyle): string {
  const marker = style.bullet.startsWith('"')
    ? `ul { list-style: none; } li::before { content: ${style.bullet}; margin-left: -10pt; display: inline-block; width: 10pt; }`
    : `ul { list-style: ${style.bullet}; }`;
  const rule =
    style.headingRule === 'under'
      ? `border-bottom: 1px solid ${style.accent}; padding-bottom: 2pt;`
      : style.headingRule === 'band'
        ? `background: ${style.accent}; color: #fff; padding: 2pt 5pt;`
        : '';
  return `
@page { size: A4; margin: 15mm 14mm 16mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: '${style.font}'; font-size: ${style.size}pt; line-height: 1.32; color: #222; }
h1 { font-size: ${style.size * 2}pt; margin: 0 0 2pt; color: ${style.accent}; line-height: 1.1; }
.headline { font-size: ${style.size * 1.25}pt; margin: 0 0 4pt; }
.contact { color: #444; margin-bottom: 6pt; }
h2 { font-size: ${style.size * 1.2}pt; margin: 11pt 0 5pt; color: ${style.headingRule === 'band' ? '#fff' : style.accent}; ${rule} ${style.headingCase === 'upper' ? 'text-transform: uppercase;' : ''} }
.entry { margin: 0 0 7pt; ${style.keepEntries ? 'break-inside: avoid;' : ''} }
.row { display: flex; justify-content: space-between; gap: 14pt; align-items: baseline; }
.row > :last-child { white-space: nowrap; }
.meta { color: #555; }
.ctx { font-style: italic; color: #555; }
ul { margin: 2pt 0 0 0; padding-left: 14pt; }
li { margin: 1pt 0; }
p { margin: 2pt 0; }
${marker}
`;
}

export const htmlPage = (css: string, body: string, lang: string): string =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
