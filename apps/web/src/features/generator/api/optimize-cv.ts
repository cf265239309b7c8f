import type { AiProgressEvent, OptimizeCvRequest, OptimizeCvResponse } from '@cv/contracts';
import { ApiError, errorFromResponse, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { readServerSentEvents } from '../../../lib/read-server-sent-events';

export interface GenerationProgress {
  progress: number;
  stage: string;
  /** While an AI provider writes: seconds so far against its limit, and whether it has started (issue 23). */
  ai?: AiProgressEvent;
}

interface OptimizeOptions {
  token: string | null;
  signal?: AbortSignal;
  onProgress: (progress: GenerationProgress) => void;
}

const GENERATION_FAILED = 'Erreur lors de la génération du CV';

/**
 * `POST /api/optimize-cv` asking for Server-Sent Events: `progress` events as the server's stages happen
 * (decision D14: the bar follows the real work), then `result` or `error`. A request refused before the
 * stream starts (400 blank text, 401) answers plain JSON; so does a server that does not stream.
 */
export async function optimizeCv(
  request: OptimizeCvRequest,
  options: OptimizeOptions,
): Promise<OptimizeCvResponse> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch('/api/optimize-cv', {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, 'Impossible de joindre le serveur');
  }

  const streamed = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
  if (!response.ok || !streamed || !response.body) {
    const payload = await readJson(response);
    if (!response.ok) throw errorFromResponse(response.status, payload);
    return payload as OptimizeCvResponse;
  }

  for await (const { event, data } of readServerSentEvents(response.body)) {
    const payload = parseJson(data);
    if (event === 'progress' && payload && typeof payload === 'object') {
      options.onProgress(payload as GenerationProgress);
    } else if (event === 'result') {
      return payload as OptimizeCvResponse;
    } else if (event === 'error') {
      const { status } = (payload ?? {}) as { status?: unknown };
      throw errorFromResponse(typeof status === 'number' ? status : 500, payload);
    }
  }
  // The connection closed before any result: the server refunds the credit in that case (D6).
  throw new ApiError(500, GENERATION_FAILED);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return parseJson(await response.text());
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
