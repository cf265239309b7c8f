import type { ParsedCv } from '@cv/contracts';

/** Every text field of a parsed CV in one string, for word look-ups (rewriter) and fact checks (verifier). */
export function flattenCv(cv: ParsedCv): string {
  return [
    cv.name,
    cv.contact,
    cv.title,
    cv.summary,
    ...cv.experience.flatMap((e) => [e.position, e.company, e.period ?? '', ...e.description]),
    ...cv.education.flatMap((e) => [e.degree, e.institution, e.period ?? '', e.description]),
    cv.technicalSkills,
    cv.softSkills,
    ...cv.certifications,
    cv.additionalInfo,
  ].join('\n');
}
