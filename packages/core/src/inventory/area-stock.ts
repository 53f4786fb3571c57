import { type TQuantity, type TStockIngredient, type TStockLine, toStockUnits } from './stock.ts';

/** A line of a storage area's last count. */
export type TAreaCount = TQuantity & { storageArea: { id: number; name: string }; at: Date };

export type TAreaStock = {
  storageArea: { id: number; name: string };
  /** When the area was last counted. */
  countedAt: string;
  /** Its last count, in the stock units. */
  counted: number;
  /** The count, and in the usual area what was received − used − wasted since. */
  onHand: number;
  /** The area deliveries land in and cooks take from (see `areaStock`). */
  usual: boolean;
};

/**
 * On hand per storage area. Receipts, the events' use and waste name no area, so they are booked to
 * the ingredient's usual area: the area of its latest count (the first in the walking order on a
 * tie), where a delivery is put away and where cooks take it from. Each area holds its last count;
 * the usual one also what moved since — the areas add up to the ingredient's on hand (`stockLine`
 * counts movements after the latest count too). `counted` in walking order; a line whose unit does
 * not convert counts 0 here (`stockLine` names it in its problems). Never counted: no area.
 */
export function areaStock(
  ingredient: TStockIngredient,
  line: Pick<TStockLine, 'units' | 'received' | 'used' | 'wasted'>,
  counted: ReadonlyArray<TAreaCount>,
): TAreaStock[] {
  const areas = new Map<number, { count: TAreaCount; quantity: number }>();
  for (const count of counted) {
    const quantity = line.units ? (toStockUnits(ingredient, count, line.units) ?? 0) : 0;
    const was = areas.get(count.storageArea.id);
    if (was) was.quantity += quantity;
    else areas.set(count.storageArea.id, { count, quantity });
  }
  const list = [...areas.values()];
  const latest = list.reduce<(typeof list)[number] | undefined>(
    (best, a) => (!best || a.count.at > best.count.at ? a : best),
    undefined,
  );
  const moved = line.received - line.used - line.wasted;
  return list.map((a) => ({
    storageArea: { id: a.count.storageArea.id, name: a.count.storageArea.name },
    countedAt: a.count.at.toISOString(),
    counted: a.quantity,
    onHand: a === latest ? a.quantity + moved : a.quantity,
    usual: a === latest,
  }));
}
