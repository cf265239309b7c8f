import type { JobAnalysis } from '../job/analyze-job';
import { cvHasSkill } from '../score/find-skills';
import { isSimilar } from '../text/similarity';
import { indexText } from '../text/text-index';

/**
 * Rewrite step — skills with the job's first: in each skill line ('Label : a, b, c') the items the offer names
 * move to the front, and lines holding more of them move up. Nothing is added or removed; the sorts are stable.
 */
export type SkillLine = { label: string; separator: string; items: string[] };

/**
 * A line's label and what separates it from its items, as written: 'Langages : …', 'Tools: …', and the dash a
 * two-column Word CV writes ('Frameworks — React, Vue', 'Cloud – AWS, GCP', 'Data - SQL, dbt'). A label is
 * a few words without a list separator: 'React, Vue — 3 years' has none.
 */
const LABEL = /^([^:,;]{2,40}?)(\s*:\s*|\s+[—–-]\s+)(.*)$/;
const MAX_LABEL_WORDS = 5;

export function splitSkillLine(line: string): SkillLine {
  const match = LABEL.exec(line);
  if (!match || match[1]!.trim().split(/\s+/).length > MAX_LABEL_WORDS)
    return { label: '', separator: '', items: splitItems(line) };
  return { label: match[1]!.trim(), separator: match[2]!, items: splitItems(match[3]!) };
}

export function orderSkills(text: string, job: JobAnalysis): { lines: SkillLine[]; changed: boolean } {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(splitSkillLine);
  // Word-level answers are cached: the same words come back in many items.
  const wantedWords = new Map<string, boolean>();
  const wantedWord = (word: string) => {
    let hit = wantedWords.get(word);
    if (hit === undefined) {
      hit = job.keywords.some((k) => k.folded === word || isSimilar(k.folded, word));
      wantedWords.set(word, hit);
    }
    return hit;
  };
  const wanted = (item: string) => {
    const index = indexText(item);
    if ([...index.words].some(wantedWord)) return true;
    return job.skills.some((skill) => cvHasSkill(index, skill));
  };
  let changed = false;
  const ranked = lines.map((line) => {
    const flags = line.items.map(wanted);
    const items = line.items.map((item, i) => ({ item, hit: flags[i]! }));
    const sorted = [...items].sort((a, b) => Number(b.hit) - Number(a.hit));
    if (sorted.some((entry, i) => entry !== items[i])) changed = true;
    return {
      line: { ...line, items: sorted.map((e) => e.item) },
      hits: flags.filter(Boolean).length,
    };
  });
  const sortedLines = [...ranked].sort((a, b) => b.hits - a.hits);
  if (sortedLines.some((entry, i) => entry !== ranked[i])) changed = true;
  return { lines: sortedLines.map((entry) => entry.line), changed };
}

/** Items of a list, split on commas and semicolons outside brackets ('Python (pandas, NumPy)' is one item). */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if ((ch === ',' || ch === ';') && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}
