/** The first item of `items` that `known` lacks. */
export function firstMissing(items: Iterable<string>, known: ReadonlySet<string>): string | undefined {
  for (const item of items) if (!known.has(item)) return item;
  return undefined;
}
