import { type ExportSpan, LIST_SEPARATOR } from './export-blocks';

export interface Run {
  text: string;
  bold: boolean;
  width: number;
}

/**
 * Greedy word wrap across bold and regular spans. A line is a list of runs of one weight, spaces kept inside
 * them so the PDF's text layer reads as words; a word wider than the line is cut where it must be. A list
 * separator ('·', '|') that would end or start a line is left out: the line break already separates the
 * items, and a dangling '·' at a line's end looks like a mistake.
 */
export function wrapSpans(
  spans: ExportSpan[],
  maxWidth: number,
  measure: (text: string, bold: boolean) => number,
): Run[][] {
  const tokens = spans.flatMap((span) =>
    span.text
      .split(/(\s+)/)
      .filter(Boolean)
      .map((text) => ({ text: /^\s+$/.test(text) ? ' ' : text, bold: span.bold })),
  );
  const lines: Run[][] = [];
  let line: Run[] = [];
  let width = 0;

  const push = (text: string, bold: boolean, tokenWidth: number) => {
    const last = line.at(-1);
    if (last && last.bold === bold) {
      last.text += text;
      last.width += tokenWidth;
    } else {
      line.push({ text, bold, width: tokenWidth });
    }
    width += tokenWidth;
  };
  const breakLine = () => {
    trimLineEnd(line, measure);
    if (line.length > 0) lines.push(line);
    line = [];
    width = 0;
  };

  for (const token of tokens) {
    if (token.text === ' ') {
      if (line.length > 0) push(' ', token.bold, measure(' ', token.bold));
      continue;
    }
    if (line.length === 0 && LIST_SEPARATOR.test(token.text)) continue;
    let tokenWidth = measure(token.text, token.bold);
    if (width + tokenWidth > maxWidth && line.length > 0) {
      breakLine();
      if (LIST_SEPARATOR.test(token.text)) continue;
    }
    let rest = token.text;
    while (tokenWidth > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), token.bold) > maxWidth) cut--;
      push(rest.slice(0, cut), token.bold, measure(rest.slice(0, cut), token.bold));
      breakLine();
      rest = rest.slice(cut);
      tokenWidth = measure(rest, token.bold);
    }
    push(rest, token.bold, tokenWidth);
  }
  breakLine();
  return lines;
}

/** Takes off the spaces, then a list separator and its spaces, at the end of a finished line. */
function trimLineEnd(line: Run[], measure: (text: string, bold: boolean) => number): void {
  for (;;) {
    const last = line.at(-1);
    if (!last) return;
    const words = last.text.trimEnd();
    const lastWord = words.slice(words.search(/\S+$/));
    const trimmed = LIST_SEPARATOR.test(lastWord) ? words.slice(0, -lastWord.length).trimEnd() : words;
    if (trimmed === last.text) return;
    if (trimmed === '') line.pop();
    else {
      last.text = trimmed;
      last.width = measure(trimmed, last.bold);
      if (trimmed === words) return;
    }
  }
}
