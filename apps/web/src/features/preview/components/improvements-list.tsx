import type { Improvement } from '@cv/contracts';
import { improvementIn } from '@cv/cv-engine/browser';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/**
 * Decision D15: what actually changed for this CV and this job, with the explanation of where it comes from,
 * in the interface's language whatever the language the result was made in (issue 25), plurals included.
 */
export function ImprovementsList({ improvements }: { improvements: Improvement[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
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
              <span>{improvementIn(improvement, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
