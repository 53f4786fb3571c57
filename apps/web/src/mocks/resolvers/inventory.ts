import {
  ZCountListQuery,
  ZCountRequest,
  ZPurchaseOrderRequest,
  ZReceiveRequest,
  ZStorageAreaOrder,
  ZStorageAreaRequest,
  ZVarianceHistoryQuery,
  ZVarianceQuery,
  ZWasteRequest,
} from '@brigade/core';
import { type Resolvers, reply } from '../contract-handler';
import {
  createCount,
  createPurchaseOrders,
  createWaste,
  deleteStorageArea,
  inventory,
  listCounts,
  listPurchaseOrders,
  listStorageAreas,
  listWaste,
  purchaseOrderOf,
  receivePurchaseOrder,
  reorderStorageAreas,
  saveStorageArea,
  toPurchaseOrder,
  variance,
  varianceHistory,
} from '../kitchen/inventory';
import { parse } from '../mock-error';
import { idOf } from './catalogue';

/** Inventory (contract: inventory.ts): storage areas, counts, on hand, waste, variance, purchase orders. */
export const inventoryResolvers = {
  listStorageAreas: (req) => listStorageAreas(req.by().kitchen),
  createStorageArea: async (req) => {
    const by = req.by();
    return reply(201, saveStorageArea(by, parse(ZStorageAreaRequest, await req.json())));
  },
  updateStorageArea: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return saveStorageArea(by, parse(ZStorageAreaRequest, await req.json()), id);
  },
  deleteStorageArea: (req) => deleteStorageArea(req.by(), idOf(req)),
  reorderStorageAreas: async (req) => {
    const by = req.by();
    return reorderStorageAreas(by, parse(ZStorageAreaOrder, await req.json()).ids);
  },
  createCount: async (req) => {
    const by = req.by();
    return reply(201, createCount(by, parse(ZCountRequest, await req.json())));
  },
  listCounts: (req) => {
    const query = parse(ZCountListQuery, req.query, 'querystring');
    return listCounts(req.by().kitchen, query.storageAreaId, query.limit);
  },
  getInventory: (req) => inventory(req.by().kitchen),
  createWaste: async (req) => {
    const by = req.by();
    return reply(201, createWaste(by, parse(ZWasteRequest, await req.json())));
  },
  listWaste: (req) => listWaste(req.by().kitchen),
  getVariance: (req) => {
    const query = parse(ZVarianceQuery, req.query, 'querystring');
    return variance(req.by().kitchen, query.from, query.to);
  },
  getVarianceHistory: (req) => {
    const query = parse(ZVarianceHistoryQuery, req.query, 'querystring');
    return varianceHistory(req.by().kitchen, query.from, query.to);
  },
  listPurchaseOrders: (req) => listPurchaseOrders(req.by().kitchen),
  getPurchaseOrder: (req) => {
    const { kitchen } = req.by();
    return toPurchaseOrder(purchaseOrderOf(kitchen, idOf(req)));
  },
  createPurchaseOrders: async (req) => {
    const by = req.by();
    return reply(201, createPurchaseOrders(by, parse(ZPurchaseOrderRequest, await req.json())));
  },
  receivePurchaseOrder: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return receivePurchaseOrder(by, id, parse(ZReceiveRequest, await req.json()));
  },
} satisfies Partial<Resolvers>;
