import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { kitchenSettingsService } from './kitchen-settings.service.ts';

/** The kitchen's settings (the target food-cost % menu prices are coloured against). */
export const kitchenSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = kitchenSettingsService({ db: app.db, clock: app.clock });
  const tags = ['kitchen'];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'getKitchenSettings',
    { tags, errors: [401], summary: 'The kitchen’s settings: target food-cost % (30 until set)' },
    (request) => service.get(request.user.kitchenId),
  );

  operationRoute(
    app,
    'updateKitchenSettings',
    {
      tags,
      errors: [400, 401, 409],
      summary: 'Saves the kitchen’s settings (409 when saved from a stale version)',
    },
    (request) => service.put(request.user, request.body),
  );
};
