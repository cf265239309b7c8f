import { readServerSentEvents } from '../../lib/read-server-sent-events';
import { parseCreditsEvent } from './parse-credits-event';

export const CREDITS_STREAM_PATH = '/api/user/credits/stream';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;
/**
 * The server writes at least every 20 s (a keep-alive comment): a stream silent for longer than two of them
 * is a connection that died without closing (a phone changing networks, a proxy's idle cut) — dropped and
 * opened again like any other.
 */
export const STREAM_SILENCE_MS = 45_000;

/**
 * Doubling delays from `base` (the server's `retry:`, 1 s until it has said one) up to 1 min: a server restart
 * is caught quickly, a long outage is not hammered.
 */
export function retryDelay(failures: number, base = FIRST_RETRY_MS): number {
  return Math.min(MAX_RETRY_MS, base * 2 ** Math.max(0, failures - 1));
}

/**
 * Follows the signed-in user's balance over Server-Sent Events (D8), read with fetch and the session token as
 * a Bearer header. Why not the browser's EventSource: it cannot send that header, so a session known only by
 * its stored token (cookie expired or cleared, a client on another origin) was refused for good. Using
 * EventSource when the cookie works and fetch otherwise would mean two code paths and a failed attempt to find
 * out (EventSource never tells the HTTP status); one fetch path works in every case, and the reconnection it
 * costs us is the few lines below.
 *
 * Reconnection: a dropped or refused connection is opened again after the server's `retry:` delay, doubled at
 * each failure in a row up to 1 min, and back to the plain delay once a stream was open. Every (re)connection
 * starts with the current balance, so nothing is missed. A stream silent for STREAM_SILENCE_MS counts as
 * dropped. A 401 means the session is gone: it stops for good and
 * calls `onUnauthorized`. Returns the function that stops.
 */
export function connectLiveCredits(options: {
  token: string;
  onCredits: (credits: number) => void;
  onUnauthorized: () => void;
  fetch?: FetchLike;
  url?: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): () => void {
  const fetchStream = options.fetch ?? ((url, init) => fetch(url, init));
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const controller = new AbortController();
  let timer: unknown = null;
  let failures = 0;
  let baseDelay = FIRST_RETRY_MS;
  let stopped = false;

  async function connect(): Promise<void> {
    // One controller per connection: the silence watchdog aborts this connection only, stop() all of them.
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    controller.signal.addEventListener('abort', abortAttempt);
    let watchdog: unknown = null;
    const stillAlive = () => {
      if (watchdog !== null) clearTimer(watchdog);
      watchdog = setTimer(abortAttempt, STREAM_SILENCE_MS);
    };
    try {
      const response = await fetchStream(options.url ?? CREDITS_STREAM_PATH, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${options.token}` },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (response.status === 401) {
        stopped = true;
        void response.body?.cancel();
        options.onUnauthorized();
        return;
      }
      const streamed = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
      if (!response.ok || !streamed || !response.body) {
        void response.body?.cancel();
        return;
      }
      failures = 0;
      stillAlive();
      const events = readServerSentEvents(response.body, {
        onRetry: (ms) => {
          baseDelay = ms;
        },
        onChunk: stillAlive,
      });
      for await (const { event, data } of events) {
        if (event !== 'message') continue;
        const credits = parseCreditsEvent(data);
        if (credits !== null && !stopped) options.onCredits(credits);
      }
    } finally {
      if (watchdog !== null) clearTimer(watchdog);
      controller.signal.removeEventListener('abort', abortAttempt);
    }
  }

  function open(): void {
    timer = null;
    connect()
      .catch(() => {
        // Offline, server down, connection cut: the same as a stream that ended, retried below.
      })
      .finally(() => {
        if (stopped) return;
        failures += 1;
        timer = setTimer(open, retryDelay(failures, baseDelay));
      });
  }

  open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    controller.abort();
  };
}
