import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { coolingService } from './cooling.service.ts';
import { productionService } from './production.service.ts';

/** The production plan: batches by day and team, and who checked each off. */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = productionService({ db: app.db, clock: app.clock });
  const cooling = coolingService({ db: app.db, clock: app.clock });
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
  operationRoute(
    app,
    'getCoolingLogs',
    {
      tags,
      errors: [400, 401],
      summary:
        'The cooling logs of one production day: readings (°F) and the Food Code limits met, missed or pending',
    },
    (request) => cooling.day(request.user.kitchenId, request.query.date),
  );
  operationRoute(
    app,
    'addCoolingReading',
    {
      tags,
      errors: [400, 401, 404],
      summary:
        'Logs a temperature of a cooked batch (°F or °C, at a time or now) and answers its cooling log',
    },
    async (request, reply) => reply.code(201).send(await cooling.addReading(request.user, request.body)),
  );
};
