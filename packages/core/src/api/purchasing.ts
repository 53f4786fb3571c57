import { ZCostSince, ZOrderGuide, ZPriceHistory, ZPriceListResult } from '../schemas/purchasing.ts';
import { type ApiOperations, bearerOp, textBody } from './operation.ts';

/** Purchasing (issue 18): the order guide, price history, cost since a date, vendor price lists. */
export const purchasingApi = {
  getOrderGuide: bearerOp('GET', '/api/order-guide', { 200: ZOrderGuide }, 'chef'),
  getOrderGuideCsv: bearerOp('GET', '/api/order-guide/csv', { 200: textBody('text/csv') }, 'chef'),
  listIngredientPrices: bearerOp('GET', '/api/ingredients/{id}/prices', { 200: ZPriceHistory }),
  getRecipeCostSince: bearerOp('GET', '/api/recipes/{id}/cost-since', { 200: ZCostSince }),
  getMenuItemCostSince: bearerOp('GET', '/api/menuItems/{id}/cost-since', { 200: ZCostSince }),
  getMenuCostSince: bearerOp('GET', '/api/menus/{id}/cost-since', { 200: ZCostSince }),
  applyVendorPriceList: bearerOp('POST', '/api/vendors/{id}/price-list', { 200: ZPriceListResult }),
} satisfies ApiOperations;
