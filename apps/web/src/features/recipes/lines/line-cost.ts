import { formatMoney, type TLineKind, type TRecipeCostResult } from '@brigade/core';

/**
 * What a line of the form shows beside its fields: its cost, or why it cannot be costed (spec 5
 * conversion texts; a sub-recipe line also names the line inside it that failed).
 */
export function lineCost(
  cost: TRecipeCostResult | null,
  kind: TLineKind,
  line: number,
): { text: string | null; problem: string | null } {
  if (!cost) return { text: null, problem: null };
  // A line with nothing chosen already says so under its picker.
  const own = cost.errors.find(
    (e) => e.kind === kind && e.line === line && e.recipePath.length === 1 && e.id !== null,
  );
  const slice = cost.breakdown.find((b) => b.kind === kind && b.line === line);
  return { text: slice ? formatMoney(slice.cost) : null, problem: own ? own.message : null };
}
