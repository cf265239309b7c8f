import type { Improvement } from '@cv/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Decision D15: what actually changed for this CV and this job, with the explanation of where it comes from.
 * A line that counts something is worded here with i18next's plural rules from its `params` (issue 14: no
 * 'mot(s)-clé(s)'); the others as the server wrote them, in the interface's language.
 */
export function ImprovementsList({ improvements }: { improvements: Improvement[] }) {
  const { t, i18n } = useTranslation();
  const wording = (improvement: Improvement) => {
    const key = `improvements.${improvement.code}`;
    const count = improvement.params?.count;
    if (typeof count !== 'number' || !i18n.exists(`${key}_other`)) return improvement.text;
    return (t as unknown as (key: string, values: object) => string)(key, { ...improvement.params, count });
  };
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('preview.improvementsTitle')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('preview.improvementsExplanation')}</p>
      {improvements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('preview.noImprovements')}</p>
      ) : (
        <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
          {improvements.map((improvement) => (
            <li key={`${improvement.code}-${improvement.text}`} className="flex gap-2">
              <span aria-hidden="true" className="text-emerald-600">
                ✓
              </span>
              <span>{wording(improvement)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
