import { describe, expect, it } from 'vitest';
import { connectLiveCredits, type EventSourceLike, retryDelay } from './live-credits-connection';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onmessage: EventSourceLike['onmessage'] = null;
  onerror: EventSourceLike['onerror'] = null;
  onopen: EventSourceLike['onopen'] = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail(closedForGood: boolean) {
    this.readyState = closedForGood ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function harness() {
  const sources: FakeEventSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const balances: number[] = [];
  const stop = connectLiveCredits({
    onCredits: (credits) => balances.push(credits),
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
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
  return { sources, timers, balances, stop };
}

describe('connectLiveCredits', () => {
  it('opens the stream and passes on each balance, skipping unreadable events', () => {
    const { sources, balances } = harness();
    expect(sources[0]!.url).toBe('/api/user/credits/stream');
    sources[0]!.open();
    sources[0]!.send('{"credits":5}');
    sources[0]!.send('not json');
    sources[0]!.send('{"credits":4}');
    expect(balances).toEqual([5, 4]);
  });

  it("leaves a dropped connection to the browser's own retry", () => {
    const { sources, timers } = harness();
    sources[0]!.fail(false);
    expect(timers).toHaveLength(0);
    expect(sources).toHaveLength(1);
  });

  it('reopens after a growing delay when the browser gives up, and resets the delay once connected', () => {
    const { sources, timers } = harness();
    sources[0]!.fail(true);
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
    timers[0]!.run();
    sources[1]!.fail(true);
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 2_000]);
    timers[1]!.run();
    sources[2]!.open();
    sources[2]!.fail(true);
    expect(timers[2]!.ms).toBe(1_000);
  });

  it('closes the stream and cancels a pending reconnection when stopped', () => {
    const { sources, timers, stop } = harness();
    sources[0]!.fail(true);
    stop();
    expect(timers[0]!.cleared).toBe(true);
    const second = harness();
    second.stop();
    expect(second.sources[0]!.closed).toBe(true);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and stays at 1 min', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(20)).toBe(60_000);
  });
});
