import type { TargetLanguage } from '@cv/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markDescriptions, renderMarked } from '../../../components/marked-text';
import { currentLanguage } from '../../../lib/i18n';
import { pairOf, useTickedSkills } from '../../../lib/ticked-skills';
import { OFFER } from '../../../locales/offer-texts';
import { useMatchCheck } from '../use-match-check';

const NONE: readonly string[] = [];

interface MatchCheckCardProps {
  cvText: string;
  jobText: string;
  /** The output language the user chose; null: the offer's own. */
  language: TargetLanguage | null;
  /** Writes the CV in its own language instead (D21), through the page's sign-in gate. */
  onKeepCvLanguage: (language: TargetLanguage) => void;
}

/**
 * The free check before paying (issues 14 and 24): as soon as a CV and an offer are on the page, the match the
 * engine computes in the browser — score, the offer's must-haves found and missing (each missing one a click
 * from "I have this skill"), the CV with its words that meet a requirement marked where they stand, a plain
 * "poor match" when it is one, and a CV in another language than the one it will be written in (D21). No
 * request, no credit, and nothing here needs a session. Loaded with its worker only when both texts are there.
 */
export default function MatchCheckCard({ cvText, jobText, language, onKeepCvLanguage }: MatchCheckCardProps) {
  // the skills ticked for this CV and this offer ("I have this skill"): added to the CV's skills for the check,
  // and to the next result's CV as its own ticked skills are (lib/ticked-skills.ts)
  const pair = pairOf(cvText, jobText);
  const ticked = useTickedSkills((state) => (state.pair === pair ? state.skills : NONE));
  const setSkills = useTickedSkills((state) => state.setSkills);
  const toggle = (skill: string) =>
    setSkills(pair, ticked.includes(skill) ? ticked.filter((s) => s !== skill) : [...ticked, skill]);
  const { t } = useTranslation();
  const { t: to } = useTranslation(OFFER);
  const titleId = useId();
  const cvId = useId();
  const [showCv, setShowCv] = useState(false);
  const { report, ms } = useMatchCheck(cvText, jobText, language, ticked, currentLanguage());
  const name = (lang: TargetLanguage) => t(`matchCheck.languageNames.${lang}`);
  const descriptions = markDescriptions(
    report?.marks ?? [],
    (mark) => to(mark.mustHave ? 'check.markMust' : 'check.markNice', { keyword: mark.keyword }),
    `${cvId}-mark`,
  );

  // a ticked skill is found now: it stays in the list, pressed, so that it can be unticked
  const tickable = report
    ? [...ticked, ...report.mustHave.missing.filter((skill) => !ticked.includes(skill))]
    : [];

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-check-ms={ms === null ? undefined : ms.toFixed(1)}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('matchCheck.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('matchCheck.intro')}</p>
      {report === null ? (
        <p className="mt-3 text-sm text-slate-500" role="status">
          {t('matchCheck.computing')}
        </p>
      ) : (
        <div className="mt-3 space-y-3 text-sm text-slate-700">
          <p role="status" className="text-base font-semibold text-slate-900">
            {t('matchCheck.score', { score: report.score })}
          </p>
          {report.poorMatch ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              {t('matchCheck.poorMatch')}
            </p>
          ) : null}
          {report.cvLanguage !== report.targetLanguage ? (
            <div className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sky-900">
              <p>
                {t('matchCheck.languageMismatch', {
                  cv: name(report.cvLanguage),
                  target: name(report.targetLanguage),
                })}
              </p>
              <button
                type="button"
                className="mt-2 rounded-lg border border-sky-300 bg-white px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100"
                onClick={() => onKeepCvLanguage(report.cvLanguage)}
              >
                {t('matchCheck.keepCvLanguage', { language: name(report.cvLanguage) })}
              </button>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <MissingMustHaves skills={tickable} ticked={ticked} onToggle={toggle} />
            <Terms
              title={t('matchCheck.mustFound')}
              words={report.mustHave.matched.filter((w) => !ticked.includes(w))}
              tone="good"
            />
          </div>
          {report.niceToHave.missing.length > 0 ? (
            <Terms title={t('matchCheck.niceMissing')} words={report.niceToHave.missing} tone="neutral" />
          ) : null}
          <div>
            <button
              type="button"
              aria-expanded={showCv}
              aria-controls={cvId}
              onClick={() => setShowCv((shown) => !shown)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {showCv ? to('check.hideMarkedCv') : to('check.showMarkedCv')}
            </button>
            {showCv ? (
              <section id={cvId} aria-label={to('check.markedCv')} className="mt-2">
                <p className="text-xs text-slate-600">{to('check.marksLegend')}</p>
                <div className="mt-1 max-h-96 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 text-[13px] leading-relaxed text-slate-800">
                  {renderMarked(report.text.replace(/\*\*/g, ''), report.marks, descriptions.idOf)}
                </div>
                {descriptions.node}
              </section>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

/** The must-haves the CV does not show, each a checkbox "I have this skill" (issue 25: it looks and acts as one). */
function MissingMustHaves({
  skills,
  ticked,
  onToggle,
}: {
  skills: readonly string[];
  ticked: readonly string[];
  onToggle: (skill: string) => void;
}) {
  const { t } = useTranslation();
  const { t: to } = useTranslation(OFFER);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 font-medium text-slate-900">
        {t('matchCheck.mustMissing')}
      </h3>
      {skills.length === 0 ? (
        <p className="text-slate-500">{t('matchCheck.none')}</p>
      ) : (
        <>
          <p className="mb-1 text-xs text-slate-600">{to('check.haveSkillHint')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {skills.map((skill) => {
              const pressed = ticked.includes(skill);
              return (
                <li key={skill}>
                  <label
                    className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                      pressed
                        ? 'border-emerald-300 bg-emerald-100 text-emerald-900'
                        : 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100'
                    }`}
                  >
                    <input
                      type="checkbox"
                      checked={pressed}
                      aria-label={to('check.haveSkill', { skill })}
                      onChange={() => onToggle(skill)}
                      className="size-3.5 accent-emerald-700"
                    />
                    {skill}
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

const TONES = {
  good: 'bg-emerald-50 text-emerald-800',
  bad: 'bg-red-50 text-red-800',
  neutral: 'bg-slate-100 text-slate-700',
} as const;

function Terms({ title, words, tone }: { title: string; words: string[]; tone: keyof typeof TONES }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 font-medium text-slate-900">
        {title}
      </h3>
      {words.length === 0 ? (
        <p className="text-slate-500">{t('matchCheck.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li key={word} className={`rounded-full px-2 py-0.5 text-xs ${TONES[tone]}`}>
              {word}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
