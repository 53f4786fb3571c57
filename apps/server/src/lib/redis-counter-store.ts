import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.ts';
import type { CounterStore } from './counter-store.ts';

/**
 * One atomic step, like the memory store's: count the hit, open the window at the first one, and say
 * how long the window has left. A key that somehow lost its expiry gets one again instead of counting
 * forever. Redis's clock times the window, so every instance sees the same reset.
 */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

type CounterCommands = {
  brigadeCounterIncrement(key: string, windowMs: number): Promise<[number, number]>;
  brigadeCounterRead(key: string): Promise<[number, number] | null>;
};

/**
 * The CounterStore of lib/counter-store.ts in Redis, shared by every instance on that Redis (the key
 * prefix is the client's `keyPrefix`). When Redis does not answer, counting fails closed with a 503:
 * a sign-in that cannot be counted is not checked.
 */
export function redisCounterStore(redis: Redis): CounterStore {
  const commands = redis as Redis & CounterCommands;
  if (!('brigadeCounterIncrement' in redis)) {
    redis.defineCommand('brigadeCounterIncrement', { numberOfKeys: 1, lua: INCREMENT });
    redis.defineCommand('brigadeCounterRead', { numberOfKeys: 1, lua: READ });
  }
  const unavailable = (cause: unknown) =>
    new AppError(503, 'Sign-in is unavailable for a moment. Please try again.', { cause });
  const counterKey = (key: string) => `counter:${key}`;
  return {
    async increment(key, windowMs, nowMs) {
      const [count, ttl] = await commands
        .brigadeCounterIncrement(counterKey(key), Math.max(1, Math.round(windowMs)))
        .catch((err) => {
          throw unavailable(err);
        });
      return { count, resetAtMs: nowMs + ttl };
    },
    async get(key, nowMs) {
      const found = await commands.brigadeCounterRead(counterKey(key)).catch((err) => {
        throw unavailable(err);
      });
      if (!found || found[1] <= 0) return undefined;
      return { count: found[0], resetAtMs: nowMs + found[1] };
    },
    async delete(key) {
      await redis.del(counterKey(key)).catch((err) => {
        throw unavailable(err);
      });
    },
  };
}
