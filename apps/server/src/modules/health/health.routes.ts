import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../errors/app-error.ts';
import { operationRoute } from '../operation-route.ts';

/**
 * What load balancers and orchestrators poll (README "Running several servers"):
 * - GET /api/health: 200 when the process answers and its database answers `select 1`, 503 otherwise.
 * - GET /api/ready: 200 when this instance should get traffic: the database answers and its migrations
 *   are applied. 503 while starting (another instance may hold the migration lock) and from the moment
 *   a graceful shutdown begins, so the balancer stops sending requests before the process goes away.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = async (request: { log: { warn(o: object, m: string): void } }, check: string) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, `${check}: database does not answer`);
      throw serviceUnavailable('The database is not answering.');
    }
  };

  operationRoute(
    app,
    'getHealth',
    { tags: ['health'], errors: [503], summary: 'Liveness and database reachability' },
    async (request) => {
      await ping(request, 'health check');
      return { status: 'UP' as const, database: 'UP' as const };
    },
  );

  operationRoute(
    app,
    'getReadiness',
    {
      tags: ['health'],
      errors: [503],
      summary: 'Readiness: database reachable and migrations applied (load balancers)',
    },
    async (request) => {
      if (!app.readiness.migrated) throw serviceUnavailable('The database is being migrated.');
      await ping(request, 'readiness check');
      return { status: 'READY' as const, database: 'UP' as const, migrations: 'DONE' as const };
    },
  );
};
