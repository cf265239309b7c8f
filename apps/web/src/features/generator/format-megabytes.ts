/**
 * A byte count in megabytes with at most one decimal, in the interface's language ('10', '2,5' / '2.5').
 * Written out rather than with toLocaleString: the first Intl number format of a page loads the locale's
 * data, about 20 ms of main thread on a phone — spent in the upload card's very first render.
 */
export function formatMegabytes(bytes: number, language: string): string {
  const text = String(Math.round((bytes / 1024 / 1024) * 10) / 10);
  return language.startsWith('en') ? text : text.replace('.', ',');
}
