import { describe, expect, it } from 'vitest';
import { AttemptLimit } from './attempt-limit';
import { memoryRateCounter } from './rate-counter';

describe('AttemptLimit over the in-memory counter (PGlite)', () => {
  it('holds a client after 5 attempts until 15 minutes after the first, and no one else', async () => {
    let now = 1_000_000;
    const attempts = new AttemptLimit(
      memoryRateCounter(() => now),
      'admin-login',
      5,
      15 * 60_000,
    );
    for (let i = 0; i < 5; i++) {
      expect(await attempts.take('a')).toBe(0);
      now += 60_000;
    }
    expect(await attempts.take('a')).toBe(10 * 60_000);
    expect(await attempts.take('b')).toBe(0);
    now += 10 * 60_000;
    expect(await attempts.take('a')).toBe(0);
  });

  it('forgets a client after a success', async () => {
    const attempts = new AttemptLimit(
      memoryRateCounter(() => 0),
      'admin-login',
      2,
      60_000,
    );
    await attempts.take('a');
    await attempts.take('a');
    await attempts.clear('a');
    expect(await attempts.take('a')).toBe(0);
    expect(await attempts.take('a')).toBe(0);
    expect(await attempts.take('a')).toBe(60_000);
  });

  it('counts each limit apart, by its name', async () => {
    const counter = memoryRateCounter(() => 0);
    const logins = new AttemptLimit(counter, 'admin-login', 1, 60_000);
    const changes = new AttemptLimit(counter, 'email-change', 1, 60_000);
    expect(await logins.take('a')).toBe(0);
    expect(await changes.take('a')).toBe(0);
    expect(await logins.take('a')).toBe(60_000);
  });
});
