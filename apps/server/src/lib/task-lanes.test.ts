import { describe, expect, it } from 'vitest';
import { QueueFull, TaskLanes } from './task-lanes';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TaskLanes', () => {
  it('serves the first lane first, whatever the order of arrival', async () => {
    const lanes = new TaskLanes(1, { paid: 10, free: 10 });
    const order: string[] = [];
    const first = await lanes.enter('free');
    const waiting = ['free 1', 'free 2', 'paid 1'].map((name) =>
      lanes.enter(name.startsWith('paid') ? 'paid' : 'free').then((release) => {
        order.push(name);
        release();
      }),
    );
    await tick();
    first();
    await Promise.all(waiting);
    expect(order).toEqual(['paid 1', 'free 1', 'free 2']);
  });

  it("refuses at once past a lane's waiting limit, the other lane still open", async () => {
    const lanes = new TaskLanes(1, { paid: 1, free: 1 });
    const running = await lanes.enter('free');
    const waitingFree = lanes.enter('free');
    await expect(lanes.enter('free')).rejects.toBeInstanceOf(QueueFull);
    const waitingPaid = lanes.enter('paid');
    running();
    (await waitingPaid)();
    (await waitingFree)();
  });

  it('lets a waiting task leave when its caller gives up, and its slot goes to the next', async () => {
    const lanes = new TaskLanes(1, { any: 5 });
    const running = await lanes.enter('any');
    const leaving = new AbortController();
    const left = lanes.enter('any', leaving.signal);
    const next = lanes.enter('any');
    leaving.abort(new Error('client left'));
    await expect(left).rejects.toThrow('client left');
    expect(lanes.waiting('any')).toBe(1);
    running();
    const release = await next;
    expect(lanes.waiting('any')).toBe(0);
    release();
    release(); // twice is once
    (await lanes.enter('any'))();
  });
});
