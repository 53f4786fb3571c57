import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { activityService } from './activity.service.ts';

/** The kitchen's activity page: who created, changed or deleted what, newest first. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in, a chef or the owner (the contract's access): the API contract's guard checks both.
  const service = activityService({ db: app.db });

  operationRoute(
    app,
    'listActivity',
    {
      tags: ['kitchen'],
      errors: [400, 401],
      summary: 'Who did what in the kitchen, newest first, paged (50 lines by default)',
    },
    (request) => service.list(request.user.kitchenId, request.query),
  );
};
