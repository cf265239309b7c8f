import { findKnownSkills } from '../score/find-skills';
import { fold } from '../text/fold';
import { indexText } from '../text/text-index';

/**
 * The checkable facts of a text, for the verifier: its figures and its known skills. Thousands separators are
 * removed first ('1 200', '1,200' and '1200' are one figure), so a model that rewrites a number's spacing is not
 * taken for one that invents it.
 */
export function figuresOf(text: string): Set<string> {
  const joined = text.replace(/(\d)[\s.,\u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  return new Set([...(joined.match(/\d+/g) ?? []), ...(text.match(/\d+/g) ?? [])]);
}

export function skillsOf(text: string): Set<string> {
  return new Set(findKnownSkills(indexText(text)));
}

/** Figures or skills of `text` that the original does not have. */
export function newFacts(text: string, figures: ReadonlySet<string>, skills: ReadonlySet<string>) {
  const joined = text.replace(/(\d)[\s.,\u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  const newFigures = (joined.match(/\d+/g) ?? []).filter((n) => !figures.has(n));
  const newSkills = [...skillsOf(text)].filter((s) => !skills.has(s));
  return { newFigures, newSkills };
}

/** Two names of one thing ('TechCorp Inc.' / 'Techcorp'): equal or contained once folded, or most words shared. */
export function sameName(a: string, b: string): boolean {
  const x = fold(a)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const y = fold(b)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!x || !y) return x === y;
  if (x === y || x.includes(y) || y.includes(x)) return true;
  const xs = new Set(x.split(' '));
  const ys = y.split(' ');
  const shared = ys.filter((w) => xs.has(w)).length;
  return shared / Math.max(xs.size, ys.length) >= 0.5;
}
