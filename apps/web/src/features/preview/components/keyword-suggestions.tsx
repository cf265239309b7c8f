import { useTranslation } from 'react-i18next';

/** The offer's keywords the CV lacks: shown as ideas, never written into the CV for the user. */
export function KeywordSuggestions({ keywords }: { keywords: string[] }) {
  const { t } = useTranslation();
  if (keywords.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('preview.suggestionsTitle')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('preview.suggestionsHint')}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {keywords.map((keyword) => (
          <li
            key={keyword}
            className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900"
          >
            {keyword}
          </li>
        ))}
      </ul>
    </section>
  );
}
