/**
 * A menu's average food-cost %: the mean over its items that have one (a price above 0, see
 * priceFigures); null when none has. One rule for the server's menu figures (menuFigures) and the
 * menu modal, which prices items live from their cost per serving.
 */
export function averageFoodCostPercent(percents: ReadonlyArray<number | null>): number | null {
  const priced = percents.filter((p): p is number => p !== null);
  return priced.length === 0 ? null : priced.reduce((a, b) => a + b, 0) / priced.length;
}
