import { parseCreditsEvent } from './parse-credits-event';

export const CREDITS_STREAM_PATH = '/api/user/credits/stream';

/** The slice of the browser's EventSource this module uses, so that tests can hand in their own. */
export interface EventSourceLike {
  readonly readyState: number;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

const CLOSED = 2;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/** Doubling delays, 1 s up to 1 min: a server restart is caught quickly, a long outage is not hammered. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Follows the signed-in user's balance over Server-Sent Events (D8), authenticated by the session cookie.
 * The browser reconnects by itself after a dropped connection (the server's `retry:`); when it gives up (an
 * HTTP error such as 401 or 503 closes the EventSource for good) we open a new one after a growing delay.
 * Every (re)connection starts with the current balance, so nothing is missed. Returns the function that stops.
 */
export function connectLiveCredits(options: {
  onCredits: (credits: number) => void;
  createEventSource: EventSourceFactory;
  url?: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): () => void {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let failures = 0;
  let stopped = false;

  function open() {
    timer = null;
    source = options.createEventSource(options.url ?? CREDITS_STREAM_PATH);
    source.onopen = () => {
      failures = 0;
    };
    source.onmessage = (event) => {
      const credits = parseCreditsEvent(event.data);
      if (credits !== null) options.onCredits(credits);
    };
    source.onerror = () => {
      if (stopped || !source || source.readyState !== CLOSED) return; // the browser retries by itself
      source = null;
      failures += 1;
      timer = setTimer(open, retryDelay(failures));
    };
  }

  open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
  };
}
