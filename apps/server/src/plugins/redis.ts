import { Redis } from 'ioredis';

export class RedisUnreachableError extends Error {
  constructor(cause: unknown) {
    super(
      `Cannot reach Redis at REDIS_URL (${(cause as Error)?.message ?? cause}). Start Redis, fix REDIS_URL, or unset it to count rate limits in this process only.`,
      { cause },
    );
    this.name = 'RedisUnreachableError';
  }
}

/**
 * The Redis client the rate limits and the sign-in throttle count in. Every key carries `prefix`, so
 * two deployments (or two test runs) can share one Redis. A request never waits long on a Redis that
 * went away: one retry, then the command fails (route limits are then skipped, sign-ins answer 503).
 * Throws RedisUnreachableError when Redis does not answer at start: a misconfigured fleet should not
 * come up counting each instance on its own.
 */
export async function connectRedis(options: { url: string; prefix: string }): Promise<Redis> {
  const redis = new Redis(options.url, {
    keyPrefix: options.prefix,
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    // Reconnects in the background, at most every 2 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Errors surface on the commands that fail; without a listener ioredis would print each reconnect.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new RedisUnreachableError(err);
  }
  return redis;
}

/** Closes the connection after its pending replies (QUIT), or at once when Redis is away. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await Promise.race([redis.quit(), new Promise((_, reject) => setTimeout(reject, 1000).unref())]);
  } catch {
    redis.disconnect();
  }
}
