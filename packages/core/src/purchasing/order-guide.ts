import { conversionFactor } from '../conversions/convert.ts';
import { effectiveCostAmount } from '../costing/ingredient-cost.ts';
import { asPurchased } from '../costing/trim-yield.ts';
import { roundConversion, roundMoney } from '../format/round.ts';
import { spreadsheetRows } from '../format/spreadsheet-text.ts';
import type { TIngredientData } from '../model/recipe-tree.ts';

/** An ingredient as purchasing sees it: its pack (cost for costAmount costUnits) and its vendor. */
export type TPurchasable = TIngredientData & { id: number; vendor: { id: number; name: string } };

/** What the events need of one ingredient, edible (a prep list total: core's IngredientTotals). */
export type TNeed = { ingredient: TPurchasable; quantity: number; units: string };

export type TOrderLine = {
  ingredientId: number;
  name: string;
  /** What the covered events need, as bought, in the ingredient's cost units. */
  demand: number;
  /** On hand now (last count + received − used), in the cost units; 0 when never counted. */
  onHand: number;
  /** The par level in the cost units; 0 when none is set. */
  par: number;
  /** Ordered and not received yet (open purchase orders), in the cost units: not ordered twice. */
  onOrder: number;
  /** To buy: demand + par − on hand − on order (never below 0), in the ingredient's cost units. */
  quantity: number;
  units: string;
  /** The pack: `packSize` `units` for `packCost` ("50 Pound for $20"). */
  packSize: number;
  packCost: number;
  /** Whole packs to order: the need rounded up to the pack (never a partial case). */
  packs: number;
  lineCost: number;
  /** What the packs hold beyond the need (carried to the next order). */
  leftover: number;
};
export type TVendorOrder = { vendor: { id: number; name: string }; lines: TOrderLine[]; total: number };
/** A need that cannot be bought as is: no price, or no way to convert it into the pack's units. */
export type TUnorderable = {
  ingredientId: number;
  name: string;
  vendor: { id: number; name: string };
  quantity: number;
  units: string;
  /** What the chef must add, e.g. 'Add a conversion: 1 Cup of Flour = ? Pound (There were no available conversions)'. */
  message: string;
};
export type TOrderGuide = { vendors: TVendorOrder[]; unorderable: TUnorderable[]; total: number };

/**
 * What the kitchen holds of an ingredient, in its cost units: on hand and the par level
 * the order fills back up to. An ingredient with a par is ordered even when no event needs it.
 */
export type TStockLevel = { ingredient: TPurchasable; onHand: number; par: number | null; onOrder?: number };

/** Float noise below this many packs is not a pack (2.0000000001 packs are 2 packs). */
const PACK_EPSILON = 1e-9;

/**
 * The order guide (with par levels): every need (edible) bought as-purchased (÷ the ingredient's trim
 * yield), converted into its cost units, grouped by vendor, rounded up to whole packs (the
 * ingredient's cost amount and cost units are its pack), with
 * the pack cost, the line cost, each vendor's total and the grand total. Needs of one ingredient in
 * several units are added once converted. A need that cannot be converted or has no price is listed
 * apart, naming what is missing — never dropped. With `stock`, each line buys demand + par − on
 * hand − on order (never below 0), and an ingredient below its par is ordered with no event at all ("order to
 * par"). Vendors and lines by name.
 */
export function orderGuide(needs: ReadonlyArray<TNeed>, stock: ReadonlyArray<TStockLevel> = []): TOrderGuide {
  const summed = new Map<number, { ingredient: TPurchasable; quantity: number }>();
  const unorderable: TUnorderable[] = [];
  for (const need of needs) {
    const { ingredient } = need;
    const problem = unpriced(ingredient);
    const found = problem ? null : conversionFactor(need.units, ingredient.costUnits, ingredient.conversions);
    if (problem || !found?.ok) {
      unorderable.push({
        ingredientId: ingredient.id,
        name: ingredient.name,
        vendor: ingredient.vendor,
        quantity: need.quantity,
        units: need.units,
        message:
          problem ??
          `Add a conversion: 1 ${need.units} of ${ingredient.name} = ? ${ingredient.costUnits} (${found && !found.ok ? found.error.message : ''})`,
      });
      continue;
    }
    const entry = summed.get(ingredient.id);
    // bought as-purchased: the edible need ÷ the trim yield
    const quantity = asPurchased(need.quantity, ingredient.yieldPercent) * found.factor;
    if (entry) entry.quantity += quantity;
    else summed.set(ingredient.id, { ingredient, quantity });
  }

  // Order to par: need = demand + par − on hand − on order (on hand below 0 is a missed count, taken
  // as 0; what open purchase orders still bring is not ordered again).
  const levels = new Map(stock.map((s) => [s.ingredient.id, s]));
  for (const level of stock) {
    const orderable = !unpriced(level.ingredient);
    const covered = Math.max(level.onHand, 0) + (level.onOrder ?? 0);
    if (orderable && !summed.has(level.ingredient.id) && (level.par ?? 0) > covered) {
      summed.set(level.ingredient.id, { ingredient: level.ingredient, quantity: 0 });
    }
  }

  const byVendor = new Map<number, TVendorOrder>();
  for (const { ingredient, quantity: demand } of summed.values()) {
    const level = levels.get(ingredient.id);
    const onHand = level?.onHand ?? 0;
    const par = level?.par ?? 0;
    const onOrder = level?.onOrder ?? 0;
    const quantity = Math.max(0, demand + par - Math.max(onHand, 0) - onOrder);
    const packSize = effectiveCostAmount(ingredient.costAmount);
    const packCost = ingredient.cost as number;
    const packs = quantity <= 0 ? 0 : Math.ceil(quantity / packSize - PACK_EPSILON);
    const line: TOrderLine = {
      ingredientId: ingredient.id,
      name: ingredient.name,
      demand,
      onHand,
      par,
      onOrder,
      quantity,
      units: ingredient.costUnits as string,
      packSize,
      packCost,
      packs,
      lineCost: packs * packCost,
      leftover: packs * packSize - quantity,
    };
    let order = byVendor.get(ingredient.vendor.id);
    if (!order) {
      order = { vendor: ingredient.vendor, lines: [], total: 0 };
      byVendor.set(ingredient.vendor.id, order);
    }
    order.lines.push(line);
    order.total += line.lineCost;
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const vendors = [...byVendor.values()].sort((a, b) => byName(a.vendor, b.vendor));
  for (const v of vendors) v.lines.sort(byName);
  unorderable.sort(byName);
  return { vendors, unorderable, total: vendors.reduce((sum, v) => sum + v.total, 0) };
}

/** Why an ingredient cannot be priced, or null when it can. */
function unpriced(ingredient: TPurchasable): string | null {
  if (typeof ingredient.cost !== 'number' || !Number.isFinite(ingredient.cost)) {
    return `Add a cost to ${ingredient.name}`;
  }
  if (!ingredient.costUnits) return `Add cost units to ${ingredient.name}`;
  return null;
}

/**
 * One vendor's order as the rows of its CSV file, for a spreadsheet: a header, the lines as the
 * screen shows them (what the events need, on hand, par and on order, then the quantity to order and
 * its packs), the total. Quantities to 6 decimals, money to 2; no text cell starts a formula
 * (`spreadsheetRows`, over every cell: names and units are typed by users). Each side writes them
 * with its CSV library.
 */
export function vendorOrderRows(order: TVendorOrder): (string | number)[][] {
  const vendor = order.vendor.name;
  const money = (n: number) => roundMoney(n).toFixed(2);
  const header = [
    'Vendor',
    'Ingredient',
    'Events need',
    'On hand',
    'Par',
    'On order',
    'Quantity needed',
    'Units',
    'Pack size',
    'Packs to order',
    'Pack cost',
    'Line cost',
  ];
  return spreadsheetRows([
    header,
    ...order.lines.map((l) => [
      vendor,
      l.name,
      roundConversion(l.demand),
      roundConversion(l.onHand),
      roundConversion(l.par),
      roundConversion(l.onOrder),
      roundConversion(l.quantity),
      l.units,
      roundConversion(l.packSize),
      l.packs,
      money(l.packCost),
      money(l.lineCost),
    ]),
    [vendor, 'Total', ...header.slice(2, -1).map(() => ''), money(order.total)],
  ]);
}
