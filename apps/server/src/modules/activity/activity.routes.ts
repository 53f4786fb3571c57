import { ZActivityEntry, ZActivityListQuery, ZApiError, ZPage } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityService } from './activity.service.ts';

/** The kitchen's activity page (issue 20): who created, changed or deleted what, newest first. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in, a chef or the owner (the contract's access): the API contract's guard checks both.
  const service = activityService({ db: app.db });

  app.get(
    '/api/kitchen/activity',
    {
      schema: {
        tags: ['kitchen'],
        security: [{ bearerAuth: [] }],
        summary: 'Who did what in the kitchen, newest first, paged (50 lines by default)',
        querystring: ZActivityListQuery,
        response: { 200: ZPage(ZActivityEntry), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => service.list(request.user.kitchenId, request.query),
  );
};
