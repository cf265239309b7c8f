import { APICallError, JSONParseError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from 'ai';
import { AiRewriteError } from './ai-rewrite-error';

/**
 * Turns whatever `generateText` threw into an `AiRewriteError`. The signals are checked first: once ours fired,
 * the SDK's error (an AbortError, a TimeoutError, a fetch failure) only echoes it. Every message is composed
 * here from safe parts (see `AiRewriteError`); the SDK's own texts embed the CV and the model's answer.
 */
export function classifyAiError(
  error: unknown,
  signals: { timeout: AbortSignal; caller: AbortSignal | undefined; timeoutMs: number },
): AiRewriteError {
  if (error instanceof AiRewriteError) return error;
  if (signals.timeout.aborted)
    return new AiRewriteError('timeout', `no answer within ${signals.timeoutMs} ms`);
  if (signals.caller?.aborted) return new AiRewriteError('aborted', 'cancelled by the caller');

  // With maxRetries > 0 the SDK wraps the last attempt's error; the last attempt is the one that counts.
  const last = RetryError.isInstance(error) ? error.lastError : error;

  if (APICallError.isInstance(last)) {
    const status = last.statusCode ?? null;
    return new AiRewriteError(
      'http',
      status ? `provider answered HTTP ${status}` : 'provider unreachable',
      status,
    );
  }
  if (NoObjectGeneratedError.isInstance(last)) {
    if (last.finishReason === 'content-filter')
      return new AiRewriteError('refused', 'the model declined to answer');
    if (JSONParseError.isInstance(last.cause)) {
      const truncated = last.finishReason === 'length' ? ' (cut off at the token limit)' : '';
      return new AiRewriteError('invalid_output', `the answer is not JSON${truncated}`);
    }
    return new AiRewriteError('invalid_output', `the answer is not a Parsed CV${issuePaths(last.cause)}`);
  }
  if (NoOutputGeneratedError.isInstance(last))
    return new AiRewriteError('invalid_output', 'the model gave no answer');
  // A 200 whose body is not an OpenAI response lands here (InvalidResponseDataError and the like).
  const name = last instanceof Error ? last.name : typeof last;
  return new AiRewriteError('invalid_output', `unexpected ${name.replace(/[^\w.-]/g, '').slice(0, 60)}`);
}

/** ' at experience.0.company, title' — the paths of the schema issues, never the values found there. */
function issuePaths(cause: unknown): string {
  const paths = new Set<string>();
  for (let level = cause, depth = 0; level != null && depth < 4; depth++) {
    const issues = (level as { issues?: unknown }).issues;
    if (Array.isArray(issues)) {
      for (const issue of issues) {
        const path = (issue as { path?: unknown }).path;
        if (Array.isArray(path))
          paths.add(path.map((p) => (typeof p === 'object' ? '?' : String(p))).join('.') || '(root)');
      }
      break;
    }
    level = (level as { cause?: unknown }).cause;
  }
  const shown = [...paths].slice(0, 5);
  return shown.length ? ` at ${shown.join(', ')}${paths.size > 5 ? '…' : ''}` : '';
}
