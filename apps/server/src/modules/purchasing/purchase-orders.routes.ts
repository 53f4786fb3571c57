import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { purchaseOrdersService } from './purchase-orders.service.ts';

/** Purchase orders: made from the order guide, one per vendor, then received into stock. */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = purchaseOrdersService({ db: app.db, clock: app.clock });
  // The API docs list purchase orders under inventory, beside the stock they fill.
  const tags = ['inventory'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listPurchaseOrders',
    { tags, errors: [401], summary: 'Purchase orders, newest first' },
    (request) => orders.list(request.user.kitchenId),
  );
  operationRoute(app, 'getPurchaseOrder', { tags, errors, summary: 'One purchase order' }, (request) =>
    orders.get(request.user.kitchenId, request.params.id),
  );
  operationRoute(
    app,
    'createPurchaseOrders',
    {
      tags,
      errors,
      summary: 'Makes the order guide (events, or none: order to par) into one purchase order per vendor',
    },
    async (request, reply) => reply.code(201).send(await orders.create(request.user, request.body)),
  );
  operationRoute(
    app,
    'receivePurchaseOrder',
    {
      tags,
      errors,
      summary: 'Receives packs (all or part) at the prices paid: on hand up, price history from a delivery',
    },
    (request) => orders.receive(request.user, request.params.id, request.body),
  );
};
