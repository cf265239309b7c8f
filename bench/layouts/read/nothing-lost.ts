import { foldForCompare } from '../../lib/fold-for-compare';
import { type GeneratedCv, jobsOf } from '../content/generated-cv';

/**
 * Nothing lost: every word the generator wrote — name, contact, title, summary, each job's employer, title,
 * dates, town, context line and bullets, degrees, schools, certifications, skills, languages, interests — is
 * a word of the rewritten text. Headings are left out (the rewrite may translate or rename a heading); so are
 * the words a change the rewrite declares replaced (a reworded bullet opening), except a removed line's.
 */

const words = (text: string): string[] =>
  foldForCompare(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Each field of the CV with what it holds, as printed in one piece: 'job 2 bullet 1' → its text. */
export function writtenFields(cv: GeneratedCv): [string, string][] {
  const fields: [string, string][] = [];
  const add = (field: string, text: string | null) => {
    if (text) fields.push([field, text]);
  };
  const list = (name: string, values: readonly string[]) => {
    for (const [i, value] of values.entries()) add(`${name} ${i + 1}`, value);
  };
  add('name', cv.name);
  add('email', cv.email);
  add('phone', cv.phone);
  add('title', cv.title);
  add('summary', cv.summary);
  for (const [j, job] of jobsOf(cv).entries()) {
    for (const key of ['company', 'position', 'period', 'location', 'context'] as const)
      add(`job ${j + 1} ${key}`, job[key]);
    list(`job ${j + 1} bullet`, job.bullets);
  }
  for (const [i, d] of cv.education.entries()) {
    add(`degree ${i + 1}`, d.degree);
    add(`degree ${i + 1} school`, d.school);
    add(`degree ${i + 1} period`, d.period);
  }
  list('certification', cv.certifications);
  list('skill', cv.skills);
  for (const [i, l] of cv.languages.entries()) {
    add(`language ${i + 1}`, l.name);
    add(`language ${i + 1} level`, l.level);
  }
  list('interest', cv.interests);
  return fields;
}

/** The words of the CV missing from the rewritten text, each once, with the first field that holds it. */
export function lostWords(
  cv: GeneratedCv,
  optimizedText: string,
  changes: { kind: string; before: string }[],
): { word: string; field: string }[] {
  const kept = new Set(words(optimizedText));
  const excused = new Set(changes.filter((c) => c.kind !== 'line_removed').flatMap((c) => words(c.before)));
  const lost = new Map<string, string>();
  for (const [field, text] of writtenFields(cv))
    for (const word of words(text))
      if (!kept.has(word) && !excused.has(word) && !lost.has(word)) lost.set(word, field);
  return [...lost].map(([word, field]) => ({ word, field }));
}
