import type { ParsedCv } from '@cv/contracts';
import type { JobAnalysis } from '../job/analyze-job';
import { opensWithEmployerContext } from '../parse/employer-context';
import { flattenCv } from '../text/flatten-cv';
import { ownSummary } from '../text/summary-leads';
import { indexText, type TextIndex } from '../text/text-index';
import { alignTitle } from './align-title';
import { buildSummary } from './build-summary';
import { leadWithActionVerb } from './lead-with-action-verb';
import { orderExperiences } from './order-experiences';
import { orderSkills } from './order-skills';
import { renderCvText } from './render-cv-text';

/**
 * Step 5 — the built-in rewriter: the parsed CV, rewritten for one job in the job's language, with nothing
 * invented. It reorders and relabels what the CV says; it never adds an employer, a date, a degree, a figure or a
 * skill. Job keywords the CV lacks are left for the user (missingKeywords of the score), never written in.
 */
export type RewriteChanges = {
  titleAligned: boolean;
  titleSupported: boolean;
  /** The job title was named as the role aimed at, on top of the summary (the CV's title was kept). */
  targetNamed: boolean;
  experiencesReordered: boolean;
  skillsReordered: boolean;
  /** The CV's skills that the offer names, put in the summary's first lines. */
  strengths: string[];
  /** Bullets whose weak opening ('Worked on', 'J’ai') became an action word. */
  bulletsRewritten: number;
};

export type RewriteResult = { cv: ParsedCv; text: string; changes: RewriteChanges };

/**
 * `cvIndex`: the index of the CV's own text (without the lead lines of an earlier rewrite) when the caller has it
 * (optimizeCv); built from the fields otherwise.
 */
export function rewriteCv(
  cv: ParsedCv,
  job: JobAnalysis,
  cvIndex: TextIndex = indexText(flattenCv({ ...cv, summary: ownSummary(cv.summary) })),
): RewriteResult {
  // 1. title, only when the CV's title, positions, summary or skills carry every word of the job title
  const support = [
    cv.title,
    ...cv.experience.map((e) => e.position),
    ownSummary(cv.summary),
    cv.technicalSkills,
  ];
  const title = alignTitle(cv.title, job.title, support.join('\n'));
  // 2. summary: target role and matching strengths first, then the CV's sentences, most relevant first
  const summary = buildSummary(cv, cvIndex, job, title.supported);
  // 3. skills: the offer's first
  const skills = orderSkills(cv.technicalSkills, job);
  // 4. experiences newest first, 5. bullets opening with an action word where the wording allows
  const experiences = orderExperiences(cv.experience);
  let bulletsRewritten = 0;
  const experience = experiences.ordered.map((entry) => ({
    ...entry,
    description: entry.description.map((bullet, i) => {
      // the line about the employer ('Éditeur SaaS · Lyon · CDI') is context, kept as written
      if (i === 0 && opensWithEmployerContext(entry)) return bullet;
      const rewritten = leadWithActionVerb(bullet);
      if (rewritten !== bullet) bulletsRewritten++;
      return rewritten;
    }),
  }));
  const rewritten: ParsedCv = {
    ...cv,
    title: title.title,
    summary: summary.summary,
    experience,
    technicalSkills: skills.lines
      .map((l) => (l.label ? `${l.label} : ${l.items.join(', ')}` : l.items.join(', ')))
      .join('\n'),
  };
  // 6. the text, headings in the job's language, sections in the order an ATS reads best
  const text = renderCvText({ cv: rewritten, skills: skills.lines, language: job.language });
  return {
    cv: rewritten,
    text,
    changes: {
      titleAligned: title.changed,
      titleSupported: title.supported,
      targetNamed: summary.targetNamed,
      experiencesReordered: experiences.changed,
      skillsReordered: skills.changed,
      strengths: summary.strengths,
      bulletsRewritten,
    },
  };
}
