import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS } from '../config.ts';
import { signInThrottle } from '../modules/accounts/sign-in-throttle.ts';
import { closeRedis, connectRedis, RedisUnreachableError } from '../plugins/redis.ts';
import type { Clock } from './clock.ts';
import { redisCounterStore } from './redis-counter-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each run its own keys, on the machine's shared Redis. */
const prefix = `brigade-test:${randomBytes(4).toString('hex')}:`;

describe('redisCounterStore (the CounterStore on the machine’s Redis)', () => {
  let a: Awaited<ReturnType<typeof connectRedis>>;
  let b: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    // Two clients: two instances of the server.
    a = await connectRedis({ url: REDIS_URL, prefix });
    b = await connectRedis({ url: REDIS_URL, prefix });
  });
  afterAll(async () => {
    const keys = await a.keys(`${prefix}*`);
    if (keys.length > 0) await a.del(...keys.map((k) => k.slice(prefix.length)));
    await closeRedis(a);
    await closeRedis(b);
  });

  it('counts hits of both instances in one window that opens at the first hit', async () => {
    const one = redisCounterStore(a);
    const two = redisCounterStore(b);
    const now = 1_000_000;
    expect(await one.increment('k', 60_000, now)).toEqual({ count: 1, resetAtMs: expect.any(Number) });
    const second = await two.increment('k', 60_000, now);
    expect(second.count).toBe(2);
    // The window is Redis's: 60 s from the first hit, give or take the round trips (< 1 s).
    expect(second.resetAtMs - now).toBeGreaterThan(59_000);
    expect(second.resetAtMs - now).toBeLessThanOrEqual(60_000);
    expect((await one.get('k', now))?.count).toBe(2);
    await two.delete('k');
    expect(await one.get('k', now)).toBeUndefined();
    expect(await one.get('never-seen', now)).toBeUndefined();
  });

  it('closes the window after windowMs', async () => {
    const store = redisCounterStore(a);
    await store.increment('short', 150, 0);
    await store.increment('short', 150, 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.get('short', 0)).toBeUndefined();
    expect((await store.increment('short', 150, 0)).count).toBe(1);
  });

  it('counts 20 attempts sent at once through two instances as 1 to 20: only 5 reach the password check', async () => {
    const clock: Clock = { now: () => new Date() };
    const limits = { ...DEFAULT_ACCOUNT_LIMITS, failuresPerLoginAndAddress: 5 };
    const throttles = [
      signInThrottle(redisCounterStore(a), limits, clock),
      signInThrottle(redisCounterStore(b), limits, clock),
    ];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => throttles[i % 2].attempt('user:42', '203.0.113.9')),
    );
    // failuresPerLoginAndAddress = 5: attempts 1-5 pass, 6-20 (15 of them) answer 429.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(15);
    expect(refused.every((o) => o.reason.statusCode === 429)).toBe(true);
    // Another address for the same account is not slowed down.
    await expect(throttles[1].attempt('user:42', '198.51.100.7')).resolves.toBeUndefined();
  });

  it('fails closed with a 503 when Redis goes away, and refuses to start without it', async () => {
    const lost = await connectRedis({ url: REDIS_URL, prefix });
    const store = redisCounterStore(lost);
    lost.disconnect();
    await expect(store.increment('k', 1000, 0)).rejects.toMatchObject({ statusCode: 503 });
    // A port where no Redis listens (the discard port on loopback).
    await expect(connectRedis({ url: 'redis://127.0.0.1:9', prefix })).rejects.toBeInstanceOf(
      RedisUnreachableError,
    );
  });
});
