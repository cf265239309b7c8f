import { describe, expect, it } from 'vitest';
import { SAMPLE_JOB, SAMPLE_PARSED_CV } from './__fixtures__/sample-parsed-cv';
import { buildRewritePrompt, REWRITE_LANGUAGES } from './build-rewrite-prompt';

const input = {
  original: SAMPLE_PARSED_CV,
  jobDescription: SAMPLE_JOB,
  jobTitle: 'Développeur full-stack',
  missingKeywords: ['Docker', 'Kubernetes'],
};

describe('buildRewritePrompt', () => {
  it.each(Object.keys(REWRITE_LANGUAGES) as (keyof typeof REWRITE_LANGUAGES)[])(
    'writes the rules for %s, naming the language and its action verbs',
    (language) => {
      const { instructions } = buildRewritePrompt({ ...input, language });
      expect(instructions).toContain(`Write all text in ${REWRITE_LANGUAGES[language].name}`);
      expect(instructions).toContain(REWRITE_LANGUAGES[language].verbs);
      expect(instructions).toMatch(/Never invent/);
    },
  );

  it('keeps the instructions free of the job and the CV, so a provider can cache them', () => {
    const { instructions } = buildRewritePrompt({ ...input, language: 'french' });
    expect(instructions).not.toContain('Camille');
    expect(instructions).not.toContain('Kubernetes');
    expect(buildRewritePrompt({ ...input, language: 'french', missingKeywords: [] }).instructions).toBe(
      instructions,
    );
  });

  it('lists the missing keywords, the job title and the CV as one line of JSON', () => {
    const { prompt } = buildRewritePrompt({ ...input, language: 'english' });
    expect(prompt).toContain('JOB_TITLE: Développeur full-stack');
    expect(prompt).toContain('MISSING_KEYWORDS: Docker, Kubernetes');
    const cvLine = prompt.split('\n').find((line) => line.startsWith('CV_JSON: '))!;
    expect(JSON.parse(cvLine.slice('CV_JSON: '.length))).toEqual(SAMPLE_PARSED_CV);
  });

  it('says so when there is no job title or missing keyword', () => {
    const { prompt } = buildRewritePrompt({
      ...input,
      language: 'dutch',
      jobTitle: null,
      missingKeywords: [],
    });
    expect(prompt).toContain('JOB_TITLE: not stated');
    expect(prompt).toContain('MISSING_KEYWORDS: none');
  });

  it('stays compact: the rules fit in about 400 tokens', () => {
    const { instructions } = buildRewritePrompt({ ...input, language: 'french' });
    expect(instructions.length / 4).toBeLessThan(400);
  });
});
