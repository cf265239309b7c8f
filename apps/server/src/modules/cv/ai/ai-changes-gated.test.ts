import { prepareOptimization } from '@cv/cv-engine';
import { aiBrief, rewriteWithAi } from '@cv/cv-engine/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocksFromPrompt,
  type FakeFormat,
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../../../../test/fake-openai-server';
import { SAMPLE_CV_TEXT, SAMPLE_JOB } from './__fixtures__/sample-cv';
import { createAiRewriter } from './create-ai-rewriter';

/**
 * The gates (cv-engine gate-changes.ts) on what a real provider call brings back: the local stand-in answers
 * good changes mixed with bad ones, through each output mode, and only the bad ones are dropped — each alone.
 */
function mixedAnswer(request: RecordedRequest) {
  const text = new Map(blocksFromPrompt(request).map((b) => [b.id, b.text]));
  const change = (block: string, kind: string, after: string, before = text.get(block)) => ({
    block,
    kind,
    before,
    after,
  });
  return {
    changes: [
      // good: a bullet and a heading translated, the skills line in the offer's order
      change('b5', 'reworded', 'Built a Node.js API used by 40,000 clients.'),
      change('b3', 'heading_translated', 'Work experience'),
      change('b12', 'skills_reordered', 'TypeScript, React, Node.js, JavaScript, SQL, Git'),
      // bad: an invented employer, a moved date, a before that is not the block, the name line
      change('b8', 'reworded', 'Turned mock-ups into HTML and CSS for Globex Corporation.'),
      change('b7', 'reworded', 'Junior developer — Agence Lumen 2017 – 2021'),
      change('b6', 'bullet_opening', 'Migrated the front end to React and TypeScript.', 'Migration du site'),
      change('b0', 'reworded', 'Camille Martin, PhD'),
    ],
  };
}

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ respond: mixedAnswer });
});
afterAll(() => fake.close());

const prepared = prepareOptimization({
  cvText: SAMPLE_CV_TEXT,
  jobDescription: SAMPLE_JOB,
  targetLanguage: 'english',
  interfaceLanguage: 'en',
});

describe.each<FakeFormat>(['json_schema', 'json_object', 'text'])('AI changes through %s', (format) => {
  it('drops each bad change alone and keeps the good ones', async () => {
    fake.setFormats([format]);
    const rewriter = createAiRewriter({
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      model: 'test-model',
      apiKey: null,
      timeoutMs: 5_000,
    });
    const answer = await rewriter.rewrite({ ...aiBrief(prepared), jobDescription: SAMPLE_JOB });
    expect(answer.mode).toBe(format);
    const result = rewriteWithAi(prepared, answer.proposals);

    expect(result.dropped).toEqual({ names: 1, dates: 1, before: 1, name_line: 1 });
    expect(result.kept).toBe(3);
    // the changes of those blocks (a line the built-in engine inserts after one is not a change of it)
    const fromAi = result.list.filter((c) => ['b5', 'b3', 'b12'].includes(c.block ?? '') && c.before !== '');
    expect(fromAi.map((c) => c.kind)).toEqual(['heading_translated', 'reworded', 'skills_reordered']);
    expect(result.text).toContain('Built a Node.js API used by 40,000 clients.');
    expect(result.text).toMatch(/^Work experience$/im);
    expect(result.text).not.toContain('Globex');
    expect(result.text).toContain('2018 – 2021');
    expect(result.text).toMatch(/^Camille Martin$/m);
  });
});

it('tells the model only the keywords the CV truly lacks', () => {
  const brief = aiBrief(prepared);
  expect(brief.missingKeywords).toEqual(expect.arrayContaining(['PostgreSQL', 'Docker', 'Kubernetes']));
  expect(brief.missingKeywords).not.toContain('TypeScript');
  expect(brief.missingKeywords).not.toContain('React');
  expect(new Set(brief.missingKeywords).size).toBe(brief.missingKeywords.length);
});
