import { describe, expect, it } from 'vitest';
import en from './results.en.json';
import fr from './results.fr.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("the result's texts (review, editor, history)", () => {
  const french = new Map(flatten(fr));
  const english = new Map(flatten(en));

  it('have the same keys and interpolation variables in French and English, none empty', () => {
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [key, text] of french) {
      expect(variables(english.get(key) ?? ''), key).toEqual(variables(text));
      expect(text.trim(), key).not.toBe('');
      expect(english.get(key)?.trim(), key).not.toBe('');
    }
  });
});
