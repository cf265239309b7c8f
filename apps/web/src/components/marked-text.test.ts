import { describe, expect, it } from 'vitest';
import { splitMarks } from './marked-text';

const mark = (text: string, keyword = text, mustHave = true) => ({ text, keyword, mustHave });

describe('splitMarks: the CV’s words meeting a requirement, where they stand (issue 24)', () => {
  it('marks every occurrence, as whole words, the text unchanged when joined back', () => {
    const text = 'React et TypeScript. Pipelines GitLab CI ; React Native.';
    const segments = splitMarks(text, [mark('React'), mark('GitLab CI', 'CI/CD')]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.mark).map((s) => [s.text, s.mark!.keyword])).toEqual([
      ['React', 'React'],
      ['GitLab CI', 'CI/CD'],
      ['React', 'React'],
    ]);
  });

  it('never marks inside another word, and prefers the longer of two overlapping spellings', () => {
    const segments = splitMarks('Reactive CI pipelines with GitLab CI', [
      mark('React'),
      mark('CI'),
      mark('GitLab CI', 'CI/CD'),
    ]);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(['CI', 'GitLab CI']);
  });

  it('finds a mark whatever its case', () => {
    const segments = splitMarks('Anglais courant', [mark('anglais', 'English')]);
    expect(segments[0]).toEqual({ text: 'Anglais', mark: mark('anglais', 'English') });
  });
});
