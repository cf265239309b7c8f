import type { CvChange, InterfaceLanguage, ParsedCv, TargetLanguage } from '@cv/contracts';
import type { JobAnalysis } from '../job/analyze-job';
import type { TextIndex } from '../text/text-index';
import { CHANGE_REASONS } from './changes/change-reasons';
import { planBulletOpenings } from './changes/plan-bullet-openings';
import { planHeadingChanges } from './changes/plan-heading-changes';
import { planLineRemovals } from './changes/plan-line-removals';
import { planSectionOrder } from './changes/plan-section-order';
import { planSkillOrders } from './changes/plan-skill-orders';
import { planSkillSpellings } from './changes/plan-skill-spellings';
import { planTitleAndLead } from './changes/plan-title-and-lead';
import type { CvDocument } from './cv-document';
import { keepUnsureEntries } from './keep-unsure-entries';

/**
 * The built-in rewrite as a list of changes on the document (decision D20), each with its reason:
 *   1. lines that are not the CV removed (page footers, repeated running headers, closing lines)
 *   2. headings in the offer's language, when the CV is in another one (D21: content is not translated)
 *   3. sections recognised with confidence in the order an ATS reads best
 *   4. the title aligned and a lead line of the CV's own strengths, only when the CV supports the role
 *   5. the offer's spelling beside a skill the CV names otherwise ('intégration continue (CI/CD)'), and in each
 *      other skill line, the offer's skills first
 *   6. bullets that open with a weak phrase open with an action word
 * A job the reading is unsure of keeps its place and wording: no change touches its blocks.
 * It never adds an employer, a date, a degree, a figure or a skill: a missing keyword reaches the CV only
 * when the user ticks it (D22).
 */
export type PlanInput = {
  document: CvDocument;
  cv: ParsedCv;
  job: JobAnalysis;
  cvIndex: TextIndex;
  /** The CV's text as sent: where the offer's keywords are looked for (keywords/match-job-keywords.ts);
   *  without it, no offer's spelling is added. */
  cvText?: string;
  cvLanguage: TargetLanguage;
  interfaceLanguage: InterfaceLanguage;
};

export type Plan = { changes: CvChange[]; titleSupported: boolean; strengths: string[] };

export function planChanges(input: PlanInput): Plan {
  const { document, job } = input;
  const lead = planTitleAndLead(document, input.cv, job, input.cvIndex);
  const spellings = input.cvText === undefined ? [] : planSkillSpellings(document, job, input.cvText);
  // one change per block: a line that takes the offer's spelling keeps its order — and so does a line that
  // already holds it ('Datadog (observabilité)'), or a second pass on the engine's own output would reorder it
  const touched = new Set(spellings.map((d) => d.block ?? ''));
  for (const section of document.sections)
    if (section.key === 'skills')
      for (const block of section.blocks)
        if (block.text.includes('(') && job.keywords.some((k) => block.text.includes(`(${k.word})`)))
          touched.add(block.id);
  const drafts = keepUnsureEntries(
    [
      ...planLineRemovals(document),
      ...planHeadingChanges(document, input.cvLanguage, job.language),
      ...planSectionOrder(document),
      ...lead.drafts,
      ...spellings,
      ...planSkillOrders(document, job, touched),
      ...planBulletOpenings(document),
    ],
    document,
  );
  const reasons = CHANGE_REASONS[input.interfaceLanguage];
  const changes = drafts.map((draft, i) => ({ id: `c${i + 1}`, ...draft, reason: reasons[draft.kind] }));
  return { changes, titleSupported: lead.supported, strengths: lead.strengths };
}
