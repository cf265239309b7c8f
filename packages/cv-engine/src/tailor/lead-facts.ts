import type { ParsedCv } from '@cv/contracts';
import { NOT_A_ROLE } from '../data/lead-patterns';
import { ROLE_NOUNS } from '../data/role-nouns';
import type { Block, CvDocument, DocumentEntry, DocumentSection } from '../document/cv-document';
import { experienceYears } from '../document/gates/experience-years';
import type { JobAnalysis } from '../job/analyze-job';
import { hasDegreeWord } from '../parse/entry-words';
import { alignTitle } from '../rewrite/align-title';
import { fold } from '../text/fold';
import { holdsEveryRoot, sharesARoot } from '../text/shares-a-root';
import { ownSummary } from '../text/summary-leads';
import { blockRelevance } from './block-relevance';
import { experienceSpan, isNotYetJob } from './experience-span';
import { holdsWhole, type OfferProofs, type Proof } from './offer-proofs';
import { offerPart, offerSpelling, type ProofKind, proofKind, provesASkill } from './offer-spelling';

/**
 * The facts a headline and a summary lead are built from, each with the CV line that says it (issue 23):
 * - the role: the offer's title when the CV bears out every word of it (rewrite/align-title.ts), in the CV's
 *   spelling; else the CV's own title (its first part: 'Data-analist · SQL · Python' is a Data-analist); else its
 *   latest job's position;
 * - its years of experience (experience-span.ts) in the jobs that bear on the offer (a bus driver's years in a
 *   shop are not years at the wheel), no more than the gates allow, unless its title or summary already says its
 *   years; none when unsure (a period not read, a start the CV states that they contradict);
 * - the must-haves it proves, in the offer's spelling (offer-spelling.ts): names (tools, certifications, licences)
 *   and skills of a few words — not its languages, soft skills or single common words ('database', 'launching':
 *   those go to the skills), not its roles ('head chef' for 'Cheffe de cuisine': the role is said), not what
 *   only its degrees prove (the degree is named itself);
 * - its degrees as written, without school or options: those that prove a must-have of the offer (two at most),
 *   else the first that bears on the offer, else its first;
 * - the offer's words for its role when the CV's role proves a must-have the offer names otherwise (the alias
 *   table: 'Cheffe de cuisine' for 'Head Chef'), so that a lead may say both.
 */
export type Fact = { readonly text: string; readonly evidence: readonly string[] };
export type SkillFact = Fact & { readonly proof: Proof; readonly kind: ProofKind };
/** Years, and whether every job they count is of the lead's role: else they are not years 'as' the role. */
export type YearsFact = Fact & { readonly ofRole: boolean };
export type LeadFacts = {
  readonly role: Fact | null;
  readonly roleIsOffers: boolean;
  /** The line the reading took for the CV's title names a role (readsAsRole): not a logo's word ('europass'). */
  readonly titleIsRole: boolean;
  /**
   * The role is the offer's, or the line that names it proves a must-have or a word of the offer's title
   * ('Payroll Administrator' for a payroll post, 'Elektricien-installateur' for an 'Elektricien residentieel').
   */
  readonly roleIsAsked: boolean;
  /** The offer's words for the CV's role ('Head Chef' for 'Cheffe de cuisine'), when the alias table proves it. */
  readonly roleInOffer: string | null;
  readonly years: YearsFact | null;
  readonly skills: readonly SkillFact[];
  readonly degrees: readonly Fact[];
  /** One of the degrees proves a must-have ('Master MEEF', 'Bachelor of Science'). */
  readonly degreeIsAsked: boolean;
};
const MAX_DEGREES = 2;

/**
 * Names of qualifications the reading's degree words (parse/entry-words.ts) leave to their context: the French
 * 'Brevet professionnel' and 'Titre professionnel', an institute's 'Professional Qualification', a 'bachelor' or a
 * 'getuigschrift' in lower case (folded).
 */
const MORE_DEGREES = /\b(?:brevet|titre professionnel|qualification|bachelor|master|getuigschrift|diplom)/;
/** A role or a degree longer than this is a sentence, not a name. */
const MAX_NAME_WORDS = 10;
// '7 ans d’expérience', 'five years', 'trente ans de carrière', '10+ jaar': the CV says its years itself
const SAYS_YEARS = new RegExp(
  `(?:\\d+\\+?|${[
    ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
    ...['fifteen', 'twenty', 'thirty', 'forty', 'un', 'deux', 'trois', 'quatre', 'cinq', 'sept', 'huit'],
    ...['neuf', 'dix', 'onze', 'douze', 'quatorze', 'quinze', 'seize', 'vingt', 'trente', 'quarante'],
    ...['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'],
    ...['vijftien', 'twintig', 'dertig', 'veertig'],
  ].join('|')})\\s+(?:ans|années|years?|jaar)\\b`,
  'iu',
);
// 'depuis 2017', 'since March 2017', 'sinds 2017': the CV says when its career began
const SAYS_SINCE = /\b(?:depuis|since|sinds|vanaf)\s+(?:(?:\p{L}+\.?\s+)?(?:19|20)\d{2})\b/giu;

/**
 * The years a lead would state agree with a start the CV states itself ('Avocate en droit social depuis 2017'):
 * told apart by at most the months of that year a reader cannot see. Else the lead says no number — the reader
 * would take one of the two for a mistake.
 */
function agreesWithStart(span: number, own: string, now: Date): boolean {
  return Array.from(own.matchAll(SAYS_SINCE), (m) => Number(m[0].match(/(?:19|20)\d{2}/)![0])).every(
    (year) => span === now.getFullYear() - year || span === now.getFullYear() - year - 1,
  );
}

/** Where the line that proves a skill is best taken from: what the person did, then what they hold. */
const EVIDENCE_RANK: Readonly<Record<string, number>> = {
  experience: 0,
  projects: 0,
  volunteering: 0,
  achievements: 1,
  certifications: 1,
  education: 1,
  languages: 1,
  skills: 2,
  softSkills: 2,
};

export function leadFacts(
  document: CvDocument,
  cv: ParsedCv,
  job: JobAnalysis,
  proofs: OfferProofs,
  now: Date,
): LeadFacts {
  const sectionOf = new Map<string, DocumentSection>();
  const blockOf = new Map<string, Block>();
  for (const section of document.sections)
    for (const block of section.blocks) {
      sectionOf.set(block.id, section);
      blockOf.set(block.id, block);
    }
  const blocks = [...blockOf.values()];
  const lineOf = (text: string) =>
    text ? blocks.find((b) => fold(b.text).includes(fold(text)))?.text : undefined;
  const role = roleOf(cv, job, lineOf);
  const summary = document.sections.filter((s) => s.key === 'summary').flatMap((s) => s.blocks);
  const own = [cv.title, ownSummary(summary.map((b) => b.text).join('\n'))].join('\n');
  const entries = document.sections.flatMap((s) => s.entries ?? []);
  const bears = (entry: DocumentEntry) =>
    entry.blocks.some((id) => blockRelevance(proofs, id) > 0) ||
    (role !== null && sharesARoot(entry.position, role.text));
  const counted = entries.some((e) => e.period && bears(e)) ? bears : () => true;
  // no more than the gates let any summary say of the jobs' span (gates/experience-years.ts, counted by years):
  // the lead passes the gates a model's summary passes
  const dated = experienceSpan(document, now, counted);
  const span = dated === null ? null : Math.min(dated, experienceYears(document, now));
  const jobs = entries.filter((e) => e.period && counted(e));
  const periods = jobs.map((e) => lineOf(e.period!)).filter((line): line is string => line !== undefined);
  // (every word of the role: years as 'verpleegkundige chirurgie' are no years as 'verpleegkundige geriatrie', nor
  // years as 'pharmacien assistant' years as 'pharmacien adjoint')
  const ofRole = role !== null && jobs.every((e) => isNotYetJob(e) || holdsEveryRoot(e.position, role.text));
  const years =
    span !== null &&
    span >= 1 &&
    !SAYS_YEARS.test(own) &&
    agreesWithStart(span, own, now) &&
    periods.length > 0
      ? { text: String(span), evidence: periods, ofRole }
      : null;
  const evidenceOf = (proof: Proof) => {
    const ranked = [...proof.blocks].sort((a, b) => rank(sectionOf.get(a)) - rank(sectionOf.get(b)));
    return ranked.slice(0, 1).map((id) => blockOf.get(id)!.text);
  };
  const roles = [role?.text ?? '', cv.title, ...cv.experience.map((e) => e.position)].filter(Boolean);
  const skills: SkillFact[] = [];
  for (const proof of proofs.proofs) {
    if (!proof.mustHave || !provesASkill(proof) || isRole(proof.spelling, roles)) continue;
    if (!proof.blocks.some((id) => sectionOf.get(id)?.key !== 'education')) continue;
    const text = offerSpelling(proof);
    if (text && !skills.some((s) => fold(s.proof.spelling) === fold(proof.spelling)))
      skills.push({ text, evidence: evidenceOf(proof), proof, kind: proofKind(proof) });
  }
  // a term of the offer's own title ('elektricien' of 'Elektricien residentieel')
  const inTitle = (proof: Proof) => holdsWhole(fold(job.title), fold(proof.term.word));
  const proofsOfLine = (line: string) =>
    proofs.ofBlock.get(blocks.find((b) => b.text === line)?.id ?? '') ?? [];
  const degrees = degreesOf(cv, lineOf, proofsOfLine);
  return {
    role: role?.fact ?? null,
    roleIsOffers: role?.offers ?? false,
    titleIsRole: readsAsRole(cv),
    roleIsAsked:
      role !== null &&
      (role.offers ||
        role.fact.evidence.some((line) => proofsOfLine(line).some((p) => p.mustHave || inTitle(p)))),
    roleInOffer: role && !role.offers ? offerWordsForRole(role.text, proofs, job) : null,
    years,
    skills: skills.filter(
      (s) => s.kind === 'name' || (s.kind === 'skill' && s.text.includes(' ') && !namesARole(s.text)),
    ),
    degrees,
    degreeIsAsked: degrees.some((d) => proofsOfLine(d.evidence[0]!).some((p) => p.mustHave)),
  };
}

/**
 * The offer's words for the CV's role: a must-have of the alias table that the role's own words prove and that
 * names it otherwise ('Head Chef' for 'Cheffe de cuisine'; 'Boekhouder-fiscalist' is the same words, not
 * another name). Written as the offer's title writes it when the two are one.
 */
function offerWordsForRole(role: string, proofs: OfferProofs, job: JobAnalysis): string | null {
  const proof = proofs.proofs.find(
    (p) =>
      p.mustHave &&
      p.term.skill !== null &&
      isRole(p.spelling, [role]) &&
      !sharesARoot(p.term.word, role) &&
      !sharesARoot(p.term.word, p.spelling),
  );
  if (!proof) return null;
  return job.title && fold(job.title) === fold(proof.term.word) ? job.title : proof.term.word;
}

/** 'practice supervisor', 'référente qualité': a role held, said as a role, not as a field (data/role-nouns.ts). */
function namesARole(skill: string): boolean {
  const words = fold(offerPart(skill))
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return ROLE_NOUNS.has(words[0] ?? '') || ROLE_NOUNS.has(words[words.length - 1] ?? '');
}

const rank = (section: DocumentSection | undefined) => EVIDENCE_RANK[section?.key ?? ''] ?? 3;

function roleOf(
  cv: ParsedCv,
  job: JobAnalysis,
  lineOf: (text: string) => string | undefined,
): { fact: Fact; offers: boolean; text: string } | null {
  const support = [
    cv.title,
    ...cv.experience.map((e) => e.position),
    ownSummary(cv.summary),
    cv.technicalSkills,
  ];
  const title = readsAsRole(cv) ? cv.title : '';
  const aligned = job.title ? alignTitle(title, job.title, support.join('\n')) : null;
  const own =
    title
      .split(/\s+[—–|·•]\s+|\s+-\s+/)[0]
      ?.replace(/\s*\(.*$/, '')
      .trim() ?? '';
  const latest = cv.experience.find((e) => e.position.trim())?.position.trim() ?? '';
  const candidates: [string, boolean, string | undefined][] = [
    [aligned?.supported ? aligned.title : '', true, (title && lineOf(title)) || lineOf(latest)],
    [own, false, title && lineOf(title)],
    [latest, false, lineOf(latest)],
  ];
  for (const [text, offers, line] of candidates)
    if (text && line && text.split(/\s+/).length <= MAX_NAME_WORDS)
      return { fact: { text, evidence: offers ? supportOf(text, line, lineOf) : [line] }, offers, text };
  return null;
}

/**
 * The line the reading took for the CV's title names a role: none of the lines outside its body a reading may take
 * for it (a date above the name, a running footer, a file name: data/lead-patterns.ts NOT_A_ROLE), not the person's
 * name, and a role its jobs or its profile speak of — a title sharing no word's root with any ('Thomas Mulder' when
 * the contact lines came first) is a line the reading misplaced; the latest job's position then names the role.
 */
function readsAsRole(cv: ParsedCv): boolean {
  const title = cv.title.trim();
  if (!title || NOT_A_ROLE.some((pattern) => pattern.test(title))) return false;
  if (cv.name && fold(cv.name) === fold(title)) return false;
  const spoken = [...cv.experience.map((e) => e.position), ownSummary(cv.summary)];
  return spoken.every((text) => !text.trim()) || spoken.some((text) => sharesARoot(title, text));
}

/** The offer's title bears out by the CV's lines: its title's, and those that say its other words ('Node.js'). */
function supportOf(title: string, line: string, lineOf: (text: string) => string | undefined): string[] {
  const own = fold(line);
  const others = (title.match(/[\p{L}\p{N}]+(?:[./+#-][\p{L}\p{N}]+)*/gu) ?? [])
    .filter((word) => word.length > 1 && !own.includes(fold(word)))
    .map((word) => lineOf(word))
    .filter((l): l is string => l !== undefined);
  return [...new Set([line, ...others])];
}

function degreesOf(
  cv: ParsedCv,
  lineOf: (text: string) => string | undefined,
  proofsOf: (line: string) => readonly Proof[],
): Fact[] {
  const degrees: Fact[] = [];
  for (const education of cv.education) {
    // its name: before a school or an option ('Master Informatique, parcours …', 'BEP Vente (Lycée …'), without
    // the brackets that end it ('Master Leraar aardrijkskunde (eerstegraads)') — a bracket inside the name is
    // part of it ('BSc (Hons) Adult Nursing' is no 'BSc')
    const parts = education.degree.split(/,\s+|\s+[—–]\s+/).map((p) =>
      p
        .replace(/\s*\([^)]*\)\s*$/, '')
        .replace(/\s*\([^)]*$/, '')
        .trim(),
    );
    // 'B.Tech, Computer Science and Engineering': a degree's name of one word goes on with its field
    const text = (parts[0]!.split(/\s+/).length <= 1 && parts[1] ? parts.slice(0, 2).join(', ') : parts[0])!;
    const line = text && lineOf(text);
    // a degree by its name ('Master', 'BTS', 'Diplôme', 'Bachelor'): not a line the reading took for one
    if (
      line &&
      (hasDegreeWord(text) || MORE_DEGREES.test(fold(text))) &&
      text.split(/\s+/).length <= MAX_NAME_WORDS
    )
      degrees.push({ text, evidence: [line] });
  }
  const asked = degrees.filter((d) => proofsOf(d.evidence[0]!).some((p) => p.mustHave));
  if (asked.length > 0) return asked.slice(0, MAX_DEGREES);
  const first = degrees.find((d) => proofsOf(d.evidence[0]!).length > 0) ?? degrees[0];
  return first ? [first] : [];
}

/**
 * A proof that is one of the CV's roles ('Cheffe de cuisine' for 'head chef'), part of one of a few words
 * ('Product Manager' for 'product management'), or holds one ('boekhouder-fiscalist'); 'Java' in 'Full Stack Java
 * Developer' is a skill.
 */
export function isRole(spelling: string, roles: readonly string[]): boolean {
  const own = plain(spelling);
  const words = own.split(/\s+/).length;
  let folded = plainRoles.get(roles);
  if (!folded) {
    folded = roles.map(plain);
    plainRoles.set(roles, folded);
  }
  return folded.some((role) => own.includes(role) || (words >= 2 && role.includes(own)));
}

const plain = (text: string) => fold(text).replace(/[-‐]/g, ' ');
// a plan asks about the same roles for every proof: folded once
const plainRoles = new WeakMap<readonly string[], readonly string[]>();
