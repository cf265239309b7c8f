import { LANGUAGE_NAMES } from '../data/language-names';
import { DEGREES } from '../data/skill-aliases';
import { skillsOf } from '../document/gates/skills-of';
import type { JobTerm } from '../keywords/extract-job-terms';
import { matchJobKeywords } from '../keywords/match-job-keywords';
import { hasJobTitleWord } from '../parse/entry-words';
import { fold } from '../text/fold';

/**
 * The offer's must-haves a text of the CV proves (the score's own matching, D11: stems, aliases, narrower names),
 * each named as the letter may name it: in the CV's own words, so that the letter claims nothing the CV does not
 * say — 'Jest' for the offer's 'tests automatisés', the offer's 'full-stack' where the CV writes 'Full-Stack'.
 * Only skills: words that name a known skill ('Jest', 'Power BI'), or a skill of the offer's tables that the CV
 * writes as the offer does ('intégration continue'). Not a word that merely shares a stem ('documentés' for
 * 'documentation'), a title ('Développeuse Web' for 'développement web'), a degree or a language (the letter
 * does not list them as things practised).
 */
export type ProvenSkill = { readonly term: JobTerm; readonly name: string };

export function provenSkills(terms: readonly JobTerm[], text: string): ProvenSkill[] {
  const presences = matchJobKeywords({ keywords: terms }, text);
  const seen = new Set<string>();
  const proven: ProvenSkill[] = [];
  presences.forEach((presence, i) => {
    const term = terms[i]!;
    const spelling = presence.cvSpelling?.trim();
    if (!presence.found || !spelling || !isSkillName(term, spelling, presence.exact)) return;
    // the offer's spelling when the CV writes the very same words (its case aside)
    const name = fold(spelling) === fold(presence.keyword) ? presence.keyword : spelling;
    if (seen.has(fold(name))) return;
    seen.add(fold(name));
    proven.push({ term, name });
  });
  return proven;
}

const MAX_WORDS = 4;

function isSkillName(term: JobTerm, spelling: string, exact: boolean): boolean {
  const folded = fold(spelling);
  if (spelling.includes('…') || spelling.split(/\s+/).length > MAX_WORDS || hasJobTitleWord(folded))
    return false;
  if (LANGUAGE_NAMES.has(folded) || (term.skill && DEGREES.has(term.skill.term))) return false;
  const known = skillsOf(spelling);
  if ([...known].some((skill) => DEGREES.has(skill))) return false;
  return known.size > 0 || (exact && term.skill !== null);
}
