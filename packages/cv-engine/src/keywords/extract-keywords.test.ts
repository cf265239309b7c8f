import { describe, expect, it } from 'vitest';
import { extractKeywords, rankKeywords } from './extract-keywords';

describe('extractKeywords', () => {
  it('ranks words by frequency, without stop words nor words under 3 letters', () => {
    const text = 'Le développeur React écrit du React et du TypeScript. Nous aimons React et TypeScript.';
    expect(extractKeywords(text)).toEqual(['react', 'typescript', 'développeur', 'écrit', 'aimons']);
  });

  it('keeps first-appearance order on ties', () => {
    expect(extractKeywords('zeta alpha mike')).toEqual(['zeta', 'alpha', 'mike']);
  });

  it('folds accents when counting: développeur and developpeur are one keyword', () => {
    const [first] = rankKeywords('Développeur developpeur DÉVELOPPEUR');
    expect(first).toMatchObject({ word: 'développeur', folded: 'developpeur', count: 3 });
  });

  it('keeps technical tokens whole', () => {
    const words = extractKeywords('Node.js, C#, C++ et CI/CD ; full-stack. Node.js encore.');
    expect(words).toEqual(expect.arrayContaining(['node.js', 'c#', 'c++', 'ci/cd', 'full-stack']));
  });

  it('ignores numbers and honours the limit', () => {
    expect(extractKeywords('2024 2024 40 python')).toEqual(['python']);
    expect(extractKeywords('aaa bbb ccc ddd', 2)).toEqual(['aaa', 'bbb']);
  });

  it('removes French, English and Dutch stop words', () => {
    expect(extractKeywords('the and with pour avec dans het een voor python')).toEqual(['python']);
  });
});
