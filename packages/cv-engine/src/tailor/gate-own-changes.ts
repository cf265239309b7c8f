import type { ChangeDraft } from '../document/changes/change-draft';
import type { Block } from '../document/cv-document';
import { AI_CHANGE_KINDS, type AiChangeKind } from '../document/gates/ai-change-kinds';
import { isCommonWord } from '../document/gates/common-words';
import { contactsOf, withoutContacts } from '../document/gates/contacts-of';
import { datedOf } from '../document/gates/dates-of';
import { type Evidence, evidenceOf } from '../document/gates/evidence-of';
import { experienceYears } from '../document/gates/experience-years';
import { figuresProblem } from '../document/gates/figures-gate';
import { firstMissing } from '../document/gates/first-missing';
import { type GateContext, type GateName, gateChanges } from '../document/gates/gate-changes';
import { keywordAdded } from '../document/gates/keyword-added';
import { levelsProblem } from '../document/gates/levels-gate';
import { lowercaseWordsOf, newNames } from '../document/gates/names-gate';
import { skillsOf } from '../document/gates/skills-of';
import { speaksToTheModel } from '../document/gates/speaks-to-the-model';
import { withoutWishes } from '../document/gates/without-wishes';
import { sectionOfHeading } from '../parse/section-headings';

/**
 * The built-in engine's changes through the gates a model's pass (issue 23: "every change passes the same
 * gates"). Run whole by the tests and the bench on every fixture pair (a generation checks only what the offer
 * brings in, spelling-judge.ts, and that moves add nothing, addsNothing below: the whole gates read the CV at a
 * cost larger than the plan's). A change is dropped as a model's would be when:
 * - a block rewritten in place (a bullet's opening, a skills line, dates, a heading): gateChanges itself, under
 *   the model kind that does the same (a kind only the engine has is judged as a rewording);
 * - a line written from the CV's facts (the headline, the summary lead, a must-have brought to the skills): the
 *   same gates' checks — contacts, dates, figures, levels, the offer's missing keywords, skills, names — against
 *   the lines it cites as its evidence (and the line it replaces): stricter than a model's summary, which may draw
 *   on the whole CV, and each cited line must be one of the CV's, not one that speaks to a model. Years of
 *   experience up to what the jobs span, as a summary may. A heading it opens with ('PROFIL') names a section;
 * - a reorder or a removal adds no word: its lines after must be lines it had (apply-changes.ts checks them
 *   against the document again).
 */
export type Refusal = { kind: string; gate: GateName; detail: string };
export type OwnGateResult = { accepted: ChangeDraft[]; dropped: Refusal[] };

/** Moves of what is there: a section, a job's bullets, a skill line's items (the same words, kind-fits.ts). */
const MOVES: ReadonlySet<string> = new Set(['section_moved', 'bullets_reordered', 'skills_reordered']);
/** Lines the engine writes from the CV's facts, each with its evidence. */
const WRITTEN: ReadonlySet<string> = new Set([
  'title_aligned',
  'summary_lead',
  'skill_surfaced',
  'skill_spelling',
]);

export function gateOwnChanges(
  drafts: readonly ChangeDraft[],
  context: GateContext,
  judgeWritten: WrittenJudge = writtenJudge(context),
): OwnGateResult {
  const verdicts = new Map<ChangeDraft, Refusal | null>();
  const rewrites = drafts.filter(
    (d) => !MOVES.has(d.kind) && !WRITTEN.has(d.kind) && d.before !== '' && d.after !== '',
  );
  // one call for every rewrite: the gates read the CV once (two rewrites of one block are judged apart)
  for (const batch of byBlock(rewrites)) {
    const result = gateChanges(
      batch.map((d) => ({ block: d.block, kind: modelKind(d.kind), before: d.before, after: d.after })),
      context,
    );
    for (const draft of batch) {
      const refused = result.rejected.find((r) => r.block === draft.block);
      verdicts.set(draft, refused ? { kind: draft.kind, gate: refused.gate, detail: refused.detail } : null);
    }
  }
  const accepted: ChangeDraft[] = [];
  const dropped: Refusal[] = [];
  for (const draft of drafts) {
    let verdict = verdicts.get(draft);
    if (verdict === undefined) {
      if (MOVES.has(draft.kind) || draft.after === '')
        verdict = addsNothing(draft) ? null : { kind: draft.kind, gate: 'content', detail: 'a line added' };
      else verdict = judgeWritten(draft);
    }
    if (verdict) dropped.push(verdict);
    else accepted.push(draft);
  }
  return { accepted, dropped };
}

const modelKind = (kind: string): AiChangeKind =>
  (AI_CHANGE_KINDS as readonly string[]).includes(kind) ? (kind as AiChangeKind) : 'reworded';

/** Rewrites in batches of one change per block (the gates keep the first that passes on a block). */
function byBlock(drafts: readonly ChangeDraft[]): ChangeDraft[][] {
  const batches: ChangeDraft[][] = [];
  for (const draft of drafts) {
    const batch = batches.find((b) => !b.some((d) => d.block === draft.block));
    if (batch) batch.push(draft);
    else batches.push([draft]);
  }
  return batches;
}

/** A move or a removal: its lines after are lines it had before, its words the words it had. */
export function addsNothing(draft: ChangeDraft): boolean {
  if (draft.kind === 'section_moved' || draft.after === '') return true;
  if (draft.kind === 'skills_reordered') return sortedWords(draft.after) === sortedWords(draft.before);
  const before = draft.before.split('\n');
  const after = draft.after.split('\n');
  return after.length === before.length && after.every((line) => before.includes(line));
}

export type WrittenJudge = (draft: ChangeDraft) => Refusal | null;

/** The gates of a line written from the CV's facts, the CV read once for all the lines a plan writes. */
export function writtenJudge(context: GateContext): WrittenJudge {
  const { document } = context;
  const byText = new Map<string, { block: Block; section: string }>();
  for (const section of document.sections)
    for (const block of section.heading ? [section.heading, ...section.blocks] : section.blocks)
      if (!speaksToTheModel(block.text)) byText.set(block.text, { block, section: section.key });
  const commonWords = lowercaseWordsOf(withoutContacts([...byText.keys()].join('\n')));
  const years = experienceYears(document, context.now ?? new Date());
  // the same lines are cited by many checks (each skill of a lead is first checked alone): read once
  const read = new Map<string, Evidence>();
  // a line is judged once, whether a builder asks (without-refused.ts) or the plan's last pass
  const verdicts = new WeakMap<ChangeDraft, Refusal | null>();
  return (draft) => {
    const known = verdicts.get(draft);
    if (known !== undefined) return known;
    const verdict = judge(draft);
    verdicts.set(draft, verdict);
    return verdict;
  };
  function judge(draft: ChangeDraft): Refusal | null {
    const refuse = (gate: GateName, detail: string): Refusal => ({ kind: draft.kind, gate, detail });
    const cited = [...(draft.facts ?? draft.evidence ?? []), ...(draft.before ? [draft.before] : [])];
    const foreign = cited.find((line) => !byText.has(line));
    if (foreign) return refuse('shape', `evidence not in the CV: ${foreign}`);
    const evidence = unionOf(
      cited.map((line) => {
        let one = read.get(line);
        if (!one) {
          const found = byText.get(line)!;
          const block = { ...found.block, text: withoutWishes(line) };
          one = evidenceOf(
            { blocks: [{ block, section: found.section }], wholeCv: true, figureBlocks: [block] },
            years,
          );
          read.set(line, one);
        }
        return one;
      }),
    );
    const original = draft.before;
    const text = draft.after
      .split('\n')
      .filter((line) => sectionOfHeading(line) === undefined)
      .join(' ');
    const contact = firstMissing(contactsOf(text), contactsOf(original));
    if (contact) return refuse('contact', contact);
    const dates = evidence.datesMoved(datedOf(original), datedOf(text));
    if (dates) return refuse('dates', dates);
    const figures = figuresProblem(original, text, evidence);
    if (figures) return refuse('figures', figures);
    const level = levelsProblem(original, text, { section: 'summary', bullet: false }, evidence);
    if (level) return refuse('levels', level);
    const keyword = keywordAdded(original, text, context.missingKeywords, context.offerTerms ?? []);
    if (keyword) return refuse('keywords', keyword);
    // the offer's spelling of a skill the CV names otherwise is proven by the alias table (D22): read as such
    const own = (draft.aliases ?? []).reduce((t, alias) => t.split(alias).join(' '), text);
    const skill = firstMissing(skillsOf(own), evidence.skills);
    if (skill) return refuse('skills', skill);
    const names = newNames(own, { ...evidence.names, commonWords, isCommon: isCommonWord });
    if (names.length) return refuse('names', names.join(' '));
    return null;
  }
}

const sortedWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}#+.]+/gu) ?? [])
    .map((w) => w.replace(/\.$/, ''))
    .sort()
    .join(' ');

/**
 * What several cited lines prove together: what any of them proves (evidence-of.ts reads one scope; here each
 * line is read once, however many lines cite it). A date is moved when every line says so.
 */
function unionOf(parts: readonly Evidence[]): Evidence {
  const union = <T>(pick: (e: Evidence) => ReadonlySet<T>) => new Set(parts.flatMap((e) => [...pick(e)]));
  return {
    wholeCv: true,
    datesMoved: (before, after) => {
      if (parts.length === 0)
        return before.join(' ') === after.join(' ') ? undefined : 'a date without evidence';
      const verdicts = parts.map((e) => e.datesMoved(before, after));
      return verdicts.length > 0 && verdicts.every(Boolean) ? verdicts[0] : undefined;
    },
    spans: union((e) => e.spans),
    says: (q) => parts.some((e) => e.says(q)),
    codes: union((e) => e.codes),
    levels: union((e) => e.levels),
    skills: union((e) => e.skills),
    names: { words: union((e) => e.names.words), groups: union((e) => e.names.groups) },
  };
}
