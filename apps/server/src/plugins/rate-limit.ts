import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors/app-error.ts';

/**
 * Request rate limits, off by default and switched on per route with `config: { rateLimit: {…} }`.
 * Counters live in process memory; pass `redis` (an ioredis client, REDIS_URL) to share them between
 * instances through the plugin's own Redis store. Should Redis go away, the routes answer unlimited
 * rather than not at all; the sign-in throttle (per account) still fails closed.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis } = {},
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        context.ttl / 1000,
      ),
  });
}
