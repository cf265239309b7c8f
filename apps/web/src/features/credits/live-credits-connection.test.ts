import { describe, expect, it } from 'vitest';
import { connectLiveCredits, retryDelay, STREAM_SILENCE_MS } from './live-credits-connection';

/** One request the connection made, answered by the test: a stream it writes to, or a refusal. */
class FakeRequest {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private answer!: (response: Response) => void;
  private refuse!: (error: Error) => void;
  readonly response = new Promise<Response>((resolve, reject) => {
    this.answer = resolve;
    this.refuse = reject;
  });
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {
    init.signal?.addEventListener('abort', () => {
      this.refuse(new DOMException('aborted', 'AbortError'));
      try {
        this.controller?.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
  }
  get aborted() {
    return this.init.signal?.aborted ?? false;
  }
  openStream() {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    this.answer(new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }));
  }
  send(text: string) {
    this.controller!.enqueue(new TextEncoder().encode(text));
  }
  end() {
    this.controller!.close();
  }
  refuseWith(status: number) {
    this.answer(Response.json({ detail: 'refusé' }, { status }));
  }
  failNetwork() {
    this.refuse(new TypeError('Failed to fetch'));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness() {
  const requests: FakeRequest[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const balances: number[] = [];
  let unauthorized = 0;
  const stop = connectLiveCredits({
    token: 'token-1',
    onCredits: (credits) => balances.push(credits),
    onUnauthorized: () => {
      unauthorized += 1;
    },
    fetch: (url, init) => {
      const request = new FakeRequest(url, init);
      requests.push(request);
      return request.response;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  /** Reconnection delays only (the silence watchdog of an open stream is a timer too). */
  const retries = () => timers.filter((timer) => timer.ms !== STREAM_SILENCE_MS);
  const watchdogs = () => timers.filter((timer) => timer.ms === STREAM_SILENCE_MS);
  return { requests, timers, retries, watchdogs, balances, stop, unauthorized: () => unauthorized };
}

describe('connectLiveCredits', () => {
  it('opens the stream with the token and passes on each balance, skipping unreadable events', async () => {
    const { requests, balances } = harness();
    expect(requests[0]!.url).toBe('/api/user/credits/stream');
    expect(new Headers(requests[0]!.init.headers).get('authorization')).toBe('Bearer token-1');
    requests[0]!.openStream();
    requests[0]!.send('retry: 3000\n\nid: 1\ndata: {"credits":5}\n\ndata: not json\n\n: keep-alive\n\n');
    requests[0]!.send('id: 2\ndata: {"cred');
    await settle();
    expect(balances).toEqual([5]);
    requests[0]!.send('its":4}\n\n');
    await settle();
    expect(balances).toEqual([5, 4]);
  });

  it("reconnects after the server's retry delay when an open stream drops", async () => {
    const { requests, retries, balances } = harness();
    requests[0]!.openStream();
    requests[0]!.send('retry: 3000\n\ndata: {"credits":5}\n\n');
    requests[0]!.end();
    await settle();
    expect(retries().map((timer) => timer.ms)).toEqual([3_000]);
    retries()[0]!.run();
    requests[1]!.openStream();
    requests[1]!.send('data: {"credits":7}\n\n');
    await settle();
    expect(balances).toEqual([5, 7]);
  });

  it('waits longer after each refusal or network failure in a row, and resets once a stream opens', async () => {
    const { requests, retries } = harness();
    requests[0]!.refuseWith(503);
    await settle();
    retries()[0]!.run();
    requests[1]!.failNetwork();
    await settle();
    retries()[1]!.run();
    requests[2]!.refuseWith(429);
    await settle();
    expect(retries().map((timer) => timer.ms)).toEqual([1_000, 2_000, 4_000]);
    retries()[2]!.run();
    requests[3]!.openStream();
    requests[3]!.end();
    await settle();
    expect(retries()[3]!.ms).toBe(1_000);
  });

  it('stops for good on 401 and says so once', async () => {
    const { requests, timers, unauthorized } = harness();
    requests[0]!.refuseWith(401);
    await settle();
    expect(unauthorized()).toBe(1);
    expect(timers).toHaveLength(0);
    expect(requests).toHaveLength(1);
  });

  it('treats an answer that is not an event stream (an HTML page) as a failure', async () => {
    const { requests, timers } = harness();
    requests[0]!.refuseWith(200);
    await settle();
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
  });

  it('closes the stream and cancels a pending reconnection when stopped', async () => {
    const first = harness();
    first.requests[0]!.refuseWith(503);
    await settle();
    first.stop();
    expect(first.timers[0]!.cleared).toBe(true);

    const second = harness();
    second.requests[0]!.openStream();
    await settle();
    second.stop();
    await settle();
    expect(second.requests[0]!.aborted).toBe(true);
    expect(second.retries()).toHaveLength(0);
    expect(second.watchdogs().every((timer) => timer.cleared)).toBe(true);
  });

  it('drops a stream that stays silent past two keep-alives and opens a new one', async () => {
    const { requests, retries, watchdogs, balances } = harness();
    requests[0]!.openStream();
    requests[0]!.send('data: {"credits":5}\n\n');
    await settle();
    requests[0]!.send(': keep-alive\n\n');
    await settle();
    // Every piece received, keep-alives included, restarts the watch.
    expect(watchdogs().filter((timer) => !timer.cleared)).toHaveLength(1);
    expect(watchdogs().length).toBeGreaterThanOrEqual(2);
    watchdogs().at(-1)!.run();
    await settle();
    expect(requests[0]!.aborted).toBe(true);
    expect(retries().map((timer) => timer.ms)).toEqual([1_000]);
    retries()[0]!.run();
    requests[1]!.openStream();
    requests[1]!.send('data: {"credits":6}\n\n');
    await settle();
    expect(balances).toEqual([5, 6]);
  });
});

describe('retryDelay', () => {
  it('doubles from the base (1 s unless the server said otherwise) and stays at 1 min', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(20)).toBe(60_000);
    expect([1, 2].map((failures) => retryDelay(failures, 3_000))).toEqual([3_000, 6_000]);
  });
});
