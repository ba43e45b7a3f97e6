import { describe, expect, it } from 'vitest';
import { QueueFullError, WorkQueue } from './work-queue';

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses past `maxWaiting`', async () => {
    const q = new WorkQueue('test', 2, 3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates: Array<() => void> = [];
    const task = (i: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        gates.push(() => {
          running -= 1;
          order.push(i);
          resolve(i);
        });
      });
    const runs = [0, 1, 2, 3, 4].map((i) => q.run(task(i)));
    await expect(q.run(task(5))).rejects.toBeInstanceOf(QueueFullError);
    expect(q.load).toBe(5);
    while (order.length < 5) {
      await new Promise((r) => setTimeout(r, 1));
      gates.shift()?.();
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(q.load).toBe(0);
  });

  it('a failing task frees its slot', async () => {
    const q = new WorkQueue('test', 1, 1);
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run(() => Promise.resolve(7))).toBe(7);
    expect(q.load).toBe(0);
  });
});
