import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { kitchenBackupService } from './kitchen-backup.service.ts';

/**
 * A kitchen's backup (for a large kitchen: 10,000 ingredients with their price history is some
 * 10–20 MB of JSON); past it, 413 before the body is read whole.
 */
const KITCHEN_IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** The whole kitchen out (a backup) and back in (into an empty kitchen). */
export const kitchenBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = kitchenBackupService({ db: app.db, clock: app.clock });
  const tags = ['kitchen'];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'exportKitchen',
    {
      tags,
      errors: [401, 403],
      summary:
        'The whole kitchen as one versioned JSON document: vendors, ingredients (conversions, nutrients, allergens, price history), recipes, menu items, menus, rooms, events, settings',
    },
    (request) => service.exportKitchen(request.user.kitchenId),
  );

  operationRoute(
    app,
    'importKitchen',
    {
      tags,
      errors: [400, 401, 403, 409, 413],
      summary:
        'Restores a backup into this kitchen in one transaction, every id new; 409 when the kitchen is not empty',
      bodyLimit: KITCHEN_IMPORT_BODY_LIMIT,
    },
    async (request, reply) => reply.code(201).send(await service.importKitchen(request.user, request.body)),
  );
};
