import type { ChangeDraft } from '../document/changes/change-draft';
import type { CvDocument } from '../document/cv-document';
import type { JobAnalysis } from '../job/analyze-job';
import { SECTION_LABELS } from '../rewrite/section-labels';
import { fold } from '../text/fold';
import { SUMMARY_LEAD_LINE } from '../text/summary-leads';
import type { LeadFacts } from './lead-facts';
import { aliasesOf } from './offer-spelling';
import { isOwnLead, LEAD_SKILLS, writeSummaryLead } from './write-summary-lead';

/**
 * Change — a summary lead built only from the CV's facts (lead-facts.ts), in the offer's language
 * (write-summary-lead.ts), on top of the summary. It names the must-haves the headline does not (the first ones
 * when it names them all), so the two read as one. A summary that opens as our leads do is left alone: never a
 * lead doubled, never a sentence of the person's replaced. A CV without a summary gets one: the heading in the offer's language and the lead, after its header —
 * one change, which the user may reject whole.
 */
const MIN_SKILLS = 2;

export function planSummaryLead(
  document: CvDocument,
  job: JobAnalysis,
  facts: LeadFacts,
  inHeadline: readonly string[],
): ChangeDraft | null {
  const header = document.sections[0];
  // what the title line and the degree already say is not said again
  const title = fold(header?.blocks.map((b) => b.text).join(' ') ?? '');
  const degree = fold(facts.degrees.map((d) => d.text).join(' '));
  const fresh = facts.skills.filter(
    (s) => !inHeadline.includes(s.text) && !title.includes(fold(s.text)) && !degree.includes(fold(s.text)),
  );
  const said = facts.skills.filter((s) => !degree.includes(fold(s.text)));
  const skills = (fresh.length > 0 ? fresh : said).slice(0, LEAD_SKILLS);
  const seed = header?.blocks[0]?.text ?? '';
  const lead = writeSummaryLead(
    facts,
    job.language,
    seed,
    skills.map((s) => s.text),
  );
  // a lead aimed at this offer: its role (the offer's title, or a role the offer asks for), at least two of its
  // must-haves (the headline may name some), or a degree it asks for (an accountant's CV for a marketing offer gets
  // no lead naming one soft skill)
  const aimed = facts.roleIsAsked || said.length >= MIN_SKILLS || facts.degreeIsAsked;
  if (!lead || !facts.role || !aimed) return null;
  const named = [
    ...facts.role.evidence,
    ...skills.flatMap((s) => s.evidence),
    ...facts.degrees.flatMap((d) => d.evidence),
  ];
  const evidence = [...new Set([...named, ...(facts.years?.evidence ?? [])])];
  const aliases = [...aliasesOf(skills), ...(facts.roleInOffer ? [facts.roleInOffer] : [])];
  const lines = { evidence, facts: [...new Set(named)], aliases };
  const summary = document.sections.find((s) => s.key === 'summary' && s.heading);
  if (summary) {
    const first = summary.blocks[0];
    // a lead of ours from an earlier generation: left as it is (it may be the person's own sentence, which a
    // lead never replaces); the labelled lines of the engine before are ours alone, and replaced
    if (first && isOwnLead(first.text, [facts.role.text, ...facts.role.evidence])) return null;
    const earlier = first && SUMMARY_LEAD_LINE.test(first.text) ? first : undefined;
    return {
      kind: 'summary_lead',
      section: 'summary',
      block: earlier?.id ?? summary.heading!.id,
      before: earlier?.text ?? '',
      after: lead,
      ...lines,
    };
  }
  // no summary anywhere (not even one under a heading we do not know): one after the header
  if (document.sections.some((s) => s.key === 'summary') || !header || header.key !== 'header') return null;
  const last = header.blocks[header.blocks.length - 1];
  if (!last) return null;
  return {
    kind: 'summary_lead',
    section: 'summary',
    block: last.id,
    before: '',
    after: `${SECTION_LABELS[job.language].summary.toLocaleUpperCase()}\n${lead}`,
    ...lines,
  };
}
