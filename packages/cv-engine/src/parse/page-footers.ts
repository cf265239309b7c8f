/**
 * Page furniture that a PDF extraction repeats on every page ('Page 1/2', '— 2 —', 'Maëlle Duchâteau — Curriculum
 * vitæ — page 1/2', a bare page number). A line matching one of these is dropped wherever it is (a listed change of
 * the rewrite); a running header with contact details is dropped from its second occurrence on (drop-noise-lines.ts).
 */
export const PAGE_FOOTERS: readonly RegExp[] = [
  /\b(page|pagina|p\.)\s*\d+\s*(\/|of|sur|van|de|\|)\s*\d+\b/i, // 'page 1/2', 'Page 1 of 3', 'pagina 1 van 2'
  /^(page|pagina|p\.)\s*\d+$/i, // 'Page 2'
  /^\d+\s*\/\s*\d+$/, // '1/2' alone on its line
  /^[^\d]{2,60}\s[–—-]\s*\d+\s*\/\s*\d+$/, // 'John Doe – 1/2': a name, then the page
  /^[-–—]\s*\d+\s*[-–—]$/, // '- 2 -'
  /^\d{1,2}$/, // '2' alone on its line: a page number (a CV's content never is a bare number)
];

export function isPageFooter(text: string): boolean {
  return PAGE_FOOTERS.some((pattern) => pattern.test(text.trim()));
}
