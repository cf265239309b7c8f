import { pointsOf } from './ooxml-values';
import { childOf, type XmlElement } from './parse-ooxml';

/**
 * Where a floating text box stands across the page, in points from the page's left edge: a DrawingML anchor
 * (wp:anchor: wp:positionH's offset or alignment, wp:extent's width) or a VML shape set 'position:absolute'
 * (its style's left or margin-left and width). A box set in the line (wp:inline, a VML shape without
 * absolute position) flows with the text and has no place of its own: undefined.
 */
export type BoxPlace = { left: number; width: number };
export type PageFrame = { width: number; left: number; text: number };

const EMU_PER_POINT = 12_700;

export function textBoxPlace(shape: XmlElement, page: PageFrame): BoxPlace | undefined {
  if (shape.name === 'wp:anchor') return anchorPlace(shape, page);
  if (shape.name.startsWith('v:')) return vmlPlace(shape.attrs.style ?? '', page);
  return undefined;
}

function anchorPlace(anchor: XmlElement, page: PageFrame): BoxPlace | undefined {
  const width = Number(childOf(anchor, 'wp:extent')?.attrs.cx) / EMU_PER_POINT;
  if (!(width > 0)) return undefined;
  const position = childOf(anchor, 'wp:positionH');
  const offset = childOf(position, 'wp:posOffset')?.children.find((c) => typeof c === 'string');
  const align = childOf(position, 'wp:align')?.children.find((c) => typeof c === 'string');
  const origin = originOf(position?.attrs.relativeFrom, page);
  if (offset !== undefined && Number.isFinite(Number(offset)))
    return { left: origin.left + Number(offset) / EMU_PER_POINT, width };
  return { left: aligned(align?.trim(), origin, width), width };
}

/** VML lengths: a bare number is in pixels at 96 per inch (points here, as Word writes 'pt' or 'mm'). */
const PIXELS = 0.75;

function vmlPlace(style: string, page: PageFrame): BoxPlace | undefined {
  const rules = new Map(
    style.split(';').flatMap((rule) => {
      const at = rule.indexOf(':');
      return at < 0 ? [] : [[rule.slice(0, at).trim().toLowerCase(), rule.slice(at + 1).trim()] as const];
    }),
  );
  if (rules.get('position') !== 'absolute') return undefined;
  const width = pointsOf(rules.get('width'), PIXELS);
  if (width === undefined || width <= 0) return undefined;
  const origin = originOf(rules.get('mso-position-horizontal-relative') ?? 'text', page);
  const align = rules.get('mso-position-horizontal');
  if (align && align !== 'absolute') return { left: aligned(align, origin, width), width };
  const offset =
    (pointsOf(rules.get('left'), PIXELS) ?? 0) + (pointsOf(rules.get('margin-left'), PIXELS) ?? 0);
  return { left: origin.left + offset, width };
}

/** What the offset is measured from: the page's edge, or the margin (text, column, margin and the rest). */
function originOf(relativeFrom: string | undefined, page: PageFrame): { left: number; width: number } {
  return relativeFrom === 'page' ? { left: 0, width: page.width } : { left: page.left, width: page.text };
}

function aligned(align: string | undefined, origin: { left: number; width: number }, width: number) {
  if (align === 'right' || align === 'outside') return origin.left + origin.width - width;
  if (align === 'center') return origin.left + (origin.width - width) / 2;
  return origin.left;
}
