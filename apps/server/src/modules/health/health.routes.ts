import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from '../../errors/app-error.ts';

const ZHealth = z.object({ status: z.literal('UP'), database: z.literal('UP') });

/** GET /api/health: 200 when the database answers `select 1`, 503 otherwise (load balancers poll it). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: ZHealth } },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'health check: database does not answer');
        throw serviceUnavailable('The database is not answering.');
      }
      return { status: 'UP' as const, database: 'UP' as const };
    },
  );
};
