import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../errors/app-error.ts';

/**
 * Request rate limits, off by default and switched on per route with `config: { rateLimit: {…} }`.
 * Counters live in process memory; pass `redis` (an ioredis client) to share them between instances.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: unknown } = {},
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis as never } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        context.ttl / 1000,
      ),
  });
}
