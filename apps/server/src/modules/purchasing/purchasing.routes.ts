import { ORDER_GUIDE_MESSAGES, vendorOrderRows } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { operationRoute } from '../operation-route.ts';
import { costSinceService } from './cost-since.service.ts';
import { orderGuideService } from './order-guide.service.ts';
import { priceHistoryService } from './price-history.service.ts';
import { priceListService } from './price-list.service.ts';

/** Purchasing: the order guide, price history, cost since a date, vendor price lists. */
export const purchasingRoutes: FastifyPluginAsyncZod = async (app) => {
  const guides = orderGuideService(app.db, () => app.clock.now());
  const since = costSinceService(app.db);
  const priceLists = priceListService({ db: app.db, clock: app.clock });
  const prices = priceHistoryService(app.db);
  const tags = ['purchasing'];
  const errors = [400, 401, 404];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'getOrderGuide',
    {
      tags,
      errors,
      summary:
        'What the events of a date range (or eventIds) need, by vendor, rounded up to whole packs, with costs; vendorId keeps one vendor',
    },
    (request) => guides.build(request.user.kitchenId, request.query),
  );

  operationRoute(
    app,
    'getOrderGuideCsv',
    { tags, errors, summary: 'One vendor’s order (vendorId) as CSV, for a spreadsheet' },
    async (request, reply) => {
      const { vendorId } = request.query;
      const guide = await guides.build(request.user.kitchenId, request.query);
      const order = guide.vendors.find((v) => v.vendor.id === vendorId);
      if (vendorId === undefined || !order) throw notFound(ORDER_GUIDE_MESSAGES.nothingToOrder);
      const file = `order-${order.vendor.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'vendor'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csvFile(vendorOrderRows(order)));
    },
  );

  operationRoute(
    app,
    'listIngredientPrices',
    {
      tags,
      errors,
      summary: 'An ingredient’s price history, oldest first, with the unit cost of each price',
    },
    (request) => prices.history(request.user.kitchenId, request.params.id),
  );

  const costSince = (what: string) => ({
    tags,
    errors,
    summary: `How the ${what} cost moved since a date, and which ingredients moved it`,
  });
  operationRoute(app, 'getRecipeCostSince', costSince('recipe (one batch)'), (request) =>
    since.recipe(request.user.kitchenId, request.params.id, new Date(request.query.date)),
  );
  operationRoute(app, 'getMenuItemCostSince', costSince('menu item (per serving)'), (request) =>
    since.menuItem(request.user.kitchenId, request.params.id, new Date(request.query.date)),
  );
  operationRoute(app, 'getMenuCostSince', costSince('menu (one serving of each item)'), (request) =>
    since.menu(request.user.kitchenId, request.params.id, new Date(request.query.date)),
  );

  operationRoute(
    app,
    'applyVendorPriceList',
    {
      tags,
      errors,
      summary:
        'A vendor’s price list: preview (apply false) or apply in one transaction with price history (nothing when a line is wrong)',
    },
    (request) => priceLists.run(request.user, request.params.id, request.body),
  );
};
