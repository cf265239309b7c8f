import type { Family } from '../family';
import { pickEntryStyle } from './entry-html';
import { escapeHtml as esc } from './escape-html';
import { pickPageStyle } from './page-style';
import { pickListStyle } from './sections-html';
import { singleColumnHtml } from './single-column';

/**
 * Headings in letter-spaced capitals, as design templates set them: either typed that way
 * ('E X P É R I E N C E   P R O F E S S I O N N E L L E', one space between letters, three between words),
 * or spaced by the style sheet (letter-spacing over capitals or small capitals), which a PDF stores as one
 * glyph placed after another with gaps. A reader sees the word; the product must too.
 */

export const spaceLetters = (text: string): string =>
  text
    .toLocaleUpperCase()
    .split(/\s+/)
    .map((word) => [...word].join(' '))
    .join('   ');

export const SPACED_CAPS: Family = {
  name: 'spaced-caps',
  description: "one column, headings in letter-spaced capitals or small capitals ('E X P É R I E N C E')",
  render: (cv, random) => {
    const how = random.pick(['typed', 'css-upper', 'css-small-caps'] as const);
    const heading = (text: string) => {
      if (how === 'typed')
        return `<h2 style="text-transform: none; white-space: pre">${esc(spaceLetters(text))}</h2>`;
      const caps =
        how === 'css-upper' ? 'text-transform: uppercase' : 'text-transform: none; font-variant: small-caps';
      return `<h2 style="${caps}; letter-spacing: 0.32em">${esc(text)}</h2>`;
    };
    const parts = {
      page: pickPageStyle(random),
      entry: pickEntryStyle(random, cv),
      list: pickListStyle(random),
      heading,
    };
    return { kind: 'html', html: singleColumnHtml(cv, random, parts) };
  },
};
