import type { ReactNode } from 'react';

/**
 * A text with the words that meet an offer's requirements marked where they stand (issue 24): a tint, an
 * underline and, for screen readers, the requirement each meets — colour is never the only mark. The marks are
 * the CV's own words as the engine found them (markRequirements); every occurrence of each is marked, a longer one
 * first ('GitLab CI' before 'CI'), never inside another word.
 */
export interface TextMark {
  readonly text: string;
  readonly keyword: string;
  readonly mustHave: boolean;
}

export type MarkedSegment = { readonly text: string; readonly mark?: TextMark };

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The text cut into plain and marked segments, in order; their texts join back into the text. */
export function splitMarks(text: string, marks: readonly TextMark[]): MarkedSegment[] {
  if (marks.length === 0 || !text) return [{ text }];
  const lower = text.toLocaleLowerCase();
  const taken: Array<{ start: number; end: number; mark: TextMark }> = [];
  const free = (start: number, end: number) => taken.every((t) => end <= t.start || start >= t.end);
  const longestFirst = [...marks].filter((m) => m.text.trim()).sort((a, b) => b.text.length - a.text.length);
  for (const mark of longestFirst) {
    const needle = mark.text.toLocaleLowerCase();
    // a folding that changes the length (rare letters) would misplace the marks: such a mark is left unmarked
    if (needle.length !== mark.text.length) continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (isWordChar(text[at - 1]) || isWordChar(text[end]) || !free(at, end)) continue;
      taken.push({ start: at, end, mark });
    }
  }
  taken.sort((a, b) => a.start - b.start);
  const segments: MarkedSegment[] = [];
  let last = 0;
  for (const t of taken) {
    if (t.start > last) segments.push({ text: text.slice(last, t.start) });
    segments.push({ text: text.slice(t.start, t.end), mark: t.mark });
    last = t.end;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/**
 * What each mark meets, for screen readers: one hidden line per requirement, named by `aria-describedby` from its
 * marks — so the marked text reads as the text itself (its words unchanged) and each mark says what it meets.
 */
export function markDescriptions(
  marks: readonly TextMark[],
  describe: (mark: TextMark) => string,
  idPrefix: string,
): { idOf: (mark: TextMark) => string; node: ReactNode } {
  const ids = new Map<string, { id: string; text: string }>();
  for (const mark of marks) {
    const key = `${mark.mustHave}|${mark.keyword}`;
    if (!ids.has(key)) ids.set(key, { id: `${idPrefix}-${ids.size}`, text: describe(mark) });
  }
  return {
    idOf: (mark) => ids.get(`${mark.mustHave}|${mark.keyword}`)?.id ?? '',
    node: (
      <div hidden>
        {[...ids.values()].map(({ id, text }) => (
          <span key={id} id={id}>
            {text}
          </span>
        ))}
      </div>
    ),
  };
}

/** The segments as React nodes, each mark described by its requirement (markDescriptions). */
export function renderMarked(
  text: string,
  marks: readonly TextMark[],
  idOf: (mark: TextMark) => string,
  keyPrefix = '',
): ReactNode[] {
  return splitMarks(text, marks).map((segment, i) => {
    const key = `${keyPrefix}${i}`;
    if (!segment.mark) return <span key={key}>{segment.text}</span>;
    return (
      <mark
        key={key}
        aria-describedby={idOf(segment.mark)}
        className={`rounded-sm px-0.5 text-inherit underline decoration-2 underline-offset-2 ${
          segment.mark.mustHave
            ? 'bg-emerald-100 decoration-emerald-700'
            : 'bg-sky-50 decoration-sky-600 decoration-dotted'
        }`}
      >
        {segment.text}
      </mark>
    );
  });
}
