import { readCvDocument } from '@cv/cv-engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CV_TEXT, SAMPLE_JOB } from './__fixtures__/sample-cv';
import { buildRewritePrompt, REWRITE_LANGUAGES } from './build-rewrite-prompt';

const input = {
  document: readCvDocument(SAMPLE_CV_TEXT),
  jobDescription: SAMPLE_JOB,
  jobTitle: 'Développeur full-stack',
  missingKeywords: ['Docker', 'Kubernetes'],
};

describe('buildRewritePrompt', () => {
  it.each(Object.keys(REWRITE_LANGUAGES) as (keyof typeof REWRITE_LANGUAGES)[])(
    'writes the rules for %s, naming the language and its action verbs',
    (language) => {
      const { instructions } = buildRewritePrompt({ ...input, language }, 'json_schema');
      expect(instructions).toContain(`Write every "after" in ${REWRITE_LANGUAGES[language].name}`);
      expect(instructions).toContain(REWRITE_LANGUAGES[language].verbs);
      expect(instructions).toMatch(/Never add, change or move an employer/);
    },
  );

  it('keeps the instructions free of the job and the CV, so a provider can cache them', () => {
    const { instructions } = buildRewritePrompt({ ...input, language: 'french' }, 'json_object');
    expect(instructions).not.toContain('Camille');
    expect(instructions).not.toContain('Kubernetes');
    expect(
      buildRewritePrompt({ ...input, language: 'french', missingKeywords: [] }, 'json_object').instructions,
    ).toBe(instructions);
  });

  it('asks for a ```json block only when the server takes no JSON output', () => {
    expect(buildRewritePrompt({ ...input, language: 'english' }, 'text').instructions).toContain(
      '```json block',
    );
    expect(buildRewritePrompt({ ...input, language: 'english' }, 'json_object').instructions).not.toContain(
      '```',
    );
  });

  it('lists the CV as its blocks, id, section and text on one line each, after the offer', () => {
    const { prompt } = buildRewritePrompt({ ...input, language: 'english' }, 'json_schema');
    expect(prompt).toContain('JOB_TITLE: Développeur full-stack');
    expect(prompt).toContain('TARGET_LANGUAGE: English');
    expect(prompt).toContain('MISSING_KEYWORDS: Docker, Kubernetes');
    const blocks = prompt.slice(prompt.indexOf('CV_BLOCKS:\n') + 'CV_BLOCKS:\n'.length).split('\n');
    expect(blocks[0]).toBe('b0\theader\tCamille Martin');
    expect(blocks).toContain('b3\texperience\tExpérience professionnelle');
    // a column gap inside a block is shown as a space: every line keeps three fields
    expect(blocks).toContain(
      'b4\texperience\tDéveloppeuse full-stack — Atelier Numérique mars 2021 – aujourd’hui',
    );
    expect(blocks.every((line) => line.split('\t').length === 3)).toBe(true);
    expect(prompt.indexOf('JOB_OFFER')).toBeLessThan(prompt.indexOf('CV_BLOCKS'));
  });

  it('says so when there is no job title or missing keyword', () => {
    const { prompt } = buildRewritePrompt(
      { ...input, language: 'dutch', jobTitle: null, missingKeywords: [] },
      'json_schema',
    );
    expect(prompt).toContain('JOB_TITLE: not stated');
    expect(prompt).toContain('MISSING_KEYWORDS: none');
  });

  it('stays compact: the rules fit in about 400 tokens', () => {
    const { instructions } = buildRewritePrompt({ ...input, language: 'french' }, 'text');
    expect(instructions.length / 4).toBeLessThan(400);
  });
});
