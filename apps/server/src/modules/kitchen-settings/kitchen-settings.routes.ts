import { ZApiError, ZKitchenSettings, ZKitchenSettingsResponse } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kitchenSettingsService } from './kitchen-settings.service.ts';

/** The kitchen's settings (issue 13: the target food-cost % menu prices are coloured against). */
export const kitchenSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = kitchenSettingsService({ db: app.db, clock: app.clock });
  const tags = ['kitchen'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/kitchen/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The kitchen’s settings: target food-cost % (30 until set)',
        response: { 200: ZKitchenSettingsResponse, 401: ZApiError },
      },
    },
    async (request) => service.get(request.user.kitchenId),
  );

  app.put(
    '/api/kitchen/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the kitchen’s settings',
        body: ZKitchenSettings,
        response: { 200: ZKitchenSettingsResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => service.put(request.user, request.body),
  );
};
