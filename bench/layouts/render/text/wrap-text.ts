/**
 * Hard-wraps a line at `width` columns the way a text editor does, the continuation lines indented by
 * `indent`. With `breakBeforeQuote`, a line is also broken right before an opening quotation mark in its
 * second half, so that the next printed line opens with « or “ — the wrap the product must join.
 */
export function wrapText(text: string, width: number, indent: string, breakBeforeQuote = false): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const prefix = lines.length === 0 ? '' : indent;
    const quoteBreak = breakBeforeQuote && /^[«“„"]/u.test(word) && current.length > width / 3;
    if (current && (prefix.length + current.length + 1 + word.length > width || quoteBreak)) {
      lines.push(prefix + current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push((lines.length === 0 ? '' : indent) + current);
  return lines;
}
