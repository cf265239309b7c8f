import type { Education, Experience, ParsedCv } from '@cv/contracts';
import { flattenCv } from '../text/flatten-cv';
import { figuresOf, newFacts, sameName, skillsOf } from './cv-facts';

/**
 * The guard on an AI answer (issue 3): compared with the parsed original, the candidate may reword, reorder and
 * translate, but not add an employer, a date, a degree, a certification, a figure or a skill, nor drop an
 * experience. Each offence is listed, and `repaired` is the candidate with the offending items replaced by the
 * original's (or dropped when the original has none): a field with a new figure or skill goes back to the
 * original wording, an invented job or degree is removed, a lost job is put back.
 */
export type ProblemKind =
  | 'new-employer'
  | 'lost-experience'
  | 'changed-date'
  | 'new-degree'
  | 'lost-education'
  | 'new-certification'
  | 'new-figure'
  | 'new-skill'
  | 'changed-identity';
export type Problem = { kind: ProblemKind; detail: string };
export type Verification = { ok: boolean; problems: Problem[]; repaired: ParsedCv };

export function verifyAgainstOriginal(original: ParsedCv, candidate: ParsedCv): Verification {
  const problems: Problem[] = [];
  const figures = figuresOf(flattenCv(original));
  const skills = skillsOf(flattenCv(original));
  /** The candidate's text if it brings no new figure or skill; otherwise the original's, and a problem. */
  const guard = (mine: string, theirs: string, where: string): string => {
    const found = newFacts(mine, figures, skills);
    if (found.newFigures.length)
      problems.push({ kind: 'new-figure', detail: `${where}: ${found.newFigures.join(', ')}` });
    if (found.newSkills.length)
      problems.push({ kind: 'new-skill', detail: `${where}: ${found.newSkills.join(', ')}` });
    return found.newFigures.length || found.newSkills.length ? theirs : mine;
  };

  const sameDates = (a: string | null, b: string | null) =>
    [...figuresOf(a ?? '')].every((n) => figuresOf(b ?? '').has(n));
  const usedExperience = new Set<Experience>();
  const experience: Experience[] = [];
  for (const entry of candidate.experience) {
    const source = original.experience.find(
      (o) => !usedExperience.has(o) && sameName(o.company, entry.company),
    );
    if (!source) {
      problems.push({ kind: 'new-employer', detail: entry.company || entry.position });
      continue;
    }
    usedExperience.add(source);
    if (!sameDates(entry.period, source.period))
      problems.push({ kind: 'changed-date', detail: `${source.company}: ${entry.period}` });
    const description = entry.description.map((d, i) =>
      guard(d, source.description[i] ?? '', source.company),
    );
    const changed = description.some((d, i) => d !== entry.description[i]);
    experience.push({
      company: source.company,
      position: guard(entry.position, source.position, source.company),
      period: source.period,
      description: changed ? source.description : description,
    });
  }
  for (const lost of original.experience.filter((o) => !usedExperience.has(o))) {
    problems.push({ kind: 'lost-experience', detail: lost.company || lost.position });
    experience.push(lost);
  }

  const usedEducation = new Set<Education>();
  const education: Education[] = [];
  for (const entry of candidate.education) {
    const source = original.education.find(
      (o) =>
        !usedEducation.has(o) &&
        (sameName(o.degree, entry.degree) ||
          (o.institution !== '' && sameName(o.institution, entry.institution))),
    );
    if (!source || !sameName(source.degree, entry.degree)) {
      problems.push({ kind: 'new-degree', detail: entry.degree || entry.institution });
      if (source) {
        education.push(source);
        usedEducation.add(source);
      }
      continue;
    }
    usedEducation.add(source);
    if (!sameDates(entry.period, source.period))
      problems.push({ kind: 'changed-date', detail: `${source.degree}: ${entry.period}` });
    education.push({ ...source, description: guard(entry.description, source.description, source.degree) });
  }
  for (const lost of original.education.filter((o) => !usedEducation.has(o))) {
    problems.push({ kind: 'lost-education', detail: lost.degree || lost.institution });
    education.push(lost);
  }

  const certifications = candidate.certifications.filter((c) => {
    const known = original.certifications.some((o) => sameName(o, c));
    if (!known) problems.push({ kind: 'new-certification', detail: c });
    return known;
  });

  if (!sameName(candidate.name, original.name) || candidate.contact !== original.contact)
    problems.push({ kind: 'changed-identity', detail: candidate.name });
  const repaired: ParsedCv = {
    name: original.name,
    contact: original.contact,
    title: guard(candidate.title, original.title, 'title'),
    summary: guard(candidate.summary, original.summary, 'summary'),
    experience,
    education,
    technicalSkills: guard(candidate.technicalSkills, original.technicalSkills, 'skills'),
    softSkills: guard(candidate.softSkills, original.softSkills, 'soft skills'),
    certifications,
    additionalInfo: guard(candidate.additionalInfo, original.additionalInfo, 'additional'),
  };
  return { ok: problems.length === 0, problems, repaired };
}
