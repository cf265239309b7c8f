import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULTS } from '../../../locales/results-texts';
import { type Caret, placeCaret, readCaret, readLines, renderLines, setKind } from '../editor/editor-dom';
import { spansToText, textToLines } from '../editor/editor-lines';

interface CvTextEditorProps {
  text: string;
  onChange: (text: string) => void;
  labelId: string;
  hintId: string;
  /** True when signed in; otherwise opens the sign-in dialog and answers false (nothing is typed). */
  requireSignIn: () => boolean;
}

const tool =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The generated CV, editable without its markup: bold shown as bold, headings and bullets as such. The
 * stored text keeps the layout's conventions ('**bold**', '• ' bullets, headings in capitals) and the
 * editor reads them back on each keystroke, so the preview and the PDF follow as the user types. A small
 * contentEditable of our own rather than an editor library: the document is a list of lines.
 */
export function CvTextEditor({ text, onChange, labelId, hintId, requireSignIn }: CvTextEditorProps) {
  const { t } = useTranslation(RESULTS);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The text the document shows; a new `text` from outside (a reopened CV, a change accepted) redraws it. */
  const shown = useRef<string | null>(null);
  const redrawNext = useRef(false);
  const composing = useRef(false);
  const latest = useRef({ onChange, requireSignIn });
  latest.current = { onChange, requireSignIn };

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || text === shown.current) return;
    const caret = document.activeElement === root ? readCaret(root) : null;
    renderLines(root, textToLines(text));
    shown.current = text;
    if (caret) placeCaret(root, caret);
  }, [text]);

  // Native beforeinput (React's onBeforeInput misses deletions): a visitor's keystroke asks to sign in.
  useEffect(() => {
    const root = rootRef.current;
    const guard = (event: InputEvent) => {
      if (!latest.current.requireSignIn()) event.preventDefault();
    };
    root?.addEventListener('beforeinput', guard);
    return () => root?.removeEventListener('beforeinput', guard);
  }, []);

  /** Reads the document back into text, restyles the lines, and redraws it when the browser left it odd. */
  function sync() {
    const root = rootRef.current;
    if (!root || composing.current) return;
    const dom = readLines(root);
    const next = dom.map((line) => line.marker + spansToText(line.spans)).join('\n');
    const lines = textToLines(next);
    let redraw =
      redrawNext.current || dom.length !== root.childNodes.length || dom.some((line) => !line.element);
    const caret = readCaret(root);
    if (!redraw) {
      lines.forEach((line, index) => {
        const { element, marker } = dom[index]!;
        // A line typed starting with '- ' or '• ' becomes a bullet; its sign leaves the visible text.
        if (line.kind === 'bullet' && !marker) {
          redraw = true;
          if (caret?.line === index) caret.offset = Math.max(0, caret.offset - line.marker.length);
        } else if (element!.dataset.kind !== line.kind) {
          setKind(element!, line.kind, line.marker);
        }
      });
    }
    if (redraw) {
      renderLines(root, lines);
      if (caret) placeCaret(root, caret);
    }
    redrawNext.current = false;
    shown.current = next;
    latest.current.onChange(next);
  }

  function caretLine(): { element: HTMLElement; caret: Caret } | null {
    const root = rootRef.current;
    const caret = root ? readCaret(root) : null;
    const element = caret ? root?.children[caret.line] : null;
    return element instanceof HTMLElement && caret ? { element, caret } : null;
  }

  function toggleBullet() {
    if (!latest.current.requireSignIn()) return;
    const at = caretLine();
    if (!at) return;
    const isBullet = at.element.dataset.kind === 'bullet';
    setKind(at.element, isBullet ? 'paragraph' : 'bullet', isBullet ? '' : '• ');
    sync();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
      event.preventDefault();
      if (latest.current.requireSignIn()) document.execCommand('bold');
      return;
    }
    const at = event.key === 'Enter' || event.key === 'Backspace' ? caretLine() : null;
    if (at?.element.dataset.kind !== 'bullet' || !window.getSelection()?.isCollapsed) return;
    // As in a word processor: Enter on an empty bullet, or Backspace at a bullet's start, ends the list.
    const empty = !at.element.textContent?.trim();
    if (
      (event.key === 'Enter' && !event.shiftKey && empty) ||
      (event.key === 'Backspace' && at.caret.offset === 0)
    ) {
      event.preventDefault();
      setKind(at.element, 'paragraph', '');
      sync();
    }
  }

  return (
    <div className="mt-1 flex flex-1 flex-col">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={`${labelId}-editor`}
        className="mb-1.5 flex gap-1.5"
      >
        <button
          type="button"
          className={`${tool} font-bold`}
          title={t('editor.boldKeys')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (latest.current.requireSignIn()) document.execCommand('bold');
          }}
        >
          {t('editor.bold')}
        </button>
        <button
          type="button"
          className={tool}
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggleBullet}
        >
          <span aria-hidden="true" className="mr-1">
            •
          </span>
          {t('editor.bullet')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot show bold text; this is a rich text box */}
      <div
        ref={rootRef}
        id={`${labelId}-editor`}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        tabIndex={0}
        onInput={sync}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
          sync();
        }}
        onKeyDown={onKeyDown}
        // Pasted text comes in as text (no foreign styles, images or links), then the document is redrawn.
        onPaste={(event) => {
          event.preventDefault();
          if (!latest.current.requireSignIn()) return;
          redrawNext.current = true;
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
        onDrop={(event) => event.preventDefault()}
        className="min-h-[480px] flex-1 overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-slate-300 bg-white px-4 py-3 text-[13px] leading-relaxed text-slate-800 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}
