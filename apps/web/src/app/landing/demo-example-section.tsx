import example from 'virtual:demo-example';
import { reasonIn } from '@cv/cv-engine/browser';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardStyles } from '../../features/generator/components/card-styles';
import { sectionKind } from '../../features/reading-review/section-kind';
import { currentLanguage } from '../../lib/i18n';
import '../../locales/example-texts';
import { RESULTS } from '../../locales/results-texts';

const BOLD = /^\*\*(.*)\*\*$/;

/**
 * The visitor's before/after (issue 25): the demo CV and what the built-in engine made of it for the sample
 * offer when the client was built (vite-plugins/demo-example.ts), side by side, the changed lines marked,
 * then each change with its reason in the reader's language, the scores, and what the offer asks that the
 * CV does not show — never written in.
 */
export default function DemoExampleSection() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation(RESULTS);
  const titleId = useId();
  const changedLines = new Set(example.changes.map((change) => change.after));

  return (
    <section aria-labelledby={titleId} className={cardStyles.card}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t('example.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('example.intro')}</p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">
          {t('example.offer', { title: example.jobTitle })} — {t('example.showOffer')}
        </summary>
        <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-xs text-slate-700">
          {example.offerText}
        </pre>
      </details>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <CvText title={t('example.before', { score: example.before.score })} text={example.before.text} />
        <CvText
          title={t('example.after', { score: example.after.score })}
          text={example.after.text}
          marked={changedLines}
          markLabel={t('example.changed')}
        />
      </div>

      <h3 className="mt-5 font-semibold text-slate-900">
        {t('example.changesTitle', { count: example.changes.length })}
      </h3>
      <ol className="mt-2 space-y-3 text-sm">
        {example.changes.map((change) => (
          <li key={change.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {change.kind === 'section_moved'
                ? t('example.order')
                : tr(`review.sections.${sectionKind(change.section)}`)}
            </p>
            {change.before ? (
              <p className="mt-1 whitespace-pre-line text-slate-600">
                <span className="font-medium">{t('example.replaced')}</span> {change.before}
              </p>
            ) : null}
            <p className="mt-1 whitespace-pre-line text-slate-900">
              <span className="font-medium">{change.before ? t('example.by') : t('example.added')}</span>{' '}
              {change.after}
            </p>
            <p className="mt-1 text-xs text-slate-600">{reasonIn(change, currentLanguage())}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-700">
        {example.after.score > example.before.score
          ? t('example.score', { before: example.before.score, after: example.after.score })
          : t('example.scoreSame', { score: example.before.score })}
      </p>
      {example.mustHave.missing.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('example.missing', { words: example.mustHave.missing.join(', ') })}
        </p>
      ) : null}
    </section>
  );
}

function CvText({
  title,
  text,
  marked,
  markLabel,
}: {
  title: string;
  text: string;
  marked?: ReadonlySet<string>;
  markLabel?: string;
}) {
  const lines = text.replace(/\n+$/, '').split('\n');
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm font-semibold text-slate-900">{title}</figcaption>
      <div
        // a scrolling region a keyboard can reach
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls, the keyboard must reach it
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white p-3 text-xs leading-relaxed text-slate-800"
      >
        {lines.map((line, index) => {
          const bold = BOLD.exec(line);
          const content = bold ? <strong>{bold[1]}</strong> : line || '\u00a0';
          const changed = marked?.has(line) ?? false;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text, never reordered
            <p key={index} className={changed ? 'rounded bg-emerald-50 text-emerald-950' : undefined}>
              {changed ? <span className="sr-only">{markLabel} </span> : null}
              {content}
            </p>
          );
        })}
      </div>
    </figure>
  );
}
