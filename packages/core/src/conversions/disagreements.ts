import { type TUnit, unitLabel } from '../enums/units.ts';
import { formatConversion, formatPercent } from '../format/display.ts';
import { CONVERSION_MESSAGES } from '../messages/catalogue.ts';
import { standardFamily } from '../units/factors.ts';
import { convertQuantity } from './convert.ts';
import { type TConversionInput, toUnit } from './graph.ts';

/** Two conversions of one ingredient that disagree: their units, and what each makes of the other. */
export type TConversionWarning = { units: string[]; message: string };

/** Conversions that differ by more than this (2 %) are named: within it they are rounding, not a mistake. */
export const CONVERSION_DISAGREEMENT = 0.02;

type TUsable = { conversion: TConversionInput; from: TUnit; to: TUnit; start: number; end: number };

/** The usable conversions, keyed by the pair of nodes they join (volume, weight, Each, Pinch, Slice). */
function byNodePair(conversions: ReadonlyArray<TConversionInput>): Map<string, TUsable[]> {
  const pairs = new Map<string, TUsable[]>();
  for (const conversion of conversions) {
    const a = toUnit(conversion.unitsStart);
    const b = toUnit(conversion.unitsEnd);
    const { quantityStart: start, quantityEnd: end } = conversion;
    if (!a || !b || typeof start !== 'number' || typeof end !== 'number' || !(start > 0) || !(end > 0))
      continue;
    const na = standardFamily(a) ?? a;
    const nb = standardFamily(b) ?? b;
    if (na === nb) continue;
    const key = [na, nb].sort().join('|');
    const list = pairs.get(key) ?? [];
    list.push({ conversion, from: a, to: b, start, end });
    pairs.set(key, list);
  }
  return pairs;
}

function equation(quantity: number, unit: TUnit, value: number, to: TUnit): string {
  return `${formatConversion(quantity)} ${unitLabel(unit, quantity)} = ${formatConversion(value)} ${unitLabel(to, value)}`;
}

/**
 * The ingredient's conversions between the same two kinds of unit (volume and weight, Each and
 * weight…) that disagree by more than 2 %, two by two: "1 Cup = 200 g" against "1 tsp = 5 g" (which
 * makes a cup 240 g) is a 20 % disagreement. Each pair is named once, with what each conversion
 * makes of the other's quantity, so the chef can see which to correct.
 */
export function conversionWarnings(
  conversions: ReadonlyArray<TConversionInput> | null | undefined,
): TConversionWarning[] {
  const warnings: TConversionWarning[] = [];
  for (const list of byNodePair(conversions ?? []).values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i];
        const b = list[j];
        // what `a` makes of b's start quantity, against b's own end quantity
        const aMakesOfB = convertQuantity(b.start, b.from, b.to, [a.conversion]).exact;
        const bMakesOfA = convertQuantity(a.start, a.from, a.to, [b.conversion]).exact;
        const ratio = Math.max(aMakesOfB, b.end) / Math.min(aMakesOfB, b.end);
        if (!(ratio - 1 > CONVERSION_DISAGREEMENT)) continue;
        warnings.push({
          units: [...new Set([a.from, a.to, b.from, b.to])],
          message: CONVERSION_MESSAGES.disagree(
            equation(a.start, a.from, a.end, a.to),
            equation(b.start, b.from, b.end, b.to),
            formatPercent((ratio - 1) * 100),
            equation(b.start, b.from, aMakesOfB, b.to),
            equation(a.start, a.from, bMakesOfA, a.to),
          ),
        });
      }
    }
  }
  return warnings;
}
