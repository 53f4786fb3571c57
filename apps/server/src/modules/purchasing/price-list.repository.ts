import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredients } from '../../db/schema/index.ts';

/** A vendor's ingredient as its price list is matched against it: name, pack cost and conversions. */
export type VendorIngredient = {
  id: number;
  name: string;
  category: string;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
  conversions: {
    quantityStart: number | null;
    unitsStart: string | null;
    quantityEnd: number | null;
    unitsEnd: string | null;
  }[];
};

/** One ingredient's new pack cost from a price list, with its completeness after the change. */
export type CostUpdate = {
  id: number;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
  valid: boolean;
  errorMessages: string[];
};

/** SQL of a vendor's price list: its ingredients as matched, and the new costs written. */
export function priceListRepository(db: Executor) {
  return {
    async vendorIngredients(kitchenId: number, vendorId: number): Promise<VendorIngredient[]> {
      const rows = await db
        .select({
          id: ingredients.id,
          name: ingredients.name,
          category: ingredients.category,
          cost: ingredients.cost,
          costAmount: ingredients.costAmount,
          costUnits: ingredients.costUnits,
          conversions: sql<
            VendorIngredient['conversions']
          >`(SELECT coalesce(json_agg(json_build_object('quantityStart', c.quantity_start,
              'unitsStart', c.units_start, 'quantityEnd', c.quantity_end, 'unitsEnd', c.units_end)), '[]'::json)
            FROM conversions c WHERE c.kitchen_id = "ingredients"."kitchen_id" AND c.ingredient_id = "ingredients"."id")`,
        })
        .from(ingredients)
        .where(and(eq(ingredients.kitchenId, kitchenId), eq(ingredients.vendorId, vendorId)));
      return rows.map((r) => ({
        ...r,
        conversions: typeof r.conversions === 'string' ? JSON.parse(r.conversions) : r.conversions,
      }));
    },

    /** Writes every update in one statement (the version raised, who and when), the vendor's ingredients only. */
    async applyCosts(kitchenId: number, vendorId: number, updates: CostUpdate[], by: string, now: Date) {
      await db.execute(sql`UPDATE ingredients AS i SET
          cost = (v->>'cost')::numeric, cost_amount = (v->>'costAmount')::numeric, cost_units = v->>'costUnits',
          valid = (v->>'valid')::boolean,
          error_messages = ARRAY(SELECT jsonb_array_elements_text(v->'errorMessages')),
          version = i.version + 1, updated_at = ${now}, modified_by = ${by}
        FROM jsonb_array_elements(${JSON.stringify(updates)}::jsonb) AS v
        WHERE i.kitchen_id = ${kitchenId} AND i.vendor_id = ${vendorId} AND i.id = (v->>'id')::integer`);
    },
  };
}
