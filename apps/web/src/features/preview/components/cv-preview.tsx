import { layoutCvText } from '@cv/cv-engine/browser';
import { type ReactNode, useId, useMemo } from 'react';
import { markDescriptions, renderMarked, type TextMark } from '../../../components/marked-text';

type LayoutBlock = ReturnType<typeof layoutCvText>[number];
type Span = LayoutBlock['spans'][number];
/** A block with its position in the text as key: the preview holds no state, so position is identity enough. */
type KeyedBlock = LayoutBlock & { key: string };
type KeyedSpan = Span & { key: string };

/**
 * The formatted CV, drawn from the same blocks as the PDF (the engine's layoutCvText): centred name, contact
 * line and title, section headings, bullets, bold spans; closing lines are already dropped. Everything is
 * React text — the user's words are never parsed as HTML.
 */
export function CvPreview({
  text,
  label,
  marks = NO_MARKS,
  describeMark = () => '',
}: {
  text: string;
  label: string;
  /** The CV's words that meet a requirement of the offer (issue 24), marked where they stand. */
  marks?: readonly TextMark[];
  describeMark?: (mark: TextMark) => string;
}) {
  const groups = useMemo(
    () => groupBullets(layoutCvText(text).map((block, index) => ({ ...block, key: `${index}` }))),
    [text],
  );
  const idPrefix = useId();
  // what each mark meets, read by a screen reader; outside the article, whose text stays the CV's
  const { idOf, node: descriptions } = markDescriptions(marks, describeMark, idPrefix);
  return (
    <>
      <article
        aria-label={label}
        className="min-h-[480px] overflow-x-auto break-words rounded-xl border border-slate-200 bg-white px-6 py-7 text-[13px] leading-relaxed text-slate-800 shadow-inner"
      >
        {groups.map((group) =>
          Array.isArray(group) ? (
            <ul key={`list-${group[0]!.key}`} className="my-1 list-disc space-y-0.5 pl-5">
              {group.map((block) => (
                <li key={block.key}>{renderSpans(block.spans, marks, idOf)}</li>
              ))}
            </ul>
          ) : (
            <Block key={group.key} block={group} marks={marks} idOf={idOf} />
          ),
        )}
      </article>
      {descriptions}
    </>
  );
}

function Block({
  block,
  marks,
  idOf,
}: {
  block: LayoutBlock;
  marks: readonly TextMark[];
  idOf: (mark: TextMark) => string;
}) {
  // the name and the contact line meet no requirement
  const content = renderSpans(
    block.spans,
    block.kind === 'name' || block.kind === 'contact' ? NO_MARKS : marks,
    idOf,
  );
  switch (block.kind) {
    case 'name':
      return <h3 className="text-center text-2xl font-bold text-slate-900">{content}</h3>;
    case 'contact':
      return <p className="mt-1 text-center text-xs text-slate-600">{content}</p>;
    case 'title':
      return <p className="mt-2 text-center text-base font-semibold text-brand-800">{content}</p>;
    case 'heading':
      return (
        <h4 className="mt-4 mb-1 border-b border-slate-300 pb-0.5 text-sm font-bold tracking-wide text-slate-900">
          {content}
        </h4>
      );
    default:
      return <p className="my-0.5">{content}</p>;
  }
}

const NO_MARKS: readonly TextMark[] = [];

function renderSpans(
  spans: Span[],
  marks: readonly TextMark[],
  idOf: (mark: TextMark) => string,
): ReactNode[] {
  const keyed: KeyedSpan[] = spans.map((span, index) => ({ ...span, key: `${index}` }));
  return keyed.map((span) => {
    const content = marks.length === 0 ? span.text : renderMarked(span.text, marks, idOf, `${span.key}-`);
    return span.bold ? <strong key={span.key}>{content}</strong> : <span key={span.key}>{content}</span>;
  });
}

/** Consecutive bullets become one list. */
function groupBullets(blocks: KeyedBlock[]): Array<KeyedBlock | KeyedBlock[]> {
  const groups: Array<KeyedBlock | KeyedBlock[]> = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind !== 'bullet') groups.push(block);
    else if (Array.isArray(last)) last.push(block);
    else groups.push([block]);
  }
  return groups;
}
