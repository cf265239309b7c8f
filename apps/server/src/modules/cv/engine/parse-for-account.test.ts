import { describe, expect, it } from 'vitest';
import { QueueFull } from '../../../lib/task-lanes';
import { ENGINE_BUSY, PARSES_IN_PROGRESS, parseForAccount } from './parse-for-account';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('parseForAccount', () => {
  it("refuses an account's third parse while two run (429), not another account's", async () => {
    let finish = () => {};
    const running = new Promise<string>((resolve) => {
      finish = () => resolve('parsed');
    });
    const two = [parseForAccount('a', () => running), parseForAccount('a', () => running)];
    const third = await refusal(parseForAccount('a', async () => 'parsed'));
    expect(third).toMatchObject({ statusCode: 429, message: PARSES_IN_PROGRESS });
    expect(await parseForAccount('b', async () => 'parsed')).toBe('parsed');
    finish();
    expect(await Promise.all(two)).toEqual(['parsed', 'parsed']);
    expect(await parseForAccount('a', async () => 'parsed again')).toBe('parsed again');
  });

  it("answers 503 with Retry-After when the engine's free lane is full", async () => {
    const refused = await refusal(parseForAccount('c', () => Promise.reject(new QueueFull('free'))));
    expect(refused).toMatchObject({ statusCode: 503, message: ENGINE_BUSY, headers: { 'retry-after': '5' } });
  });
});
