import { valOf } from './ooxml-values';
import { childOf, childrenOf, type XmlElement } from './parse-ooxml';

/**
 * The file's lists (numbering.xml): a paragraph names a list (numId) and a level; the list's abstract
 * definition says, per level, whether it is a bullet or a number. The text gets a bullet glyph where the page
 * shows one, so that a Word list reads like a PDF's; numbered levels get nothing (the layout keeps the level).
 */
export type DocxNumbering = {
  /** Whether this list level shows a bullet; undefined when the paragraph is in no list ('0' means none). */
  isBullet: (numId: string | undefined, level: number) => boolean | undefined;
};

export function readDocxNumbering(numbering: XmlElement | null): DocxNumbering {
  const abstract = new Map(
    childrenOf(numbering ?? undefined, 'w:abstractNum').map((a) => [a.attrs['w:abstractNumId'] ?? '', a]),
  );
  const nums = new Map(
    childrenOf(numbering ?? undefined, 'w:num').map((n) => [
      n.attrs['w:numId'] ?? '',
      valOf(childOf(n, 'w:abstractNumId')) ?? '',
    ]),
  );
  return {
    isBullet(numId, level) {
      if (numId === undefined || numId === '0') return undefined;
      const definition = abstract.get(nums.get(numId) ?? '');
      if (!definition) return undefined;
      const lvl = childrenOf(definition, 'w:lvl').find((l) => Number(l.attrs['w:ilvl'] ?? 0) === level);
      return (valOf(childOf(lvl, 'w:numFmt')) ?? 'bullet') === 'bullet';
    },
  };
}
