import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit';

describe('MemoryRateLimitStore', () => {
  it('counts hits in a window that starts with the first hit, then starts over', async () => {
    vi.useFakeTimers();
    try {
      const store = new MemoryRateLimitStore();
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
      vi.advanceTimersByTime(400);
      expect(await store.hit('k', 1000)).toEqual({ count: 2, resetMs: 600 });
      expect((await store.hit('other', 1000)).count).toBe(1);
      vi.advanceTimersByTime(600);
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never holds more than its key limit', async () => {
    const store = new MemoryRateLimitStore(3);
    for (const k of ['a', 'b', 'c', 'd', 'e']) await store.hit(k, 60_000);
    expect((store as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(3);
  });
});

describe('RedisRateLimitStore (shared by every API process)', () => {
  let a: Redis;
  let b: Redis;
  const prefix = `test-limit-${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    a = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    b = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await a.keys(`${prefix}*`);
    if (keys.length) await a.del(...keys);
    a.disconnect();
    b.disconnect();
  });

  it('two processes (connections) share one counter, which expires with its window', async () => {
    const one: RateLimitStore = new RedisRateLimitStore(a, prefix);
    const two: RateLimitStore = new RedisRateLimitStore(b, prefix);
    expect((await one.hit('login:1.2.3.4', 300)).count).toBe(1);
    const second = await two.hit('login:1.2.3.4', 300);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(0);
    expect(second.resetMs).toBeLessThanOrEqual(300);
    expect(await a.pttl(`${prefix}login:1.2.3.4`)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 350));
    expect((await one.hit('login:1.2.3.4', 300)).count).toBe(1);
  });
});
