import { describe, expect, it } from 'vitest';
import { AiRewriteError } from './ai-rewrite-error';
import { readAiAnswer } from './read-ai-answer';

const CHANGE = { block: 'b5', kind: 'reworded', before: 'a', after: 'b' };

describe('readAiAnswer', () => {
  it.each([
    ['bare JSON', JSON.stringify({ changes: [CHANGE] })],
    [
      'a ```json block in prose',
      `Sure! Here they are:\n\`\`\`json\n${JSON.stringify({ changes: [CHANGE] })}\n\`\`\`\nDone.`,
    ],
    ['a fence without a language', `\`\`\`\n${JSON.stringify({ changes: [CHANGE] })}\n\`\`\``],
    ['JSON after a sentence', `The changes: ${JSON.stringify({ changes: [CHANGE] })}`],
    ['the bare list', JSON.stringify([CHANGE])],
  ])('reads the changes from %s', (_, text) => {
    expect(readAiAnswer(text)).toEqual([CHANGE]);
  });

  it('passes a malformed change on, for the gates to drop alone', () => {
    expect(readAiAnswer(JSON.stringify({ changes: [CHANGE, 'oops', { block: 3 }] }))).toEqual([
      CHANGE,
      { block: undefined, kind: undefined, before: undefined, after: undefined },
      { block: 3, kind: undefined, before: undefined, after: undefined },
    ]);
  });

  it.each([
    ['prose around broken JSON', 'Here: {"changes": [{"block', 'not JSON'],
    ['JSON of another shape', '{"name": "Camille"}', 'not a change list'],
  ])("rejects %s with reason 'invalid_output'", (_, text, message) => {
    const run = () => readAiAnswer(text);
    expect(run).toThrow(AiRewriteError);
    expect(run).toThrow(message);
  });
});
