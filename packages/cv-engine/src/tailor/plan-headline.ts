import type { ParsedCv } from '@cv/contracts';
import type { ChangeDraft } from '../document/changes/change-draft';
import type { CvDocument } from '../document/cv-document';
import { contactsOf } from '../document/gates/contacts-of';
import { fold } from '../text/fold';
import type { LeadFacts } from './lead-facts';
import { aliasesOf } from './offer-spelling';

/**
 * Change — a headline aimed at the offer, from the CV's facts (issue 23): the title line takes the offer's title
 * when the CV bears out every word of it and the new title keeps every word of the CV's own (a title change never
 * loses '7 ans d’expérience'), and is followed by up to HEADLINE_SKILLS must-haves the CV proves that it does not
 * name yet — names of tools, certifications and licences, not soft skills nor languages ('Data-analist · SQL ·
 * Python · Power BI', 'Qualified Electrician · 18th Edition · NVQ (JIB Gold Card)'). A CV without
 * a title line gets one under its name: its role and those must-haves, or its role alone when the offer asks for it. Skills written with the CV's own words in
 * brackets are left to the lead and the skills: a headline stays short.
 */
const HEADLINE_SKILLS = 3;
const MAX_HEADLINE = 90;

export function planHeadline(
  document: CvDocument,
  cv: ParsedCv,
  facts: LeadFacts,
): { draft: ChangeDraft | null; named: string[] } {
  const header = document.sections[0];
  if (header?.key !== 'header' || header.blocks.length === 0 || !facts.role)
    return { draft: null, named: [] };
  // a line the reading took for a title but that names no role ('europass' over a Europass CV, the person's
  // name) is not aimed: the headline goes under the name, as for a CV without a title
  const own = facts.titleIsRole ? cv.title : '';
  const titleBlock = own ? header.blocks.find((b) => fold(titleCell(b.text)) === fold(own)) : undefined;
  // a title the reading names but no line holds as such: better no headline than a second title
  if (own && !titleBlock) return { draft: null, named: [] };
  // a title line of two columns ('Front-End Developer⇥§ bwayne'): the headline is its first cell, the rest kept
  const title = titleBlock && titleCell(titleBlock.text);
  const rest = titleBlock ? titleBlock.text.slice(title!.length) : '';
  const role = facts.role.text;
  const base = title && !(facts.roleIsOffers && keepsEveryWord(title, role)) ? title : role;
  const candidates = facts.skills.filter(
    (s) => s.kind === 'name' && !s.text.includes('(') && !fold(base).includes(fold(s.text)),
  );
  let named = candidates.slice(0, HEADLINE_SKILLS);
  while (
    named.length > 0 &&
    withSkills(
      base,
      named.map((s) => s.text),
    ).length > MAX_HEADLINE
  )
    named = named.slice(0, -1);
  const after = `${withSkills(
    base,
    named.map((s) => s.text),
  )}${rest}`;
  const evidence = [
    ...new Set([...(base === role ? facts.role.evidence : []), ...named.flatMap((s) => s.evidence)]),
  ];
  const names = named.map((s) => s.text);
  if (titleBlock) {
    if (fold(after) === fold(titleBlock.text)) return { draft: null, named: [] };
    return {
      draft: {
        kind: 'title_aligned',
        section: 'header',
        block: titleBlock.id,
        before: titleBlock.text,
        after,
        evidence,
        aliases: aliasesOf(named),
      },
      named: names,
    };
  }
  const name = header.blocks[0]!;
  // under the name, when the name is a line of its own (not a contact line a CV opened with): the role and the
  // must-haves it proves, or the role alone when it is what the offer asks for ('Payroll Administrator' for a
  // payroll post) — a role the offer does not ask for is no headline aimed at it
  if (contactsOf(name.text).size > 0 || (named.length === 0 && !facts.roleIsAsked))
    return { draft: null, named: [] };
  return {
    draft: {
      kind: 'title_aligned',
      section: 'header',
      block: name.id,
      before: '',
      after,
      evidence,
      aliases: aliasesOf(named),
    },
    named: names,
  };
}

/**
 * The title with skills: after its own list ('Data-analist · SQL · Python' → '… · Power BI'); else after its first
 * part, before what it says next ('Développeuse Full-Stack · PostgreSQL · AWS — 7 ans d’expérience'); else after a
 * dash ('Zorgkundige — …').
 */
function withSkills(title: string, skills: readonly string[]): string {
  if (skills.length === 0) return title;
  const list = skills.join(' · ');
  if (title.includes(' · ')) return `${title} · ${list}`;
  const dash = /\s[—–|]\s/.exec(title);
  if (dash) return `${title.slice(0, dash.index)} · ${list}${title.slice(dash.index)}`;
  return `${title} — ${list}`;
}

/** A line's first cell: what precedes a tab (the next column of a two-column header), else the whole line. */
const titleCell = (text: string) => text.split('\t')[0]!.trimEnd();

function keepsEveryWord(before: string, after: string): boolean {
  const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = new Set(words(after));
  return words(before).every((word) => kept.has(word));
}
