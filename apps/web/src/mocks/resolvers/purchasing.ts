import { vendorOrderRows, ZCostSinceQuery, ZOrderGuideQuery, ZPriceListRequest } from '@brigade/core';
import Papa from 'papaparse';
import { type MockRequest, type Resolvers, reply } from '../contract-handler';
import { ingredientOf } from '../kitchen/catalogue';
import { menuItemOf } from '../kitchen/menu-items';
import { menuOf } from '../kitchen/menus';
import {
  applyPriceList,
  buildOrderGuide,
  menuCostSince,
  menuItemCostSince,
  priceHistory,
  recipeCostSince,
  vendorOrder,
} from '../kitchen/purchasing';
import { recipeOf } from '../kitchen/recipes';
import { parse } from '../mock-error';
import { idOf } from './catalogue';

/** Purchasing (contract: purchasing.ts): the order guide, price history, cost since, price lists. */

const sinceOf = (req: MockRequest) => new Date(parse(ZCostSinceQuery, req.query, 'querystring').date);

export const purchasingResolvers = {
  getOrderGuide: (req) =>
    buildOrderGuide(req.by().kitchen, parse(ZOrderGuideQuery, req.query, 'querystring')),
  getOrderGuideCsv: (req) => {
    const query = parse(ZOrderGuideQuery, req.query, 'querystring');
    const { order, file } = vendorOrder(buildOrderGuide(req.by().kitchen, query), query.vendorId);
    // Written by the web's CSV library (papaparse), from core's rows, as the server writes them with its own.
    const csv = Papa.unparse(vendorOrderRows(order), { newline: '\r\n' });
    return reply(200, csv, { 'content-disposition': `attachment; filename="${file}"` });
  },
  listIngredientPrices: (req) => {
    const { kitchen } = req.by();
    return priceHistory(kitchen, ingredientOf(kitchen, idOf(req)));
  },
  getRecipeCostSince: (req) => {
    const { kitchen } = req.by();
    return recipeCostSince(kitchen, recipeOf(kitchen, idOf(req)), sinceOf(req));
  },
  getMenuItemCostSince: (req) => {
    const { kitchen } = req.by();
    return menuItemCostSince(kitchen, menuItemOf(kitchen, idOf(req)), sinceOf(req));
  },
  getMenuCostSince: (req) => {
    const { kitchen } = req.by();
    return menuCostSince(kitchen, menuOf(kitchen, idOf(req)), sinceOf(req));
  },
  applyVendorPriceList: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return applyPriceList(by, id, parse(ZPriceListRequest, await req.json()));
  },
} satisfies Partial<Resolvers>;
