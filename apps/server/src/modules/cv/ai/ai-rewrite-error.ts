/**
 * Why an AI rewrite failed. The generation pipeline falls back to the built-in engine on any of them (D12), so
 * the reason is for logs and metrics, not for the user.
 *
 * - timeout: no answer within `timeoutMs`.
 * - aborted: the caller's signal fired first (the client went away); nothing to fall back for.
 * - http: the provider could not be reached or answered an error status (401, 429, 5xx…).
 * - invalid_output: the answer is not JSON, or not a change list (in any of the output modes tried).
 * - refused: the model declined (OpenAI `refusal`, content filter).
 */
export type AiRewriteFailure = 'timeout' | 'aborted' | 'http' | 'invalid_output' | 'refused';

/**
 * The message is built by us from a fixed vocabulary plus status codes and schema paths, never copied from the
 * provider or the SDK: their texts can hold the request body (the CV), the model's answer, or the API key
 * (OpenAI's 401 echoes part of it). No `cause` is attached for the same reason — loggers serialise causes.
 */
export class AiRewriteError extends Error {
  override readonly name = 'AiRewriteError';

  constructor(
    readonly reason: AiRewriteFailure,
    message: string,
    /** HTTP status from the provider, when it answered one. */
    readonly status: number | null = null,
  ) {
    super(`AI rewrite failed (${reason}): ${message}`);
  }
}
