/**
 * How the dashboard writes figures (spec §9): euros with two decimals, dates in the interface's locale
 * (French by default), and the credits badge's colour.
 */

export type AdminLanguage = 'fr' | 'en';

const locale = (language: AdminLanguage) => (language === 'en' ? 'en-GB' : 'fr-FR');

export function formatEuros(amount: number, language: AdminLanguage): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatCount(value: number, language: AdminLanguage): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** Day and time, e.g. '23/11/2026 14:35'; an unreadable date gives ''. */
export function formatDateTime(iso: string, language: AdminLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale(language), { dateStyle: 'short', timeStyle: 'short' });
}

export type CreditTone = 'green' | 'yellow' | 'red';

/** Spec §9: above 50 green, above 10 yellow, otherwise red. */
export function creditTone(credits: number): CreditTone {
  if (credits > 50) return 'green';
  if (credits > 10) return 'yellow';
  return 'red';
}

/** '3 j 4 h' ('3 d 4 h'), '2 h 05 min', '12 min' — how long the server has been running. */
export function formatUptime(seconds: number, language: AdminLanguage): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} ${language === 'en' ? 'd' : 'j'} ${hours} h`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  return `${minutes} min`;
}
