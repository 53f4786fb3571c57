import { roundMoney } from '@brigade/core';

/**
 * The dollar ticks of a variance chart: round steps (1, 2 or 5 × a power of ten) from at most $0 to at
 * least $0, about four of them, so bars grow from $0 whichever way the variance goes and the axis reads
 * $0, $10, $20 — not the data's own odd extremes.
 */
export function moneyTicks(values: ReadonlyArray<number>): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low;
  if (span === 0) return [0, 1];
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step / 2; tick += step) {
    ticks.push(roundMoney(tick));
  }
  return ticks;
}
