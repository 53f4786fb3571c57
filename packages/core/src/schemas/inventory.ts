import { z } from 'zod';
import { INVENTORY_MESSAGES as M, WASTE_REASONS } from '../messages/inventory.ts';
import { MSG } from '../messages.ts';
import { optionalText, requiredText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import { zDateTime, zIdText, zQueryInt, zRef, zRequiredQuantity, zUnit, zVersion } from './fields.ts';

// Required: absent (not only null) is refused — a refinement alone would not run on a missing key.
const zRequiredRef = (message: string) =>
  zRef(message)
    .nonoptional({ error: message })
    .refine((v) => v != null, { error: message });
const zRequiredUnit = () =>
  zUnit()
    .nonoptional({ error: M.unitsRequired })
    .refine((u) => u != null, { error: M.unitsRequired });
const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

/** A storage area (walk-in cooler, dry store, freezer…): counted in the kitchen's walking order. */
export const ZStorageArea = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its place in the walking order, from 1. */
  position: z.number().int(),
  version: z.number().int(),
});
export type TStorageArea = z.infer<typeof ZStorageArea>;

const areaRequest = entityRequest(ZStorageArea, {
  name: requiredText(M.areaNameRequired, 100),
  version: zVersion(),
});
/** POST /api/storage-areas (added last in the walking order) and PUT /api/storage-areas/{id}. */
export const ZStorageAreaRequest = areaRequest.draft.transform(areaRequest.dropReadOnly);
export type TStorageAreaRequest = z.output<typeof ZStorageAreaRequest>;

/** PUT /api/storage-areas/order: every area's id once, in the new walking order. */
export const ZStorageAreaOrder = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1, { error: M.reorderMismatch }).max(500),
});

/** A line of a count: a quantity in any unit the ingredient converts to. */
export const ZCountLineRequest = z.strictObject({
  ingredient: zRequiredRef(M.ingredientRequired),
  quantity: zRequiredQuantity(M.quantityRequired),
  units: zRequiredUnit(),
});

/** POST /api/inventory/counts: one area's count sheet, dated (now when no date is sent). */
export const ZCountRequest = z.strictObject({
  storageArea: zRequiredRef(M.areaRequired),
  date: zDateTime(MSG.invalidDate).optional(),
  lines: z.array(ZCountLineRequest).min(1, { error: M.countLinesRequired }).max(2000),
});
export type TCountRequest = z.output<typeof ZCountRequest>;

export const ZCount = z.object({
  id: z.number().int(),
  storageArea: ZNamedRef,
  date: z.string(),
  countedBy: z.string().nullable(),
  lines: z.array(z.object({ ingredient: ZNamedRef, quantity: z.number(), units: z.string() })),
});
export type TCount = z.infer<typeof ZCount>;

/** GET /api/inventory/counts: an area's counts (or every area's), newest first. */
export const ZCountListQuery = z.object({
  storageAreaId: zIdText().optional(),
  /** How many counts, newest first (1 to 999). */
  limit: zQueryInt(1, 999),
});

const ZQuantityOut = z.object({ quantity: z.number(), units: z.string() });

/** GET /api/inventory: on hand per ingredient (core inventory/stock.ts), in its stock units. */
export const ZInventory = z.object({
  lines: z.array(
    z.object({
      ingredientId: z.number().int(),
      name: z.string(),
      vendor: ZNamedRef,
      units: z.string().nullable(),
      /** When it was last counted; null: never. */
      countedAt: z.string().nullable(),
      counted: z.number(),
      received: z.number(),
      used: z.number(),
      wasted: z.number(),
      onHand: z.number(),
      parLevel: ZQuantityOut.nullable(),
      par: z.number().nullable(),
      value: z.number().nullable(),
      problems: z.array(z.string()),
      /**
       * On hand per storage area (core inventory/area-stock.ts): each area's last count; what was
       * received, used and wasted since is booked to the usual area (the latest counted). Walking order.
       */
      areas: z.array(
        z.object({
          storageArea: ZNamedRef,
          countedAt: z.string(),
          counted: z.number(),
          onHand: z.number(),
          usual: z.boolean(),
        }),
      ),
    }),
  ),
  value: z.number(),
});
export type TInventory = z.infer<typeof ZInventory>;

export const ZPurchaseOrderStatus = z.enum(['OPEN', 'PARTIAL', 'RECEIVED']);
export const ZPurchaseOrder = z.object({
  id: z.number().int(),
  /** The kitchen's purchase order number, from 1. */
  number: z.number().int(),
  vendor: ZNamedRef,
  date: z.string(),
  status: ZPurchaseOrderStatus,
  lines: z.array(
    z.object({
      ingredient: ZNamedRef,
      packs: z.number().int(),
      packSize: z.number(),
      units: z.string(),
      packCost: z.number(),
      lineCost: z.number(),
      receivedPacks: z.number(),
    }),
  ),
  total: z.number(),
  createdBy: z.string().nullable(),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;

/**
 * POST /api/purchase-orders: the order guide of these events (or none: order to par) as one purchase
 * order per vendor; `vendorId` keeps one vendor.
 */
export const ZPurchaseOrderRequest = z.strictObject({
  startDate: zDateTime(MSG.startDateRequired).optional(),
  endDate: zDateTime(MSG.endDateRequired).optional(),
  eventIds: z.array(z.number().int().min(1)).max(200).optional(),
  includeTentative: z.boolean().optional(),
  vendorId: z.number().int().min(1).optional(),
});
export type TPurchaseOrderRequest = z.output<typeof ZPurchaseOrderRequest>;
export const ZPurchaseOrders = z.array(ZPurchaseOrder);

/** POST /api/purchase-orders/{id}/receive: packs received (all or part) and the pack price paid. */
export const ZReceiveRequest = z.strictObject({
  date: zDateTime(MSG.invalidDate).optional(),
  lines: z
    .array(
      z.strictObject({
        ingredient: zRequiredRef(M.ingredientRequired),
        packs: zRequiredQuantity(M.quantityRequired),
        /** The price paid for one pack; the ordered price when absent. */
        packCost: zRequiredQuantity(M.costRequired).optional(),
      }),
    )
    .min(1, { error: M.receiveLinesRequired })
    .max(2000),
});
export type TReceiveRequest = z.output<typeof ZReceiveRequest>;

/** POST /api/inventory/waste: what was thrown away, and why. */
export const ZWasteRequest = z.strictObject({
  ingredient: zRequiredRef(M.ingredientRequired),
  quantity: zRequiredQuantity(M.quantityRequired),
  units: zRequiredUnit(),
  reason: z.enum(WASTE_REASONS, { error: M.reasonRequired }),
  date: zDateTime(MSG.invalidDate).optional(),
  note: optionalText(500),
});
export type TWasteRequest = z.output<typeof ZWasteRequest>;
export type TWasteRequestInput = z.input<typeof ZWasteRequest>;
export const ZWasteEntry = z.object({
  id: z.number().int(),
  ingredient: ZNamedRef,
  quantity: z.number(),
  units: z.string(),
  reason: z.enum(WASTE_REASONS),
  date: z.string(),
  note: z.string().nullable(),
  loggedBy: z.string().nullable(),
});
export type TWasteEntry = z.infer<typeof ZWasteEntry>;
export const ZWasteList = z.array(ZWasteEntry);

/** GET /api/inventory/variance?from&to: between the stock counted at two moments. */
export const ZVarianceQuery = z.object({
  from: zDateTime(MSG.startDateRequired),
  to: zDateTime(MSG.endDateRequired),
});
export const ZVariance = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(z.object({ id: z.number().int(), title: z.string(), start: z.string() })),
  lines: z.array(
    z.object({
      ingredientId: z.number().int(),
      name: z.string(),
      units: z.string().nullable(),
      opening: z.number(),
      received: z.number(),
      closing: z.number(),
      actual: z.number(),
      theoretical: z.number(),
      wasted: z.number(),
      variance: z.number(),
      varianceCost: z.number().nullable(),
      unexplained: z.number(),
      problems: z.array(z.string()),
    }),
  ),
  varianceCost: z.number(),
  /** Waste by reason, in dollars (where priced). */
  wasteByReason: z.array(z.object({ reason: z.enum(WASTE_REASONS), cost: z.number() })),
});
export type TVariance = z.infer<typeof ZVariance>;

/** GET /api/inventory/variance/history?from&to: both optional (to: now; from: as far back as kept). */
export const ZVarianceHistoryQuery = z.object({
  from: zDateTime(MSG.startDateRequired).optional(),
  to: zDateTime(MSG.endDateRequired).optional(),
});
/**
 * The variance over time (core inventory/variance-history.ts): one period per pair of consecutive
 * stocktakes, the latest VARIANCE_HISTORY_PERIODS, oldest first; each with the kitchen's variance in
 * dollars and each moved ingredient's.
 */
export const ZVarianceHistory = z.object({
  periods: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      /** How many completed events the period's plans come from. */
      events: z.number().int(),
      varianceCost: z.number(),
      lines: z.array(
        z.object({
          ingredientId: z.number().int(),
          name: z.string(),
          units: z.string().nullable(),
          variance: z.number(),
          varianceCost: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type TVarianceHistory = z.infer<typeof ZVarianceHistory>;
