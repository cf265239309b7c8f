/**
 * Which of a slot's patterns a letter uses. Two letters built from different CVs or offers should not read as
 * one form filled twice, and the same CV and offer should always give the same letter (a user who writes it
 * again, a test, a bench): the choice is a stable hash of the inputs and the slot's name, never a random draw.
 * Of a slot's patterns, only those whose placeholders all have a value can be used, and of those the richest —
 * the ones that say the most of what is known (an opening that names the employer when the offer does).
 */
export type Values = Readonly<Record<string, string | undefined>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** FNV-1a, 32 bits: fast, stable across runs and platforms, spread enough for a choice among a few. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const placeholders = (pattern: string) => Array.from(pattern.matchAll(PLACEHOLDER), (m) => m[1]!);

/** The chosen pattern of a slot, filled; '' when none of them can be filled. */
export function choosePattern(
  patterns: readonly string[],
  values: Values,
  seed: string,
  slot: string,
): string {
  const usable = patterns.filter((p) => placeholders(p).every((name) => values[name]));
  const richest = Math.max(...usable.map((p) => placeholders(p).length));
  const best = usable.filter((p) => placeholders(p).length === richest);
  if (best.length === 0) return '';
  return fill(best[stableHash(`${seed}|${slot}`) % best.length]!, values);
}

export function fill(pattern: string, values: Values): string {
  return pattern.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** 'React', 'React et Node.js', 'React, Node.js et PostgreSQL'. */
export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
