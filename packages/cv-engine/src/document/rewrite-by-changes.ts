import type { CvChange, InterfaceLanguage, ParsedCv, TargetLanguage } from '@cv/contracts';
import type { JobAnalysis } from '../job/analyze-job';
import type { ParseDetail } from '../parse/parse-cv';
import type { RewriteResult } from '../rewrite/rewrite-result';
import type { TextIndex } from '../text/text-index';
import { applyToDocument } from './apply-changes';
import type { CvDocument } from './cv-document';
import { planChanges } from './plan-changes';
import { renderCvDocument } from './render-cv-document';

/**
 * The built-in generation's rewrite: the changes planned on the document, all accepted, and the text they
 * give. `summary` (RewriteResult.changes) is what the improvements list reads.
 */
export type RewriteByChangesInput = {
  document: CvDocument;
  original: ParseDetail;
  job: JobAnalysis;
  cvIndex: TextIndex;
  cvText: string;
  cvLanguage: TargetLanguage;
  interfaceLanguage: InterfaceLanguage;
};

export function rewriteByChanges(input: RewriteByChangesInput): RewriteResult & { list: CvChange[] } {
  const plan = planChanges({ ...input, cv: input.original.cv });
  // a suggestion is offered, not applied: the text is written without it until the user accepts it
  const text = renderCvDocument(
    applyToDocument(
      input.document,
      plan.changes.filter((c) => !c.suggestion),
    ),
  );
  // what the improvements list says was done: a suggestion is not done until the user accepts it
  const count = (kind: CvChange['kind']) =>
    plan.changes.filter((c) => c.kind === kind && !c.suggestion).length;
  return {
    text,
    // the same sections, entries and skills as the original (changes keep them): its parse, with the new title —
    // parsing the output again cost a generation as much as reading the CV did
    cv: withTitle(input.original.cv, plan.changes),
    list: plan.changes,
    changes: {
      titleAligned: count('title_aligned') > 0,
      titleSupported: plan.titleSupported,
      targetNamed: false,
      experiencesReordered: false,
      skillsReordered: count('skills_reordered') > 0,
      strengths: count('summary_lead') > 0 ? plan.strengths : [],
      bulletsRewritten: count('bullet_opening'),
    },
  };
}

function withTitle(cv: ParsedCv, changes: readonly CvChange[]): ParsedCv {
  const title = changes.find((c) => c.kind === 'title_aligned');
  return title ? { ...cv, title: title.after } : cv;
}
