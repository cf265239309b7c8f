import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('holds a client after 5 failures until 15 minutes after the first, and no one else', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(5, 15 * 60_000, () => now);
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterMs('a')).toBe(0);
      throttle.recordFailure('a');
      now += 60_000;
    }
    expect(throttle.retryAfterMs('a')).toBe(10 * 60_000);
    expect(throttle.retryAfterMs('b')).toBe(0);
    now += 10 * 60_000;
    expect(throttle.retryAfterMs('a')).toBe(0);
  });

  it('forgets a client after a success', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    throttle.recordFailure('a');
    throttle.reset('a');
    throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBe(0);
    throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBe(60_000);
  });
});
