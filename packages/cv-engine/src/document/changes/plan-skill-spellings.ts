import type { JobAnalysis } from '../../job/analyze-job';
import { type KeywordPresence, matchJobKeywords } from '../../keywords/match-job-keywords';
import { fold } from '../../text/fold';
import { sharesARoot } from '../../text/shares-a-root';
import type { Block, CvDocument, DocumentSection } from '../cv-document';
import type { ChangeDraft } from './change-draft';

/**
 * Changes — the offer's spelling beside a skill the CV has under another name (issue 14, D22): the CV says
 * 'intégration continue', the offer 'CI/CD', so the line reads 'intégration continue (CI/CD)'. Honest — the
 * CV had the skill — and what an ATS's exact matching needs. Only skills of the alias table found through
 * another of their names, once per skill, in a line of the skills section that names it (a job's header or a
 * bullet keeps its own wording); never when the line already holds the offer's spelling, for a phrase
 * rather than a skill's name, nor for a mere variant of the same words (a plural, another ending).
 */
// Only the skill lists: a job's header or an achievement's wording is the CV's own, kept as written.
const PLACES: readonly string[] = ['skills'];

export function planSkillSpellings(
  document: CvDocument,
  job: JobAnalysis,
  cvText: string,
  // the plan reads it once for every move (tailor/offer-proofs.ts)
  presence: readonly KeywordPresence[] = matchJobKeywords(job, cvText),
  // whether the offer's spelling may stand for the CV's words (tailor/spelling-judge.ts: the gates' checks)
  allowed: (offer: string, cv: string, alias: boolean) => boolean = () => true,
): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  const edited = new Map<string, string>();
  presence.forEach((p, i) => {
    const term = job.keywords[i];
    if (!term?.skill || !p.found || p.exact || !p.cvSpelling) return;
    const spelling = p.cvSpelling;
    if (!isNameOfASkill(p.keyword) || sharesARoot(p.keyword, spelling) || !allowed(p.keyword, spelling, true))
      return;
    const target = findBlock(document, spelling, edited);
    if (!target) return;
    const { block, section } = target;
    const current = edited.get(block.id) ?? block.text;
    if (fold(current).includes(fold(p.keyword))) return;
    const at = itemAt(current, spelling);
    const after = `${current.slice(0, at + spelling.length)} (${p.keyword})${current.slice(at + spelling.length)}`;
    edited.set(block.id, after);
    const existing = drafts.findIndex((d) => d.block === block.id);
    const draft: ChangeDraft = {
      kind: 'skill_spelling',
      section: section.key,
      block: block.id,
      before: block.text,
      after,
      aliases: [...(drafts[existing]?.aliases ?? []), p.keyword],
    };
    if (existing === -1) drafts.push(draft);
    else drafts[existing] = draft;
  });
  return drafts;
}

function findBlock(
  document: CvDocument,
  spelling: string,
  edited: ReadonlyMap<string, string>,
): { block: Block; section: DocumentSection } | undefined {
  for (const key of PLACES)
    for (const section of document.sections) {
      if (section.key !== key) continue;
      const block = section.blocks.find((b) => itemAt(edited.get(b.id) ?? b.text, spelling) !== -1);
      if (block) return { block, section };
    }
  return undefined;
}

/**
 * Where the CV's words stand as a whole item of the line, the offer's spelling then written after them: not a
 * part of a longer name ('Spring' of 'Spring Boot' would read 'Spring (back-end) Boot'), nor inside brackets
 * ('SQL (MySQL, MongoDB)': a second bracket in the first reads as a typo). -1 when they do not.
 */
function itemAt(text: string, spelling: string): number {
  for (let at = text.indexOf(spelling); at !== -1; at = text.indexOf(spelling, at + 1)) {
    const before = text.slice(0, at);
    const open = (before.match(/[([]/g) ?? []).length - (before.match(/[)\]]/g) ?? []).length;
    const after = text.slice(at + spelling.length);
    if (open <= 0 && !/[\p{L}\p{N}]$/u.test(before) && ITEM_END.test(after)) return at;
  }
  return -1;
}

/** What may follow an item: the line's end, a list's separator, or 'and' before its last item. */
const ITEM_END = /^(?:\s*$|\s*[,;|·•]|\s+\/|\s+(?:and|et|en|&)\s)/u;

/** A skill's name, not a phrase ('CI/CD', 'Google Cloud', 'continuous integration' — not 'partager vos connaissances'). */
const isNameOfASkill = (keyword: string) =>
  keyword.split(/\s+/).length <= 2 || /[\p{Lu}\d/+#.]/u.test(keyword);
