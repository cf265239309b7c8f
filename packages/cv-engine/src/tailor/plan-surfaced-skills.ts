import { isLabelled, listJoint, withItems } from '../document/add-skill-change';
import type { ChangeDraft } from '../document/changes/change-draft';
import type { Block, CvDocument, DocumentSection } from '../document/cv-document';
import type { JobAnalysis } from '../job/analyze-job';
import { orderSkills } from '../rewrite/order-skills';
import { fold } from '../text/fold';
import { ITEM_KINDS, itemKinds, kindLabel } from './item-kinds';
import { isRole } from './lead-facts';
import type { OfferProofs, Proof } from './offer-proofs';
import { aliasesOf, offerSpelling, provesASkill, saysItAsTheOffer } from './offer-spelling';

/**
 * Changes — the must-haves the CV proves only in its sentences below its top third (a method in a bullet of an old
 * job, a certificate a job names) brought into the skills section in the offer's spelling, each with the line that
 * proves it (issue 23: a recruiter's first look falls on the title, the summary and the skills). Not those the CV
 * lists already anywhere (its skills, languages, certificates: LISTED), nor those the top third names, nor those
 * only a degree proves — the summary lead names the degree. Written as the section writes its items: one line per
 * must-have when it lists one skill a line (each its own change, which the user may reject alone; a bullet after
 * bullets, apply-changes.ts), else one line listing them all with the lines' separator, labelled when they are. A
 * CV without a skills section gets a line per kind of item after its summary, or its header, labelled by what they
 * are (item-kinds.ts).
 */
const TOP_THIRD: ReadonlySet<string> = new Set(['header', 'summary', 'skills', 'softSkills']);
/**
 * Sections that list what the person has (skills, languages, certificates and licences, a heading the reading does
 * not know: 'Permis et titres'): a must-have listed there is shown already, under any spelling the proof knows —
 * written again elsewhere it reads twice ('Frans' under « Talen » and again below « Software »). Only what a job's,
 * a project's or the profile's sentences prove is brought forward.
 */
const LISTED: ReadonlySet<string> = new Set(['skills', 'softSkills', 'languages', 'certifications', 'other']);
/** A skills section lists its items in lines when most of its lines hold a separator. */
const LIST = /[,;·•|]/;
const MAX_SURFACED = 8;

export function planSurfacedSkills(
  document: CvDocument,
  job: JobAnalysis,
  proofs: OfferProofs,
  // whether the offer's spelling may stand for the CV's words (spelling-judge.ts)
  allowed: (offer: string, cv: string, alias: boolean) => boolean = () => true,
  // the CV's title and positions
  roles: readonly string[] = [],
): ChangeDraft[] {
  const sectionOf = new Map<string, DocumentSection>();
  for (const section of document.sections)
    for (const block of section.blocks) sectionOf.set(block.id, section);
  const onTop = (id: string) => TOP_THIRD.has(sectionOf.get(id)?.key ?? '');
  const blockOf = (id: string) => sectionOf.get(id)?.blocks.find((b) => b.id === id);
  const surfaced: Surfaced[] = [];
  const seen = new Set<string>();
  for (const proof of proofs.proofs) {
    // on top already in the offer's words; on top under the CV's own ('Data-driven' in the profile for 'analytical
    // skills'), the offer's words go to the skills beside them — but not the CV's role, which its title says: a
    // role is no skill ('Head chef (Cheffe de cuisine)'), the lead names it in the offer's words
    // (the skills' own lines take the offer's spelling beside the CV's, plan-skill-spellings.ts)
    const onTopAs = saysItAsTheOffer(proof) || isRole(proof.spelling, roles);
    const listed = proof.blocks.some((id) => LISTED.has(sectionOf.get(id)?.key ?? ''));
    if (!proof.mustHave || !provesASkill(proof) || listed || (onTopAs && proof.blocks.some(onTop))) continue;
    // the line that proves it, what the person did before what they list
    const lines = proof.blocks
      .filter((id) => sectionOf.get(id)?.key !== 'education')
      .sort((a, b) => Number(onTop(a)) - Number(onTop(b)));
    const line = lines[0] && blockOf(lines[0]);
    const text = offerSpelling(proof);
    // two must-haves proven by the same words ('teamwork' and 'cross-functional teams') are brought once
    const key = fold(proof.spelling);
    if (!line || !text || seen.has(key) || !allowed(text, proof.spelling, proof.term.skill !== null))
      continue;
    seen.add(key);
    surfaced.push({ text, proof, line });
  }
  // in the order the skills' reorder would give them, so that a generation on its own output moves nothing
  const chosen = inOfferOrder(surfaced.slice(0, MAX_SURFACED), job);
  if (chosen.length === 0) return [];
  const skills = document.sections.filter((s) => s.key === 'skills' && s.heading);
  const target = skills[skills.length - 1];
  const anchor = target && (target.blocks[target.blocks.length - 1] ?? target.heading!);
  const listed = target && target.blocks.filter((b) => LIST.test(b.text)).length * 2 > target.blocks.length;
  // one skill a line: each its own change, which the gates judge alone
  if (anchor && !listed)
    return chosen.map((c) => ({
      kind: 'skill_surfaced',
      section: 'skills',
      block: anchor.id,
      before: '',
      after: capitalise(c.text),
      evidence: [c.line.text],
      detail: [c.proof.term.word],
      aliases: aliasesOf([c]),
    }));
  // a section that is one list line ('Chronotachygraphe | Gestion des stocks | …'): at its end, with its separator
  // and its capitals (applied on the line as the other changes leave it, as a ticked skill is: apply-changes.ts) —
  // not after a full stop, where items would follow a sentence
  if (anchor && target.blocks.length === 1 && anchor !== target.heading && !/[.!?]$/.test(anchor.text)) {
    const capitals = /^\P{L}*\p{Lu}/u.test(anchor.text);
    const items = chosen.map((c) => (capitals ? capitalise(c.text) : c.text));
    return [
      {
        ...listLine(anchor.id, chosen, anchor.text),
        before: anchor.text,
        after: withItems(anchor.text, items),
      },
    ];
  }
  // a list of several lines: one line of them all, in the lines' own form — labelled as they are ('Outils : Git,
  // Docker' then 'Compétences : Jira'), its items parted by their separator ('SQL | Python' then 'dbt | Airflow')
  const lines = target?.blocks.filter((b) => LIST.test(b.text)) ?? [];
  if (anchor && lines.filter((b) => isLabelled(b.text)).length * 2 > lines.length)
    return labelledLines(anchor, job, chosen, (id) => sectionOf.get(id));
  if (anchor) return [listLine(anchor.id, chosen, lines[lines.length - 1]?.text ?? '')];
  const summaries = document.sections.filter((s) => s.key === 'summary');
  const host = summaries[summaries.length - 1] ?? document.sections[0]!;
  return labelledLines(host.blocks[host.blocks.length - 1] ?? host.heading, job, chosen, (id) =>
    sectionOf.get(id),
  );
}

function listLine(anchor: string, chosen: readonly Surfaced[], like: string): ChangeDraft {
  return {
    kind: 'skill_surfaced',
    section: 'skills',
    block: anchor,
    before: '',
    after: capitalise(chosen.map((c) => c.text).join(listJoint(like))),
    evidence: [...new Set(chosen.map((c) => c.line.text))],
    detail: chosen.map((c) => c.proof.term.word),
    aliases: aliasesOf(chosen),
  };
}

type Surfaced = { text: string; proof: Proof; line: Block };

/**
 * A CV without a skills section (after its summary, or its header), or one whose lines are labelled: a line per
 * kind of item, each labelled by what its items are ('Compétences : …', 'Permis et certifications : FCO',
 * 'Langues : Anglais'), in the offer's language — each its own change, which the user may reject alone.
 */
function labelledLines(
  anchor: Block | undefined,
  job: JobAnalysis,
  chosen: readonly Surfaced[],
  sectionOf: (block: string) => DocumentSection | undefined,
): ChangeDraft[] {
  const kinds = itemKinds(chosen, sectionOf);
  return ITEM_KINDS.flatMap((kind) => {
    const items = chosen.filter((_, i) => kinds[i] === kind);
    if (items.length === 0) return [];
    const texts = items.map((c) => c.text);
    const label = kindLabel(kind, texts, job.language);
    return [
      {
        kind: 'skill_surfaced' as const,
        section: 'skills',
        block: anchor?.id ?? null,
        before: '',
        after: `${label}${job.language === 'french' ? ' : ' : ': '}${texts.join(', ')}`,
        evidence: [...new Set(items.map((c) => c.line.text))],
        detail: items.map((c) => c.proof.term.word),
        aliases: aliasesOf(items),
      },
    ];
  });
}

const capitalise = (text: string) =>
  /^\p{Ll}/u.test(text) ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;

function inOfferOrder(items: readonly Surfaced[], job: JobAnalysis): Surfaced[] {
  const [line] = orderSkills(items.map((i) => i.text).join(', '), job).lines;
  const order = line?.items ?? [];
  return [...items].sort((a, b) => order.indexOf(a.text) - order.indexOf(b.text));
}
