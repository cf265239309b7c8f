import { layoutCvText, parseSpans } from '@cv/cv-engine/browser';

export type LineKind = 'name' | 'contact' | 'title' | 'heading' | 'bullet' | 'paragraph' | 'blank';
export type Span = { text: string; bold: boolean };

/**
 * One line of the CV text as the editor shows it: its kind (how it looks), the bullet sign it was written
 * with (kept as is, so that a line the user did not touch comes back unchanged), and its text as spans,
 * bold or not — the '**' markers and the bullet sign are never shown.
 */
export interface EditorLine {
  kind: LineKind;
  /** A bullet's sign with its spaces ('• ', '- ', '1. '); '' for other lines. */
  marker: string;
  spans: Span[];
}

/** The layout's bullet signs (cv-engine's split-lines), with any indentation before them. */
const BULLET = /^\s*(?:[•·▪◦●○■□►▸‣⁃∙✓✔➢➤*–—-]|\d{1,2}[.)])\s+/u;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const comparable = (text: string) =>
  text.replace(INVISIBLE, '').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();

/**
 * The text's lines, each with the kind the preview and the PDF give it: the engine's layout is the one
 * authority (name, contact, title, headings in capitals, bullets), matched back to the lines in order. A line
 * the layout leaves out (a closing line) stays an ordinary paragraph here, so nothing typed is ever hidden.
 */
export function textToLines(text: string): EditorLine[] {
  const blocks = layoutCvText(text);
  let next = 0;
  return text.split('\n').map((line): EditorLine => {
    if (!line.trim()) return { kind: 'blank', marker: '', spans: line ? [{ text: line, bold: false }] : [] };
    const marker = BULLET.exec(line)?.[0] ?? '';
    const body = line.slice(marker.length);
    const block = blocks[next];
    let kind: LineKind = marker ? 'bullet' : 'paragraph';
    if (block && comparable(block.spans.map((span) => span.text).join('')) === comparable(body)) {
      kind = block.kind;
      next++;
    }
    return {
      kind,
      marker: kind === 'bullet' ? marker : '',
      spans: parseSpans(kind === 'bullet' ? body : line),
    };
  });
}

/** Back to the stored text: bold spans between '**', bullets with their sign. */
export function linesToText(lines: readonly EditorLine[]): string {
  return lines.map((line) => line.marker + spansToText(line.spans)).join('\n');
}

export function spansToText(spans: readonly Span[]): string {
  const merged: Span[] = [];
  for (const span of spans) {
    if (!span.text) continue;
    const last = merged.at(-1);
    if (last && last.bold === span.bold) last.text += span.text;
    else merged.push({ ...span });
  }
  return merged.map((span) => (span.bold && span.text.trim() ? boldText(span.text) : span.text)).join('');
}

/** '**' hugs the words: spaces at a bold span's edges stay outside it (the layout needs '**word**'). */
function boldText(text: string): string {
  const [, before, inner, after] = /^(\s*)(.*?)(\s*)$/su.exec(text)!;
  return `${before}**${inner}**${after}`;
}
