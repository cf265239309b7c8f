import type { CvChange, InterfaceLanguage, ParsedCv, TargetLanguage } from '@cv/contracts';
import type { JobAnalysis } from '../job/analyze-job';
import { addsNothing, gateOwnChanges } from '../tailor/gate-own-changes';
import { leadFacts } from '../tailor/lead-facts';
import { offerProofs } from '../tailor/offer-proofs';
import { offerPart } from '../tailor/offer-spelling';
import { planBulletOrder } from '../tailor/plan-bullet-order';
import { planDateTranslations } from '../tailor/plan-date-translations';
import { planHeadline } from '../tailor/plan-headline';
import { planListOrder } from '../tailor/plan-list-order';
import { planSummaryLead } from '../tailor/plan-summary-lead';
import { planSurfacedSkills } from '../tailor/plan-surfaced-skills';
import { spellingJudge } from '../tailor/spelling-judge';
import { suggestInterests } from '../tailor/suggest-interests';
import { suggestShortening } from '../tailor/suggest-shortening';
import type { TextIndex } from '../text/text-index';
import type { ChangeDraft } from './changes/change-draft';
import { reasonOf } from './changes/change-reasons';
import { planBulletOpenings } from './changes/plan-bullet-openings';
import { planHeadingChanges } from './changes/plan-heading-changes';
import { planLineRemovals } from './changes/plan-line-removals';
import { planSectionOrder } from './changes/plan-section-order';
import { planSkillOrders } from './changes/plan-skill-orders';
import { planSkillSpellings } from './changes/plan-skill-spellings';
import type { CvDocument, DocumentSection } from './cv-document';
import type { GateContext } from './gates/gate-changes';
import { keepUnsureEntries } from './keep-unsure-entries';

/**
 * The built-in rewrite as a list of changes on the document (decisions D20, D25), each with its reason and, for
 * the tailoring moves (tailor/), the CV lines that bear it out:
 *   1. lines that are not the CV removed (page footers, repeated running headers, closing lines)
 *   2. headings in the offer's language when the CV is in another one, and the dates' months with them (D21)
 *   3. sections recognised with confidence in the order an ATS reads best
 *   4. a headline and a summary lead from the CV's facts (its role, its years, the must-haves it proves, its
 *      degree), in the offer's language; the offer's title only when the CV bears it out
 *   5. the offer's spelling beside a skill the CV names otherwise ('intégration continue (CI/CD)'), the offer's
 *      skills first in each skill line and in a list of one item a line (skills, certificates), and the
 *      must-haves the CV proves lower down brought into the skills
 *   6. within each job, the bullets that prove what the offer asks for first; weak openings as action verbs
 *   7. suggestions, not applied unless the user accepts them: old or unrelated jobs shortened, interests that
 *      say nothing for this job taken out
 * A job the reading is unsure of keeps its place and wording: no change touches its blocks. Every change then
 * passes the gates a model's changes pass (tailor/gate-own-changes.ts): it never adds an employer, a date, a
 * degree, a figure or a skill the CV lacks, and a missing keyword reaches the CV only when the user ticks it (D22).
 */
export type PlanInput = {
  document: CvDocument;
  cv: ParsedCv;
  job: JobAnalysis;
  cvIndex: TextIndex;
  /** The CV's text as sent: where the offer's keywords are looked for (keywords/match-job-keywords.ts);
   *  without it, no move that needs them (spellings, the lead, the skills brought up, the bullets' order). */
  cvText?: string;
  cvLanguage: TargetLanguage;
  interfaceLanguage: InterfaceLanguage;
  /** Today, for years of experience and old jobs (tests fix it). */
  now?: Date;
  /**
   * 'all': every change through the whole gates a model's pass, the refused ones dropped and listed (the tests and
   * the bench, on every fixture pair); by default a generation checks what the offer brings (spelling-judge.ts).
   */
  gates?: 'generation' | 'all';
};

/** Changes that move what is there: checked to add nothing, at every generation. */
const MOVES: ReadonlySet<string> = new Set(['section_moved', 'bullets_reordered', 'skills_reordered']);

export type Plan = {
  changes: CvChange[];
  titleSupported: boolean;
  strengths: string[];
  /** The moves the gates refused (none, when the moves are right): for tests and benches. */
  refused: { kind: string; gate: string }[];
};

export function planChanges(input: PlanInput): Plan {
  const { document, job } = input;
  const translated = [
    ...planHeadingChanges(document, input.cvLanguage, job.language),
    ...planDateTranslations(document, input.cvLanguage, job.language),
  ];
  if (input.cvText === undefined)
    return finish(
      input,
      [
        ...planLineRemovals(document),
        ...translated,
        ...planSectionOrder(document),
        ...planBulletOpenings(document),
      ],
      false,
      [],
    );
  const proofs = offerProofs(document, job, input.cvText);
  const asked = (section: DocumentSection) =>
    section.blocks.some((b) => proofs.ofBlock.get(b.id)?.some((p) => p.mustHave));
  const common = [...planLineRemovals(document), ...translated, ...planSectionOrder(document, asked)];
  // the one reading of the clock of a plan: every step counts years against the same day
  const now = input.now ?? new Date();
  const context: GateContext = {
    now,
    document,
    cvText: input.cvText,
    missingKeywords: proofs.missing,
    offerTerms: job.keywords,
    employers: [
      ...input.cv.experience.map((e) => e.company),
      ...input.cv.education.map((e) => e.institution),
    ].filter((name) => name.trim()),
  };
  // what the offer brings into the CV — its spelling of a must-have the CV proves otherwise — passes the gates
  const judge = spellingJudge(context, input.cvText);
  const found = leadFacts(document, input.cv, job, proofs, now);
  const facts = {
    ...found,
    skills: found.skills.filter(
      (s) => !judge(offerPart(s.text), s.proof.spelling, s.proof.term.skill !== null),
    ),
  };
  const headline = planHeadline(document, input.cv, facts);
  const lead = planSummaryLead(document, job, facts, headline.named);
  const spellings = planSkillSpellings(
    document,
    job,
    input.cvText,
    proofs.presence,
    (o, cv, a) => !judge(o, cv, a),
  );
  // one change per block: a line that takes the offer's spelling keeps its order — and so does a line that
  // already holds it ('Datadog (observabilité)'), or a second pass on the engine's own output would reorder it
  const touched = new Set(spellings.map((d) => d.block ?? ''));
  for (const section of document.sections)
    if (section.key === 'skills')
      for (const block of section.blocks)
        if (block.text.includes('(') && job.keywords.some((k) => block.text.includes(`(${k.word})`)))
          touched.add(block.id);
  const drafts = [
    ...common,
    ...(headline.draft ? [headline.draft] : []),
    ...(lead ? [lead] : []),
    ...spellings,
    ...planSkillOrders(
      document,
      job,
      touched,
      proofs.proofs.filter((p) => p.mustHave).flatMap((p) => p.spelling.split(' … ')),
    ),
    ...planListOrder(document, proofs),
    ...planSurfacedSkills(
      document,
      job,
      proofs,
      (o, cv, a) => !judge(offerPart(o), cv, a),
      [input.cv.title, ...input.cv.experience.map((e) => e.position)].filter(Boolean),
    ),
    ...planBulletOrder(document, proofs),
    ...planBulletOpenings(document),
    ...suggestShortening(document, proofs, now),
    ...suggestInterests(document, proofs),
  ];
  const kept = keepUnsureEntries(drafts, document).filter((d) => !MOVES.has(d.kind) || addsNothing(d));
  // the tests and the bench run every change through the whole gates; a generation, what the offer brings
  const gated = input.gates === 'all' ? gateOwnChanges(kept, context) : { accepted: kept, dropped: [] };
  const strengths = lead ? facts.skills.filter((s) => lead.after.includes(s.text)).map((s) => s.text) : [];
  return finish(input, gated.accepted, facts.roleIsOffers, strengths, gated.dropped);
}

function finish(
  input: PlanInput,
  drafts: readonly ChangeDraft[],
  titleSupported: boolean,
  strengths: string[],
  refused: Plan['refused'] = [],
): Plan {
  const changes = keepUnsureEntries(drafts, input.document).map(
    ({ detail, facts, aliases, ...draft }, i) => ({
      id: `c${i + 1}`,
      ...draft,
      reason: reasonOf({ kind: draft.kind, detail }, input.interfaceLanguage),
    }),
  );
  return { changes, titleSupported, strengths, refused };
}
