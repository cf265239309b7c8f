import { HALF_POINTS, isOn, pointsOf, TWIPS, valOf } from './ooxml-values';
import { childOf, childrenOf, pathOf, type XmlElement } from './parse-ooxml';

/**
 * What a paragraph or a run looks like, from the file's styles (styles.xml) and its own properties. A style
 * inherits from the one it is `basedOn`; a run's look is, from the weakest: the document's defaults, its
 * paragraph's style, its own character style, its own properties. Each later source sets only what it names.
 */
export type RunLook = {
  bold?: boolean;
  italic?: boolean;
  caps?: boolean;
  smallCaps?: boolean;
  /** Hidden text (w:vanish): not on the page, not in the text. */
  hidden?: boolean;
  /** Points. */
  size?: number;
};

export type ParagraphLook = {
  /** 0-based outline level (0 = 'Heading 1'); 9 is body text. */
  outline?: number;
  numId?: string;
  level?: number;
  /** Left indentation and space before, in points. */
  indent?: number;
  before?: number;
};

export type Style = { paragraph: ParagraphLook; run: RunLook };

export type DocxStyles = {
  /** A paragraph style by id, its basedOn chain resolved; the default paragraph style for an unknown id. */
  paragraph: (id: string | undefined) => Style;
  character: (id: string | undefined) => RunLook;
  defaults: Style;
};

const MAX_CHAIN = 20; // basedOn links followed: a loop in a damaged file must end

export function readDocxStyles(styles: XmlElement | null): DocxStyles {
  const byId = new Map(
    childrenOf(styles ?? undefined, 'w:style').map((s) => [s.attrs['w:styleId'] ?? '', s]),
  );
  const defaults: Style = {
    paragraph: paragraphLook(pathOf(styles ?? undefined, 'w:docDefaults', 'w:pPrDefault', 'w:pPr')),
    run: runLook(pathOf(styles ?? undefined, 'w:docDefaults', 'w:rPrDefault', 'w:rPr')),
  };
  const defaultParagraph = [...byId.values()].find(
    (s) => s.attrs['w:type'] === 'paragraph' && /^(?:1|true|on)$/i.test(s.attrs['w:default'] ?? ''),
  )?.attrs['w:styleId'];
  const cache = new Map<string, Style>();

  const resolve = (id: string | undefined, depth = 0): Style => {
    const style = id === undefined ? undefined : byId.get(id);
    if (!style || depth > MAX_CHAIN) return { paragraph: {}, run: {} };
    const cached = cache.get(style.attrs['w:styleId']!);
    if (cached) return cached;
    const base = resolve(valOf(childOf(style, 'w:basedOn')), depth + 1);
    const own: Style = {
      paragraph: { ...base.paragraph, ...paragraphLook(childOf(style, 'w:pPr')) },
      run: { ...base.run, ...runLook(childOf(style, 'w:rPr')) },
    };
    // a heading style named so by Word but saved without its outline level
    const name = valOf(childOf(style, 'w:name')) ?? '';
    const numbered = /^heading\s*(\d)$/i.exec(name);
    if (own.paragraph.outline === undefined && numbered) own.paragraph.outline = Number(numbered[1]) - 1;
    cache.set(style.attrs['w:styleId']!, own);
    return own;
  };

  return {
    paragraph: (id) => resolve(id !== undefined && byId.has(id) ? id : defaultParagraph),
    character: (id) => resolve(id).run,
    defaults,
  };
}

/** The properties a w:pPr sets (only those it names). */
export function paragraphLook(pPr: XmlElement | undefined): ParagraphLook {
  const look: ParagraphLook = {};
  if (!pPr) return look;
  const outline = valOf(childOf(pPr, 'w:outlineLvl'));
  if (outline !== undefined && /^\d$/.test(outline)) look.outline = Number(outline);
  const numPr = childOf(pPr, 'w:numPr');
  if (numPr) {
    const numId = valOf(childOf(numPr, 'w:numId'));
    if (numId !== undefined) look.numId = numId;
    const level = Number(valOf(childOf(numPr, 'w:ilvl')) ?? '0');
    look.level = Number.isInteger(level) ? Math.min(Math.max(level, 0), 8) : 0;
  }
  const ind = childOf(pPr, 'w:ind');
  const indent = pointsOf(ind?.attrs['w:start'] ?? ind?.attrs['w:left'], TWIPS);
  if (indent !== undefined) look.indent = indent;
  const before = pointsOf(childOf(pPr, 'w:spacing')?.attrs['w:before'], TWIPS);
  if (before !== undefined) look.before = before;
  return look;
}

/** The properties a w:rPr sets (only those it names). */
export function runLook(rPr: XmlElement | undefined): RunLook {
  const look: RunLook = {};
  if (!rPr) return look;
  const flags: ReadonlyArray<[keyof RunLook, string]> = [
    ['bold', 'w:b'],
    ['italic', 'w:i'],
    ['caps', 'w:caps'],
    ['smallCaps', 'w:smallCaps'],
    ['hidden', 'w:vanish'],
  ];
  for (const [key, name] of flags) {
    const on = isOn(childOf(rPr, name));
    if (on !== undefined) (look as Record<string, unknown>)[key] = on;
  }
  const size = pointsOf(valOf(childOf(rPr, 'w:sz')), HALF_POINTS);
  if (size !== undefined && size > 0) look.size = size;
  return look;
}
