import { APICallError, JSONParseError, NoObjectGeneratedError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { classifyAiError } from './classify-ai-error';

/**
 * The cases the fake server does not reach: a retried call, an answer cut at the token limit, an error of a kind
 * we do not know. The SDK's errors are built as the SDK builds them, with a CV inside, to check it stays out.
 */

const idle = () => ({ timeout: new AbortController().signal, caller: undefined, timeoutMs: 1_000 });
const CV_TEXT = '{"name":"Camille Martin","contact":"camille@example.org"';

describe('classifyAiError', () => {
  it('blames the timeout once it has fired, whatever the SDK threw', () => {
    const timeout = AbortSignal.abort(new DOMException('late', 'TimeoutError'));
    const error = classifyAiError(new TypeError('fetch failed'), { ...idle(), timeout });
    expect(error.reason).toBe('timeout');
  });

  it('unwraps a RetryError and judges its last attempt', () => {
    const attempt = (status: number) =>
      new APICallError({
        message: 'x',
        url: 'http://u',
        requestBodyValues: { cv: CV_TEXT },
        statusCode: status,
      });
    const retried = new RetryError({
      message: 'failed after 2 attempts',
      reason: 'maxRetriesExceeded',
      errors: [attempt(500), attempt(429)],
    });
    expect(classifyAiError(retried, idle())).toMatchObject({ reason: 'http', status: 429 });
  });

  it('says when the JSON was cut at the token limit, without quoting it', () => {
    const cut = new NoObjectGeneratedError({
      message: 'No object generated: could not parse the response.',
      cause: new JSONParseError({ text: CV_TEXT, cause: new SyntaxError('Unexpected end') }),
      text: CV_TEXT,
      response: { id: 'r', timestamp: new Date(), modelId: 'm' },
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } as never,
      finishReason: 'length',
    });
    const error = classifyAiError(cut, idle());
    expect(error.reason).toBe('invalid_output');
    expect(error.message).toContain('token limit');
    expect(error.message).not.toContain('Camille');
  });

  it("calls an unknown failure 'invalid_output' by its class name only", () => {
    const error = classifyAiError(new RangeError(`secret ${CV_TEXT}`), idle());
    expect(error.reason).toBe('invalid_output');
    expect(error.message).toBe('AI rewrite failed (invalid_output): unexpected RangeError');
  });
});
