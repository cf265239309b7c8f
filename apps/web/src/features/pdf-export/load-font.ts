import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/**
 * The PDF's Unicode TrueType font (traps.md, Documents): with jsPDF's built-in Helvetica, one character outside
 * WinAnsi (Dutch 'ĳ', the narrow no-break space of French typography) garbles the whole line's text layer —
 * which is what an ATS reads. DejaVu Sans covers French, English and Dutch; Vite serves the files as assets,
 * fetched on the first download only, then kept for the page's life. jsPDF embeds only the glyphs used.
 */
export interface PdfFont {
  family: string;
  regular: { fileName: string; base64: string };
  bold: { fileName: string; base64: string };
}

export const PDF_FONT_FAMILY = 'DejaVuSans';

let loading: Promise<PdfFont> | null = null;

export function loadPdfFont(): Promise<PdfFont> {
  loading ??= Promise.all([fetchBase64(regularUrl), fetchBase64(boldUrl)]).then(([regular, bold]) => ({
    family: PDF_FONT_FAMILY,
    regular: { fileName: 'DejaVuSans.ttf', base64: regular },
    bold: { fileName: 'DejaVuSans-Bold.ttf', base64: bold },
  }));
  // A failed fetch (offline) must not stick: the next download tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Police introuvable (HTTP ${response.status}) : ${url}`);
  const blob = await response.blob();
  // The browser's own encoder: fast, and no 700 KB string built character by character.
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
