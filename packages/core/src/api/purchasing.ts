import { ZIdParams } from '../schemas/fields.ts';
import {
  ZCostSince,
  ZCostSinceQuery,
  ZOrderGuide,
  ZOrderGuideQuery,
  ZPriceHistory,
  ZPriceListRequest,
  ZPriceListResult,
} from '../schemas/purchasing.ts';
import { type ApiOperations, bearerOp, textBody } from './operation.ts';

/** Purchasing: the order guide, price history, cost since a date, vendor price lists. */
export const purchasingApi = {
  getOrderGuide: bearerOp(
    'GET',
    '/api/order-guide',
    { 200: ZOrderGuide },
    { access: 'chef', query: ZOrderGuideQuery },
  ),
  getOrderGuideCsv: bearerOp(
    'GET',
    '/api/order-guide/csv',
    { 200: textBody('text/csv') },
    { access: 'chef', query: ZOrderGuideQuery },
  ),
  listIngredientPrices: bearerOp(
    'GET',
    '/api/ingredients/{id}/prices',
    { 200: ZPriceHistory },
    { params: ZIdParams },
  ),
  getRecipeCostSince: bearerOp(
    'GET',
    '/api/recipes/{id}/cost-since',
    { 200: ZCostSince },
    { params: ZIdParams, query: ZCostSinceQuery },
  ),
  getMenuItemCostSince: bearerOp(
    'GET',
    '/api/menuItems/{id}/cost-since',
    { 200: ZCostSince },
    { params: ZIdParams, query: ZCostSinceQuery },
  ),
  getMenuCostSince: bearerOp(
    'GET',
    '/api/menus/{id}/cost-since',
    { 200: ZCostSince },
    { params: ZIdParams, query: ZCostSinceQuery },
  ),
  applyVendorPriceList: bearerOp(
    'POST',
    '/api/vendors/{id}/price-list',
    { 200: ZPriceListResult },
    { params: ZIdParams, body: ZPriceListRequest },
  ),
} satisfies ApiOperations;
