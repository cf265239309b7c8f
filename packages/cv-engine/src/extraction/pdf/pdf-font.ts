/**
 * What a PDF font's name and flags say of its letters. pdf.js gives a text item's font as an id; the font
 * itself (its PostScript name, 'ABCDEF+Garamond-BoldItalic', and the flags of its descriptor) is in the
 * page's common objects once the page's operators are loaded (read-pdf-page.ts). Producers rarely set the
 * flags (Skia never does), so the name decides when they are absent.
 */
export type FontLook = { bold: boolean; italic: boolean; smallCaps: boolean };

// Weights at or above semibold read as bold; 'Medium' and 'Book' do not.
const BOLD = /bold|black|heavy|semibold|demibold|demi|extrabold|ultrabold|[-,]sb$|[-,]bd$|[-,]hv$/i;
const ITALIC = /italic|oblique|[-,]it$|[-,]bi$|[-,]sbit$|[-,]bdit$/i;
// Small-caps cuts: 'MinionPro-Regular-SC', 'Garamond-SmallCaps', '…SC700'
const SMALL_CAPS = /small-?caps|(?:^|[-_,+])SC(?:\d+)?$|[a-z]SC$/;

export function fontLook(font: unknown): FontLook {
  const f = (font ?? {}) as { name?: unknown; bold?: unknown; black?: unknown; italic?: unknown };
  const name = typeof f.name === 'string' ? f.name.replace(/^[A-Z]{6}\+/, '') : '';
  return {
    bold: f.bold === true || f.black === true || BOLD.test(name),
    italic: f.italic === true || ITALIC.test(name),
    smallCaps: SMALL_CAPS.test(name),
  };
}
