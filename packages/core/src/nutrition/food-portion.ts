import { conversionFactor } from '../conversions/convert.ts';
import { toUnit } from '../conversions/graph.ts';
import { standardFamily } from '../units/factors.ts';

/** Food database shapes (spec 3). Database nutrient amounts are per 100 g (or 100 ml). */
export type TPortionInput = {
  amount?: number | null;
  measureName?: string | null;
  modifier?: string | null;
  gramWeight?: number | null;
};
export type TFoodNutrientInput = { amount?: number | null; nutrient: { name: string; unitName: string } };

/**
 * The factor from the database's per-100 amounts to one portion (spec 9): gram weight ÷ 100; with no
 * gram weight, the portion (amount × measure) converted to g or ml, ÷ 100. Null when neither works.
 */
export function portionFactor(portion: TPortionInput): number | null {
  if (typeof portion.gramWeight === 'number' && portion.gramWeight > 0) return portion.gramWeight / 100;
  const unit = toUnit(portion.measureName);
  const amount = typeof portion.amount === 'number' ? portion.amount : null;
  if (!unit || amount === null) return null;
  const family = standardFamily(unit);
  if (!family) return null;
  const found = conversionFactor(unit, family === 'weight' ? 'Gram' : 'Milliliter');
  return found.ok ? (amount * found.factor) / 100 : null;
}

/** Spec 4: the portion with amount 100 is the default (else the first one). */
export function defaultPortion<T extends TPortionInput>(portions: ReadonlyArray<T>): T | undefined {
  return portions.find((p) => p.amount === 100) ?? portions[0];
}

/** The food's nutrients scaled to a portion; amounts without a number stay 0. */
export function nutrientsForPortion(
  nutrients: ReadonlyArray<TFoodNutrientInput>,
  portion: TPortionInput,
): { name: string; unitName: string; amount: number }[] | null {
  const factor = portionFactor(portion);
  if (factor === null) return null;
  return nutrients.map((n) => ({
    name: n.nutrient.name,
    unitName: n.nutrient.unitName,
    amount: (typeof n.amount === 'number' ? n.amount : 0) * factor,
  }));
}
