/**
 * The one way the web app talks to our API: same origin, cookies included, JSON in and out, the session
 * token as a Bearer header when signed in, and every failure turned into an ApiError.
 */

/** Status of an ApiError raised when no HTTP answer arrived at all (offline, server down, CORS). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  /** Human-readable reason: the body's `detail` (our routes, already French), else a generic message. */
  readonly detail: string;
  /** Machine-readable reason when the server gives one (better-auth codes such as USER_ALREADY_EXISTS). */
  readonly code: string | null;

  constructor(status: number, detail: string, code: string | null = null) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

type TokenProvider = () => string | null;
let tokenProvider: TokenProvider = () => null;

/** The auth store registers itself here, so lib/ never imports a feature. */
export function setAuthTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** `undefined`: the signed-in user's token; `null`: no Authorization header; a string: that token. */
  token?: string | null;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The interface's language (set on <html lang> by i18n), not the browser's list: the server writes the
  // account emails in it.
  if (typeof document !== 'undefined' && document.documentElement.lang) {
    headers['Accept-Language'] = document.documentElement.lang;
  }
  const token = options.token === undefined ? tokenProvider() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, 'Impossible de joindre le serveur');
  }

  const payload = await readPayload(response);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** An empty body is `null`; a body that is not JSON is kept as text. */
async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Our routes answer `{ detail }`; better-auth's own answers `{ message, code }`; anything else gets a fallback. */
export function errorFromResponse(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === 'object') {
    const { detail, message, code } = payload as Record<string, unknown>;
    const reason = nonEmptyString(detail) ?? nonEmptyString(message);
    const codeText = nonEmptyString(code);
    if (reason) return new ApiError(status, reason, codeText);
    return new ApiError(status, fallbackDetail(status), codeText);
  }
  return new ApiError(status, fallbackDetail(status));
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function fallbackDetail(status: number): string {
  return `La requête a échoué (HTTP ${status})`;
}
