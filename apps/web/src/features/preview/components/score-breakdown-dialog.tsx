import type { AtsBreakdown } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';

interface ScoreBreakdownDialogProps {
  open: boolean;
  onClose: () => void;
  before: AtsBreakdown;
  after: AtsBreakdown;
}

/** Structure points on the formula's scale: it counts at most 50 (spec §9); a result kept from before the engine
 *  capped them may hold more. */
const structureOutOf50 = (breakdown: AtsBreakdown) => Math.min(50, Math.round(breakdown.structurePoints));

const SECTIONS = ['summary', 'experience', 'education', 'skills', 'email', 'phone', 'linkedin'] as const;

/** What the score is made of (D11): the offer's must-haves first, keywords matched and missing, skills, job title,
 *  sections; and a plain "poor match" when it is one. */
export function ScoreBreakdownDialog({ open, onClose, before, after }: ScoreBreakdownDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('preview.breakdownTitle')} widthClass="max-w-2xl">
      <div className="space-y-5 text-sm text-slate-700">
        <table className="w-full text-left">
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 font-medium" />
              <th scope="col" className="py-1 font-medium">
                {t('preview.before')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('preview.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="py-1 font-medium">
                {t('preview.score')}
              </th>
              <td className="font-semibold">{before.score}</td>
              <td className="font-semibold">{after.score}</td>
            </tr>
            <tr>
              <th scope="row" className="py-1 font-medium">
                {t('preview.keywordRow')}
              </th>
              <td>{Math.round(before.keywordMatchPercent)} %</td>
              <td>{Math.round(after.keywordMatchPercent)} %</td>
            </tr>
            <tr>
              <th scope="row" className="py-1 font-medium">
                {t('preview.structureRow')}
              </th>
              <td>{structureOutOf50(before)}</td>
              <td>{structureOutOf50(after)}</td>
            </tr>
          </tbody>
        </table>

        {after.poorMatch ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
            {t('preview.poorMatch')}
          </p>
        ) : null}
        {after.mustHave ? (
          <>
            <Keywords title={t('preview.mustHaveMissing')} words={after.mustHave.missing} tone="bad" />
            <Keywords title={t('preview.mustHaveFound')} words={after.mustHave.matched} tone="good" />
          </>
        ) : null}
        <Keywords title={t('preview.matchedKeywords')} words={after.matchedKeywords} tone="good" />
        <Keywords title={t('preview.missingKeywords')} words={after.missingKeywords} tone="bad" />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Keywords
              title={`${t('preview.hardSkills')} — ${t('preview.present')}`}
              words={after.hardSkills.matched}
              tone="good"
            />
            <Keywords
              title={`${t('preview.hardSkills')} — ${t('preview.absent')}`}
              words={after.hardSkills.missing}
              tone="bad"
            />
          </div>
          <div>
            <Keywords
              title={`${t('preview.softSkills')} — ${t('preview.present')}`}
              words={after.softSkills.matched}
              tone="good"
            />
            <Keywords
              title={`${t('preview.softSkills')} — ${t('preview.absent')}`}
              words={after.softSkills.missing}
              tone="bad"
            />
          </div>
        </div>

        <section>
          <h3 className="mb-1 font-semibold text-slate-900">{t('preview.jobTitle')}</h3>
          <p>
            {after.jobTitle
              ? t(after.titleMatch ? 'preview.titleFound' : 'preview.titleMissing', { title: after.jobTitle })
              : t('preview.noJobTitle')}
          </p>
        </section>

        <section>
          <h3 className="mb-1 font-semibold text-slate-900">{t('preview.sections')}</h3>
          <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4">
            {SECTIONS.map((section) => (
              <li key={section} className={after.sections[section] ? 'text-emerald-700' : 'text-red-700'}>
                <span aria-hidden="true">{after.sections[section] ? '✓ ' : '✗ '}</span>
                {t(`preview.sectionNames.${section}`)}
                <span className="sr-only">
                  {' '}
                  : {t(after.sections[section] ? 'preview.found' : 'preview.missing')}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="flex justify-end">
          <button type="button" data-autofocus className={buttonStyles.primary} onClick={onClose}>
            {t('dialog.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function Keywords({ title, words, tone }: { title: string; words: string[]; tone: 'good' | 'bad' }) {
  const { t } = useTranslation();
  return (
    <section className="mb-3">
      <h3 className="mb-1 font-semibold text-slate-900">{title}</h3>
      {words.length === 0 ? (
        <p className="text-slate-500">{t('preview.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li
              key={word}
              className={`rounded-full px-2 py-0.5 text-xs ${tone === 'good' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
            >
              {word}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
