import { fold } from '../../text/fold';
import { figuresOf } from './quantities-of';

/**
 * In a list line ('English (native), French (fluent, C1), Dutch (intermediate, B1)'), a level or a code belongs
 * to its item: 'Dutch (fluent, B1)' is raised although the line says 'fluent' of French. Each item of the change
 * is matched with the original item sharing the most words, and claims no level or code that item lacks.
 */
export function itemClaims(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    if (depth === 0 && /[,;·•|]/.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  return [...items, current].filter((item) => item.trim());
}

const stems = (text: string) =>
  new Set((fold(text).match(/[\p{L}\p{N}]{2,}/gu) ?? []).map((w) => w.slice(0, 4)));

/** The first level or code an item of `after` claims that its original item lacks. */
export function itemRaised(
  before: string,
  after: string,
  levelsOf: (text: string) => Set<string>,
  mayAdd: ReadonlySet<string>,
): string | undefined {
  const was = itemClaims(before);
  if (was.length < 2) return undefined;
  const now = itemClaims(after);
  for (const [i, item] of now.entries()) {
    const own = stems(item);
    const match = was
      .map((candidate, at) => ({
        candidate,
        shared: [...stems(candidate)].filter((s) => own.has(s)).length,
        at,
      }))
      .sort((a, b) => b.shared - a.shared || Math.abs(a.at - i) - Math.abs(b.at - i))[0]!.candidate;
    const known = levelsOf(match);
    const level = [...levelsOf(item)].find((l) => !known.has(l) && !mayAdd.has(l));
    if (level) return level;
    const codes = figuresOf(match).codes;
    const code = [...figuresOf(item).codes].find((c) => !codes.has(c));
    if (code) return code;
  }
  return undefined;
}
