import { boldUrl, regularUrl } from 'virtual:pdf-font-subset';
import fullRegularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import fullBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { pdfFontSubsetCovers } from './pdf-font-coverage';

/**
 * The PDF's Unicode TrueType font (traps.md, Documents): with jsPDF's built-in Helvetica, one character outside
 * WinAnsi (Dutch 'ĳ', the narrow no-break space of French typography) garbles the whole line's text layer —
 * which is what an ATS reads. DejaVu Sans covers French, English and Dutch. Normally its Latin subset, cut
 * at build time (a few dozen KB: quick to fetch and for jsPDF to read); the full font (about 750 KB a weight)
 * only for a CV holding a character outside the subset. Vite serves the files as assets, fetched on the first
 * download only, then kept for the page's life.
 */
export interface PdfFont {
  family: string;
  regular: { fileName: string; base64: string };
  bold: { fileName: string; base64: string };
}

export const PDF_FONT_FAMILY = 'DejaVuSans';

const SUBSET = { regular: regularUrl, bold: boldUrl, suffix: '-latin' };
const FULL = { regular: fullRegularUrl, bold: fullBoldUrl, suffix: '' };
const loading = new Map<typeof SUBSET, Promise<PdfFont>>();

/** The font for this text: the Latin subset when it covers every character, else the full font. */
export function loadPdfFont(text: string): Promise<PdfFont> {
  const files = pdfFontSubsetCovers(text) ? SUBSET : FULL;
  let font = loading.get(files);
  if (!font) {
    font = Promise.all([fetchBase64(files.regular), fetchBase64(files.bold)]).then(([regular, bold]) => ({
      family: PDF_FONT_FAMILY,
      regular: { fileName: `DejaVuSans${files.suffix}.ttf`, base64: regular },
      bold: { fileName: `DejaVuSans-Bold${files.suffix}.ttf`, base64: bold },
    }));
    loading.set(files, font);
    // A failed fetch (offline) must not stick: the next download tries again.
    font.catch(() => loading.delete(files));
  }
  return font;
}

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Police introuvable (HTTP ${response.status}) : ${url}`);
  const blob = await response.blob();
  // The browser's own encoder: fast, and no long string built character by character.
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
