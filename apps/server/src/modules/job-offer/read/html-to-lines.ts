import { compile } from 'html-to-text';

/**
 * HTML → the text a person would copy from the page, as html-to-text lays it out: a heading, a paragraph
 * and a list item each start a line, list items keep a "- " (the engine reads it as a bullet), links keep
 * their words without the address, images and scripts give nothing, a table row is one line, and no
 * line is wrapped (the text area wraps).
 */
const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
  selector,
  options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
}));

const convert = compile({
  wordwrap: false,
  selectors: [
    ...headings,
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'th', format: 'cell' },
    { selector: 'td', format: 'cell' },
  ],
  formatters: {
    // a table row on one line, its cells apart ("Lieu : Paris" pages often lay out as a two-cell row)
    cell: (element, walk, builder) => {
      walk(element.children, builder);
      builder.addInline(' ', { noWordTransform: true });
    },
  },
});

/** The lines, trimmed, with at most one empty line between blocks. */
export function htmlToLines(html: string): string {
  return tidyLines(convert(html));
}

export function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Some sources escape their HTML once more (`&lt;p&gt;…`: Greenhouse's API, some JSON-LD descriptions):
 * the first conversion then gives the HTML itself, which a second one turns into text.
 */
export function escapedHtmlToLines(html: string): string {
  const once = /<[a-z][\s\S]*>/i.test(html) ? html : convert(html);
  return htmlToLines(once);
}
