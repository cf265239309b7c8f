import { boldUrl, regularUrl } from 'virtual:pdf-font-subset';
import fullRegularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import fullBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import type { Measure } from './pdf-layout';

/** The PDF's font (DejaVu Sans, load-font.ts) under the name the preview draws with. */
export const PAPER_FONT = 'CvPaperFont';

const MM_PER_POINT = 25.4 / 72;
const loaded = new Map<boolean, Promise<void>>();

/**
 * The PDF's own font made a web font (the same files the PDF embeds, fetched once for both): the preview then
 * shows the letters the PDF will have, and measures them as jsPDF does — each glyph's advance, no kerning —
 * so that it breaks lines and pages where the PDF will (issue 25: the page count seen is the one downloaded).
 * `subset`: the text holds only characters of the Latin subset (pdfFontSubsetCovers), as the PDF chooses.
 */
export function loadPaperFont(subset: boolean): Promise<void> {
  let loading = loaded.get(subset);
  if (!loading) {
    const faces = [
      new FontFace(PAPER_FONT, `url(${subset ? regularUrl : fullRegularUrl})`, { weight: '400' }),
      new FontFace(PAPER_FONT, `url(${subset ? boldUrl : fullBoldUrl})`, { weight: '700' }),
    ];
    loading = Promise.all(faces.map((face) => face.load())).then(() => {
      for (const face of faces) document.fonts.add(face);
    });
    loaded.set(subset, loading);
    // offline: the next CV tries again
    loading.catch(() => loaded.delete(subset));
  }
  return loading;
}

/** Widths in mm measured on a canvas in the PDF's font, once loaded (loadPaperFont). */
export function measureWithPaperFont(): Measure {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('Canvas indisponible');
  context.fontKerning = 'none';
  const widths = new Map<string, number>();
  return (text, bold, size) => {
    const key = `${bold ? 'b' : 'r'}|${text}`;
    let em = widths.get(key);
    if (em === undefined) {
      context.font = `${bold ? '700' : '400'} 100px ${PAPER_FONT}`;
      em = context.measureText(text).width / 100;
      widths.set(key, em);
    }
    return em * size * MM_PER_POINT;
  };
}
