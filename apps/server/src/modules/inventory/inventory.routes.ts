import { deletedReply } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { inventoryService } from './inventory.service.ts';
import { storageAreasService } from './storage-areas.service.ts';

/** Inventory: storage areas, counts, on hand, waste, variance (purchase orders: modules/purchasing). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock };
  const areas = storageAreasService(deps);
  const stock = inventoryService(deps);
  const tags = ['inventory'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listStorageAreas',
    { tags, errors: [401], summary: 'Storage areas in walking order' },
    (request) => areas.list(request.user.kitchenId),
  );
  operationRoute(
    app,
    'createStorageArea',
    { tags, errors, summary: 'Adds a storage area, last in the walking order (name unique in the kitchen)' },
    async (request, reply) => reply.code(201).send(await areas.create(request.user, request.body)),
  );
  operationRoute(app, 'updateStorageArea', { tags, errors, summary: 'Renames a storage area' }, (request) =>
    areas.update(request.user, request.params.id, request.body),
  );
  operationRoute(
    app,
    'deleteStorageArea',
    { tags, errors, summary: 'Deletes a storage area that has no counts (409 otherwise)' },
    async (request) => deletedReply(await areas.remove(request.user, request.params.id)),
  );
  operationRoute(
    app,
    'reorderStorageAreas',
    { tags, errors, summary: 'Sets the walking order: every area’s id once, in order' },
    (request) => areas.reorder(request.user, request.body.ids),
  );

  operationRoute(
    app,
    'createCount',
    {
      tags,
      errors,
      summary: 'Records a storage area’s count (dated; lines in any unit the ingredient converts to)',
    },
    async (request, reply) => reply.code(201).send(await stock.createCount(request.user, request.body)),
  );
  operationRoute(
    app,
    'listCounts',
    { tags, errors, summary: 'Counts, newest first (one area with storageAreaId)' },
    (request) => stock.listCounts(request.user.kitchenId, request.query.storageAreaId, request.query.limit),
  );
  operationRoute(
    app,
    'getInventory',
    {
      tags,
      errors: [401],
      summary: 'On hand per ingredient: the last counts + received − used by completed events − wasted since',
    },
    (request) => stock.inventory(request.user.kitchenId),
  );
  operationRoute(
    app,
    'createWaste',
    { tags, errors, summary: 'Logs waste (trim, spoilage, overproduction, dropped): it leaves on hand' },
    async (request, reply) => reply.code(201).send(await stock.createWaste(request.user, request.body)),
  );
  operationRoute(
    app,
    'listWaste',
    { tags, errors: [401], summary: 'The waste log, newest first' },
    (request) => stock.listWaste(request.user.kitchenId),
  );
  operationRoute(
    app,
    'getVariance',
    {
      tags,
      errors,
      summary:
        'Usage and variance between the stock counted at two moments: actual against the events’ plans',
    },
    (request) => stock.variance(request.user.kitchenId, request.query.from, request.query.to),
  );
  operationRoute(
    app,
    'getVarianceHistory',
    {
      tags,
      errors,
      summary:
        'The variance over time: the kitchen’s variance in dollars (and each ingredient’s) per pair of consecutive stocktakes',
    },
    (request) => stock.varianceHistory(request.user.kitchenId, request.query.from, request.query.to),
  );
};
