import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  const french = flatten(fr);
  const english = flatten(en);

  it('have the same keys in French and English', () => {
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of french) expect(variables(english.get(key) ?? ''), key).toEqual(variables(text));
  });

  it('have no empty text', () => {
    for (const [key, text] of [...french, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('give a clearly English page title in English', () => {
    expect(english.get('meta.title')).toMatch(/tailored to every job offer/);
    expect(french.get('meta.title')).toMatch(/CV optimisé pour chaque offre/);
  });
});
