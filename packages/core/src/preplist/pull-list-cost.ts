/**
 * The cost of an event's pull list: the sum of what each ingredient total costs. A total that could
 * not be costed (no price or no conversion to its cost units) leaves the sum a lower bound, said by
 * `complete`, so the sheet never passes a partial figure off as the whole.
 */
export function pullListCost(totals: ReadonlyArray<{ cost: number | null }>): {
  cost: number;
  complete: boolean;
} {
  let cost = 0;
  let complete = true;
  for (const total of totals) {
    if (total.cost === null) complete = false;
    else cost += total.cost;
  }
  return { cost, complete };
}
