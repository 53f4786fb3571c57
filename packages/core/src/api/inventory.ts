import { z } from 'zod';
import { ZIdParams } from '../schemas/fields.ts';
import {
  ZCount,
  ZCountListQuery,
  ZCountRequest,
  ZInventory,
  ZPurchaseOrder,
  ZPurchaseOrderRequest,
  ZPurchaseOrders,
  ZReceiveRequest,
  ZStorageArea,
  ZStorageAreaOrder,
  ZStorageAreaRequest,
  ZVariance,
  ZVarianceHistory,
  ZVarianceHistoryQuery,
  ZVarianceQuery,
  ZWasteEntry,
  ZWasteList,
  ZWasteRequest,
} from '../schemas/inventory.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/**
 * Inventory: storage areas in walking order, counts, on hand, purchase orders and
 * receiving, the waste log, usage and variance. Cooks count, receive and log waste; chefs set up
 * areas and place orders.
 */
export const inventoryApi = {
  listStorageAreas: bearerOp('GET', '/api/storage-areas', { 200: z.array(ZStorageArea) }),
  createStorageArea: bearerOp(
    'POST',
    '/api/storage-areas',
    { 201: ZStorageArea },
    { body: ZStorageAreaRequest },
  ),
  updateStorageArea: bearerOp(
    'PUT',
    '/api/storage-areas/{id}',
    { 200: ZStorageArea },
    { params: ZIdParams, body: ZStorageAreaRequest },
  ),
  deleteStorageArea: bearerOp(
    'DELETE',
    '/api/storage-areas/{id}',
    { 200: ZDeleteReply },
    { params: ZIdParams },
  ),
  reorderStorageAreas: bearerOp(
    'PUT',
    '/api/storage-areas/order',
    { 200: z.array(ZStorageArea) },
    { body: ZStorageAreaOrder },
  ),
  createCount: bearerOp(
    'POST',
    '/api/inventory/counts',
    { 201: ZCount },
    { access: 'cook', body: ZCountRequest },
  ),
  listCounts: bearerOp('GET', '/api/inventory/counts', { 200: z.array(ZCount) }, { query: ZCountListQuery }),
  getInventory: bearerOp('GET', '/api/inventory', { 200: ZInventory }),
  createWaste: bearerOp(
    'POST',
    '/api/inventory/waste',
    { 201: ZWasteEntry },
    { access: 'cook', body: ZWasteRequest },
  ),
  listWaste: bearerOp('GET', '/api/inventory/waste', { 200: ZWasteList }),
  getVariance: bearerOp('GET', '/api/inventory/variance', { 200: ZVariance }, { query: ZVarianceQuery }),
  getVarianceHistory: bearerOp(
    'GET',
    '/api/inventory/variance/history',
    { 200: ZVarianceHistory },
    { query: ZVarianceHistoryQuery },
  ),
  listPurchaseOrders: bearerOp('GET', '/api/purchase-orders', { 200: ZPurchaseOrders }),
  getPurchaseOrder: bearerOp(
    'GET',
    '/api/purchase-orders/{id}',
    { 200: ZPurchaseOrder },
    { params: ZIdParams },
  ),
  createPurchaseOrders: bearerOp(
    'POST',
    '/api/purchase-orders',
    { 201: ZPurchaseOrders },
    { body: ZPurchaseOrderRequest },
  ),
  receivePurchaseOrder: bearerOp(
    'POST',
    '/api/purchase-orders/{id}/receive',
    { 200: ZPurchaseOrder },
    { access: 'cook', params: ZIdParams, body: ZReceiveRequest },
  ),
} satisfies ApiOperations;
