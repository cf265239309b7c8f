import { describe, expect, it } from 'vitest';
import { readTemplateChoice, saveTemplateChoice } from './template-choice';

describe('template choice', () => {
  it('is remembered, and classic until one is chosen or when the stored value is unknown', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
    expect(readTemplateChoice(storage)).toBe('classic');
    saveTemplateChoice('compact', storage);
    expect(readTemplateChoice(storage)).toBe('compact');
    items.set('cv.exportTemplate', 'two-columns');
    expect(readTemplateChoice(storage)).toBe('classic');
    expect(readTemplateChoice(null)).toBe('classic');
  });
});
