import { deletedReply } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { vendorsService } from './vendors.service.ts';

/** Vendors (spec 7 plus the rename and delete a cook needs), scoped to the caller's kitchen. */
export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = vendorsService({ db: app.db, clock: app.clock });
  const tags = ['vendors'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listVendors',
    {
      tags,
      errors,
      summary:
        'The kitchen’s vendors by name, each with its number of ingredients; searchText matches word starts',
    },
    (request) => service.list(request.user.kitchenId, request.query),
  );

  operationRoute(app, 'getVendor', { tags, errors, summary: 'One vendor' }, (request) =>
    service.get(request.user.kitchenId, request.params.id),
  );

  operationRoute(
    app,
    'createVendor',
    { tags, errors, summary: 'Creates a vendor (name unique in the kitchen, ignoring case)' },
    async (request, reply) => reply.code(201).send(await service.create(request.user, request.body)),
  );

  operationRoute(
    app,
    'updateVendor',
    { tags, errors, summary: 'Renames a vendor (409 when a `version` sent is stale)' },
    (request) => service.update(request.user, request.params.id, request.body),
  );

  operationRoute(
    app,
    'deleteVendor',
    { tags, errors, summary: 'Deletes a vendor; 409 while ingredients still use it' },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};
