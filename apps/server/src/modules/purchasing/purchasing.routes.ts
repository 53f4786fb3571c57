import {
  costPerUnit,
  vendorOrderRows,
  ZApiError,
  ZCostSince,
  ZCostSinceQuery,
  ZIdParams,
  ZOrderGuide,
  ZOrderGuideQuery,
  ZPriceHistory,
  ZPriceListRequest,
  ZPriceListResult,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { ingredientsRepository } from '../ingredients/ingredients.repository.ts';
import { INGREDIENT_MESSAGES } from '../ingredients/ingredients.service.ts';
import { costSinceService } from './cost-since.service.ts';
import { orderGuideService } from './order-guide.service.ts';
import { priceHistoryRepository } from './price-history.repository.ts';
import { priceListService } from './price-list.service.ts';

/** Purchasing (issue 18): the order guide, price history, cost since a date, vendor price lists. */
export const purchasingRoutes: FastifyPluginAsyncZod = async (app) => {
  const guides = orderGuideService(app.db);
  const since = costSinceService(app.db);
  const priceLists = priceListService({ db: app.db, clock: app.clock });
  const tags = ['purchasing'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/order-guide',
    {
      schema: {
        tags,
        security,
        summary:
          'What the events of a date range (or eventIds) need, by vendor, rounded up to whole packs, with costs; vendorId keeps one vendor',
        querystring: ZOrderGuideQuery,
        response: { 200: ZOrderGuide, ...errors },
      },
    },
    async (request) => guides.build(request.user.kitchenId, request.query),
  );

  app.get(
    '/api/order-guide/csv',
    {
      schema: {
        tags,
        security,
        summary: 'One vendor’s order (vendorId) as CSV, for a spreadsheet',
        querystring: ZOrderGuideQuery,
      },
    },
    async (request, reply) => {
      const { vendorId } = request.query;
      const guide = await guides.build(request.user.kitchenId, request.query);
      const order = guide.vendors.find((v) => v.vendor.id === vendorId);
      if (vendorId === undefined || !order)
        throw notFound('This vendor has nothing to order for these events.');
      const file = `order-${order.vendor.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'vendor'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csvFile(vendorOrderRows(order)));
    },
  );

  app.get(
    '/api/ingredients/:id/prices',
    {
      schema: {
        tags,
        security,
        summary: 'An ingredient’s price history, oldest first, with the unit cost of each price',
        params: ZIdParams,
        response: { 200: ZPriceHistory, ...errors },
      },
    },
    async (request) => {
      const { kitchenId } = request.user;
      if (!(await ingredientsRepository(app.db).findName(kitchenId, request.params.id))) {
        throw notFound(INGREDIENT_MESSAGES.notFound);
      }
      const rows = await priceHistoryRepository(app.db).history(kitchenId, request.params.id);
      return rows.map((r) => ({
        cost: r.cost,
        costAmount: r.costAmount,
        costUnits: r.costUnits,
        unitCost: costPerUnit(r),
        changedAt: r.changedAt.toISOString(),
        changedBy: r.changedBy,
        source: r.source,
      }));
    },
  );

  for (const [path, what] of [
    ['/api/recipes/:id/cost-since', 'recipe (one batch)'],
    ['/api/menuItems/:id/cost-since', 'menu item (per serving)'],
    ['/api/menus/:id/cost-since', 'menu (one serving of each item)'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `How the ${what} cost moved since a date, and which ingredients moved it`,
          params: ZIdParams,
          querystring: ZCostSinceQuery,
          response: { 200: ZCostSince, ...errors },
        },
      },
      async (request) => {
        const at = new Date(request.query.date);
        const { kitchenId } = request.user;
        const id = request.params.id;
        if (path.startsWith('/api/recipes')) return since.recipe(kitchenId, id, at);
        if (path.startsWith('/api/menuItems')) return since.menuItem(kitchenId, id, at);
        return since.menu(kitchenId, id, at);
      },
    );
  }

  app.post(
    '/api/vendors/:id/price-list',
    {
      schema: {
        tags,
        security,
        summary:
          'A vendor’s price list: preview (apply false) or apply in one transaction with price history (nothing when a line is wrong)',
        params: ZIdParams,
        body: ZPriceListRequest,
        response: { 200: ZPriceListResult, ...errors },
      },
    },
    async (request) => priceLists.run(request.user, request.params.id, request.body),
  );
};
