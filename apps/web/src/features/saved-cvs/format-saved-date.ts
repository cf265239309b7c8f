import { currentLanguage } from '../../lib/i18n';

/** '25 novembre 2026 à 14:05' / '25 November 2026 at 14:05': several CVs of one day tell apart. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(currentLanguage() === 'en' ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
