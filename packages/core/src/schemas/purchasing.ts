import { z } from 'zod';
import { MSG } from '../messages.ts';
import { zDateTime, zIdText, zUnit } from './fields.ts';

/** GET /api/order-guide: a date range (the events overlapping it) or a list of event ids. */
export const ZOrderGuideQuery = z
  .object({
    startDate: zDateTime(MSG.startDateRequired).optional(),
    endDate: zDateTime(MSG.endDateRequired).optional(),
    eventIds: z
      .string()
      // Ids as written once, without a leading zero (016 is not event 16).
      .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,199}$/, {
        error: 'eventIds: a comma-separated list of event ids',
      })
      .transform((s) => s.split(',').map(Number))
      .optional(),
    vendorId: zIdText().optional(),
    /** A date range counts definite events; 'true' adds the tentative holds. */
    includeTentative: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    /** 'true': order to par — no range or events needed; every ingredient below its par. */
    toPar: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.toPar) return;
    if (q.eventIds === undefined && (q.startDate === undefined || q.endDate === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Choose a date range or events' });
    }
  });
export type TOrderGuideQuery = z.output<typeof ZOrderGuideQuery>;

const ZVendorRef = z.object({ id: z.number().int(), name: z.string() });

/** The order guide (purchasing/order-guide.ts) and the events it covers. */
export const ZOrderGuide = z.object({
  events: z.array(
    z.object({ id: z.number().int(), title: z.string(), start: z.string(), guestCount: z.number().int() }),
  ),
  vendors: z.array(
    z.object({
      vendor: ZVendorRef,
      lines: z.array(
        z.object({
          ingredientId: z.number().int(),
          name: z.string(),
          /** What the events need, as bought, in the cost units (with on hand and par). */
          demand: z.number(),
          onHand: z.number(),
          par: z.number(),
          /** Still to come on open purchase orders. */
          onOrder: z.number(),
          /** To buy: demand + par − on hand − on order, never below 0. */
          quantity: z.number(),
          units: z.string(),
          packSize: z.number(),
          packCost: z.number(),
          packs: z.number().int(),
          lineCost: z.number(),
          leftover: z.number(),
        }),
      ),
      total: z.number(),
    }),
  ),
  unorderable: z.array(
    z.object({
      ingredientId: z.number().int(),
      name: z.string(),
      vendor: ZVendorRef,
      quantity: z.number(),
      units: z.string(),
      message: z.string(),
    }),
  ),
  total: z.number(),
  /** Prep-list problems (a recipe line that cannot be scaled): its need is missing from the guide. */
  errors: z.array(z.string()),
});
export type TOrderGuideResponse = z.infer<typeof ZOrderGuide>;

/** GET /api/ingredients/{id}/prices: the price history, oldest first, with the unit cost of each. */
export const ZPriceHistory = z.array(
  z.object({
    cost: z.number().nullable(),
    costAmount: z.number(),
    costUnits: z.string().nullable(),
    /** cost ÷ cost amount (spec 9), per one cost unit; null without a cost. */
    unitCost: z.number().nullable(),
    changedAt: z.string(),
    changedBy: z.string().nullable(),
    source: z.string(),
  }),
);
export type TPriceHistory = z.infer<typeof ZPriceHistory>;

/** GET …/{id}/cost-since?date=: how the cost moved since that date (purchasing/cost-since.ts). */
export const ZCostSinceQuery = z.object({ date: zDateTime('Please choose a date') });
export const ZCostSince = z.object({
  since: z.string(),
  costThen: z.number(),
  costNow: z.number(),
  change: z.number(),
  changePercent: z.number().nullable(),
  movers: z.array(z.object({ ingredientId: z.number().int(), name: z.string(), change: z.number() })),
  // How many of its ingredients had no price recorded by that day (a day before they were entered):
  // today's price stands in for them, so "no change" there means "not known", and the screen says so.
  unpricedThen: z.number().int().min(0),
  /** When the recipe, menu item or menu was created: asked about a day before, it did not exist then. */
  createdDate: z.string(),
});
export type TCostSinceResponse = z.infer<typeof ZCostSince>;

/** 'Line 7: …' — a price list row's problem, by its line in the file (the header is line 1). */
export const ZPriceListRow = z.object({
  line: z.number().int().min(1),
  name: z.string().max(300),
  cost: z.union([z.number(), z.string().max(50)]).nullish(),
  costAmount: z.union([z.number(), z.string().max(50)]).nullish(),
  costUnits: z.string().max(50).nullish(),
});

/**
 * POST /api/vendors/{id}/price-list: the rows of a vendor's CSV price list (parsed in the browser,
 * which shows progress on large files). `apply: false` previews; `apply: true` applies every change
 * in one transaction — or, when any row is wrong, nothing (400 naming the lines).
 */
export const ZPriceListRequest = z.strictObject({
  rows: z.array(ZPriceListRow).min(1, { error: 'The price list has no rows' }).max(20_000),
  apply: z.boolean().default(false),
});
export type TPriceListRequest = z.output<typeof ZPriceListRequest>;

const ZPriceFields = {
  cost: z.number().nullable(),
  costAmount: z.number(),
  costUnits: z.string().nullable(),
};
export const ZPriceListResult = z.object({
  applied: z.boolean(),
  changes: z.array(
    z.object({
      line: z.number().int(),
      ingredientId: z.number().int(),
      name: z.string(),
      before: z.object(ZPriceFields),
      after: z.object(ZPriceFields),
    }),
  ),
  unchanged: z.number().int(),
  unmatched: z.array(z.object({ line: z.number().int(), name: z.string() })),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type TPriceListResult = z.infer<typeof ZPriceListResult>;

/** A price list row, checked: a positive cost, a positive pack (default 1) and known units. */
export const ZPriceListValues = z.object({
  cost: z.coerce
    .number({ error: MSG.costRequired })
    .gt(0, { error: MSG.costGreaterThanZero })
    .max(1_000_000_000),
  costAmount: z.coerce
    .number({ error: MSG.catalogueCostAmountRequired })
    .gt(0, { error: MSG.valueGreaterThanZero })
    .max(1_000_000_000),
  costUnits: zUnit().refine((u) => u != null, { error: MSG.costUnitsRequired }),
});
