/** A purchase order line as ordered, and how many packs came in so far. */
export type TPurchaseOrderLineData = {
  ingredientId: number;
  name: string;
  packs: number;
  packSize: number;
  units: string;
  packCost: number;
  receivedPacks: number;
};

/** Float noise below this many packs is not a pack. */
const PACK_EPSILON = 1e-9;

/** Packs still to come. */
export const packsLeft = (line: Pick<TPurchaseOrderLineData, 'packs' | 'receivedPacks'>): number =>
  Math.max(0, line.packs - line.receivedPacks);

/** Received in full, in part, or not at all. */
export function purchaseOrderStatus(
  lines: ReadonlyArray<TPurchaseOrderLineData>,
): 'OPEN' | 'PARTIAL' | 'RECEIVED' {
  if (lines.every((l) => packsLeft(l) <= PACK_EPSILON)) return 'RECEIVED';
  return lines.some((l) => l.receivedPacks > 0) ? 'PARTIAL' : 'OPEN';
}

/** More packs than are left to receive (a delivery never exceeds the order). */
export const overReceived = (line: TPurchaseOrderLineData, packs: number): boolean =>
  packs > packsLeft(line) + PACK_EPSILON;

/** The lines as the API answers them (each line's cost: packs × pack cost) and the order's total. */
export function purchaseOrderFigures(lines: ReadonlyArray<TPurchaseOrderLineData>) {
  const answered = lines.map((l) => ({
    ingredient: { id: l.ingredientId, name: l.name },
    packs: l.packs,
    packSize: l.packSize,
    units: l.units,
    packCost: l.packCost,
    lineCost: l.packs * l.packCost,
    receivedPacks: l.receivedPacks,
  }));
  return { lines: answered, total: answered.reduce((sum, l) => sum + l.lineCost, 0) };
}
