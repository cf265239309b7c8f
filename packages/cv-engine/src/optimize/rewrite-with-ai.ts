import type { CvChange } from '@cv/contracts';
import { applyToDocument } from '../document/apply-changes';
import type { ChangeDraft } from '../document/changes/change-draft';
import { CHANGE_REASONS } from '../document/changes/change-reasons';
import { allBlocks } from '../document/cv-document';
import type { AiProposal } from '../document/gates/ai-change-kinds';
import { type GateContext, type GateName, gateChanges } from '../document/gates/gate-changes';
import { planChanges } from '../document/plan-changes';
import { renderCvDocument } from '../document/render-cv-document';
import { cvLanguageOf } from '../language/cv-language-of';
import { parseCv } from '../parse/parse-cv';
import type { RewriteResult } from '../rewrite/rewrite-result';
import { missingOf, type PreparedOptimization, scoreOriginal } from './optimize-cv';

/**
 * Step 3 with an AI provider: the model's changes that pass the gates (document/gates/gate-changes.ts), merged
 * with the built-in engine's changes on the blocks the model left alone — so the user gets the model's
 * rewording and translation where it is safe, and the built-in engine's reliable steps everywhere else
 * (footers and closing lines removed, sections moved, skills ordered, weak openings). On a block both touch the
 * model's change wins, except a built-in removal (a footer is not reworded, it goes). Ids are numbered anew in
 * reading order and reasons worded by the engine, whatever the model wrote.
 */
export type AiRewrite = RewriteResult & {
  list: CvChange[];
  /** Proposals each gate dropped, for the logs. */
  dropped: Partial<Record<GateName, number>>;
  /** Proposals kept. */
  kept: number;
};

/**
 * What the model is given, as plain data (it may cross threads): the CV's blocks, the offer's language and
 * title, and only the keywords the CV truly lacks (the original's score) — naming every keyword of the offer
 * as missing would forbid the model to write the skills the CV has.
 */
export function aiBrief(prepared: PreparedOptimization) {
  return {
    document: prepared.document,
    language: prepared.job.language,
    jobTitle: prepared.job.title || null,
    missingKeywords: missingOf(scoreOriginal(prepared)),
    offerTerms: prepared.job.keywords,
    employers: [
      ...prepared.original.cv.experience.map((e) => e.company),
      ...prepared.original.cv.education.map((e) => e.institution),
    ].filter((name) => name.trim()),
  };
}

/**
 * What the gates judge a model's changes against: the original document, the keywords the CV lacks, and the
 * generation's date (the years a summary may claim are counted to it).
 */
export function gateContextOf(prepared: PreparedOptimization, now: Date = new Date()): GateContext {
  return {
    now,
    targetLanguage: prepared.job.language,
    document: prepared.document,
    cvText: prepared.input.cvText,
    missingKeywords: missingOf(scoreOriginal(prepared)),
    offerTerms: prepared.job.keywords,
    employers: [
      ...prepared.original.cv.experience.map((e) => e.company),
      ...prepared.original.cv.education.map((e) => e.institution),
    ].filter((name) => name.trim()),
  };
}

export function rewriteWithAi(prepared: PreparedOptimization, proposals: readonly AiProposal[]): AiRewrite {
  const { document, job, input } = prepared;
  const cvLanguage = cvLanguageOf(input.cvText);
  const interfaceLanguage = input.interfaceLanguage ?? 'fr';
  // the one reading of the clock of a generation: the gates and the built-in plan count years to the same day
  const now = new Date();
  const gated = gateChanges(proposals, gateContextOf(prepared, now));
  const plan = planChanges({
    now,
    document,
    cv: prepared.original.cv,
    job,
    cvIndex: prepared.cvIndex,
    cvText: input.cvText,
    cvLanguage,
    interfaceLanguage,
  });
  const removed = new Set(plan.changes.filter((c) => c.kind === 'line_removed').map((c) => c.block));
  const fromAi = gated.accepted.filter((c) => !removed.has(c.block));
  const touched = new Set(fromAi.map((c) => c.block));
  const builtIn = plan.changes.filter(
    (c) => c.before === '' || c.kind === 'section_moved' || !touched.has(c.block),
  );
  const reasons = CHANGE_REASONS[interfaceLanguage];
  const list = inReadingOrder(prepared, [...builtIn, ...fromAi]).map((draft, i) => ({
    id: `c${i + 1}`,
    kind: draft.kind,
    section: draft.section,
    block: draft.block,
    before: draft.before,
    after: draft.after,
    // the built-in moves keep the reason they were given (with what they are about), their evidence and
    // whether they are only suggested
    reason: 'reason' in draft && typeof draft.reason === 'string' ? draft.reason : reasons[draft.kind],
    ...(draft.evidence ? { evidence: draft.evidence } : {}),
    ...(draft.suggestion ? { suggestion: true } : {}),
  }));
  const text = renderCvDocument(
    applyToDocument(
      document,
      list.filter((c) => !c.suggestion),
    ),
  );
  const count = (test: (c: CvChange) => boolean) => list.filter(test).length;
  const bullets = new Set(
    allBlocks(document)
      .filter((b) => b.role === 'bullet')
      .map((b) => b.id),
  );
  return {
    text,
    cv: parseCv(text),
    list,
    dropped: gated.dropped,
    kept: fromAi.length,
    changes: {
      titleAligned: count((c) => c.kind === 'title_aligned') > 0,
      titleSupported: plan.titleSupported || fromAi.some((c) => c.kind === 'title_aligned'),
      targetNamed: false,
      experiencesReordered: false,
      skillsReordered: count((c) => c.kind === 'skills_reordered') > 0,
      strengths: count((c) => c.kind === 'summary_lead') > 0 ? plan.strengths : [],
      bulletsRewritten: count(
        (c) => c.kind === 'bullet_opening' || (c.kind === 'reworded' && bullets.has(c.block ?? '')),
      ),
    },
  };
}

/** Moves first (they name no block's place), then by block; a change keeps its list order within a block. */
function inReadingOrder(prepared: PreparedOptimization, drafts: ChangeDraft[]): ChangeDraft[] {
  const position = new Map(allBlocks(prepared.document).map((b, i) => [b.id, i]));
  const rank = (d: ChangeDraft) =>
    d.kind === 'section_moved' ? -2 : d.block === null ? -1 : (position.get(d.block) ?? -1);
  return drafts
    .map((draft, i) => ({ draft, i }))
    .sort((a, b) => rank(a.draft) - rank(b.draft) || a.i - b.i)
    .map((entry) => entry.draft);
}
