import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { productionService } from './production.service.ts';

/** The production plan: batches by day and team, and who checked each off. */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = productionService({ db: app.db, clock: app.clock });
  const tags = ['production'];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'getProductionPlan',
    {
      tags,
      errors: [400, 401],
      summary:
        'The events of a date range as batches: one per recipe per production day (service day − lead time) per team, consolidated across menu items, events and sub-recipes',
    },
    (request) => service.plan(request.user.kitchenId, request.query),
  );
  operationRoute(
    app,
    'setProductionCheckOff',
    {
      tags,
      errors: [400, 401, 404],
      summary: 'Marks a batch (day, team, recipe) done by the member, or not done any more',
    },
    (request) => service.checkOff(request.user, request.body),
  );
};
