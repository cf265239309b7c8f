import type { EditorLine, LineKind, Span } from './editor-lines';

/**
 * The editor's document: one element per line, directly under the editable root, whose `data-kind` gives
 * its look and `data-marker` a bullet's sign; bold runs are <strong>. Built with DOM calls and text nodes
 * only — the user's words are never parsed as HTML.
 */
export const LINE_CLASSES: Record<LineKind, string> = {
  name: 'text-xl font-bold text-slate-900',
  contact: 'text-xs text-slate-600',
  title: 'font-semibold text-brand-800',
  heading: 'mt-2 border-b border-slate-300 text-sm font-bold tracking-wide text-slate-900',
  bullet: "relative pl-5 before:absolute before:left-1.5 before:content-['•']",
  paragraph: '',
  blank: '',
};

export function renderLines(root: HTMLElement, lines: readonly EditorLine[]): void {
  root.replaceChildren(...lines.map(lineElement));
}

function lineElement(line: EditorLine): HTMLElement {
  const element = document.createElement('div');
  setKind(element, line.kind, line.marker);
  const content = line.spans.filter((span) => span.text);
  for (const span of content) {
    const text = document.createTextNode(span.text);
    if (span.bold) {
      const strong = document.createElement('strong');
      strong.append(text);
      element.append(strong);
    } else {
      element.append(text);
    }
  }
  // An empty block has no height (nor a place for the caret) without a <br>.
  if (content.length === 0) element.append(document.createElement('br'));
  return element;
}

export function setKind(element: HTMLElement, kind: LineKind, marker: string): void {
  element.dataset.kind = kind;
  if (kind === 'bullet') element.dataset.marker = marker;
  else delete element.dataset.marker;
  element.className = LINE_CLASSES[kind];
}

/** A line as the browser left it after an edit: its bullet sign (from the element) and its spans. */
export interface DomLine {
  element: HTMLElement | null;
  marker: string;
  spans: Span[];
}

const BLOCKS = new Set([
  'DIV',
  'P',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'SECTION',
  'ARTICLE',
]);

/**
 * Reads the lines back. The browser splits a line on Enter by cloning its element (a bullet's Enter makes
 * a bullet); pasted or unusual content may nest blocks or use <br> and '\n': each of those starts a line.
 */
export function readLines(root: HTMLElement): DomLine[] {
  const lines: DomLine[] = [];
  let line: DomLine | null = null;
  const start = (element: HTMLElement | null) => {
    line = { element, marker: element?.dataset.marker ?? '', spans: [] };
    lines.push(line);
    return line;
  };
  const add = (text: string, bold: boolean) => {
    const parts = text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0 || !line) start(null);
      if (part) line!.spans.push({ text: part, bold });
    });
  };
  const walk = (node: Node, bold: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      add(node.textContent ?? '', bold);
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    if (node.tagName === 'BR') {
      // A <br> closing a line (or alone in an empty one) ends nothing more.
      if (node.nextSibling || !node.parentElement || node.parentElement === root) start(null);
      return;
    }
    const isBold = boldOf(node, bold);
    if (BLOCKS.has(node.tagName)) {
      start(node.parentElement === root ? node : null);
      for (const child of node.childNodes) walk(child, isBold);
      line = null;
      return;
    }
    for (const child of node.childNodes) walk(child, isBold);
  };
  for (const child of root.childNodes) {
    if (child instanceof HTMLElement && BLOCKS.has(child.tagName)) walk(child, false);
    else {
      if (!line) start(null);
      walk(child, false);
    }
  }
  return lines;
}

function boldOf(element: HTMLElement, inherited: boolean): boolean {
  if (element.tagName === 'B' || element.tagName === 'STRONG') return true;
  const weight = element.style.fontWeight;
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) return true;
  if (weight === 'normal' || (weight && Number(weight) < 600)) return false;
  return inherited;
}

/** The caret as (line, characters from the line's start): it survives a redraw of the document. */
export interface Caret {
  line: number;
  offset: number;
}

export function readCaret(root: HTMLElement): Caret | null {
  const selection = window.getSelection();
  if (!selection?.rangeCount || !root.contains(selection.focusNode)) return null;
  const focus = selection.focusNode!;
  let lineElement: Node | null = focus;
  while (lineElement && lineElement.parentNode !== root) lineElement = lineElement.parentNode;
  if (!lineElement) return null;
  const range = document.createRange();
  range.setStart(lineElement, 0);
  range.setEnd(focus, selection.focusOffset);
  const line = [...root.childNodes].indexOf(lineElement as ChildNode);
  return { line, offset: range.toString().length };
}

export function placeCaret(root: HTMLElement, caret: Caret): void {
  const lineElement = root.childNodes[Math.min(caret.line, root.childNodes.length - 1)];
  if (!lineElement) return;
  const walker = document.createTreeWalker(lineElement, NodeFilter.SHOW_TEXT);
  let remaining = caret.offset;
  let target: Node = lineElement;
  let offset = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    target = node;
    offset = Math.min(remaining, length);
    if (remaining <= length) break;
    remaining -= length;
  }
  const range = document.createRange();
  range.setStart(target, offset);
  range.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
