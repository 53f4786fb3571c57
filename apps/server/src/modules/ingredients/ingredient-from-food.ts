import {
  conversionFactor,
  parseUnit,
  standardFactor,
  standardFamily,
  type TCatalogueRequest,
  type TConversionRequest,
  type TFood,
  type TFoodPortionDto,
  type TIngredientNutrientRequest,
  type TUnit,
  unitLabel,
} from '@brigade/core';
import { badRequest } from '../../errors/app-error.ts';
import type { IngredientSaveInput } from './ingredients.service.ts';

/**
 * Copying a USDA food into the catalogue (POST /api/ingredients/food): the food's household portions
 * become conversions, and its nutrients (per 100 g) are scaled to the ingredient's serving.
 *
 * Which portions become conversions (each one "amount Unit = gramWeight Gram"):
 * - The measure's head is its text before the first comma or parenthesis ("cup, chopped or sliced" →
 *   "cup", "fl oz" → "fl oz", "tbsp chopped" → "tbsp chopped"). Its first two words, else its first word,
 *   read with core's parseUnit give the unit: cup, tbsp, tsp, fl oz, quart, slice…
 * - Weight measures (oz, lb, g) are skipped: grams already convert to them by the exact standard factors.
 * - A head made only of the size words small, medium, large, whole, each ("large", "medium whole") is
 *   one piece: Each. "extra large", "jumbo", "pat", "stick", "NLEA serving", "cubic inch" name no unit
 *   of ours and are skipped.
 * - One conversion per unit. Among several portions of one unit, the one that says "medium" wins (the
 *   reference size of produce labels), then one whose head is the unit alone ("cup, chopped" before
 *   "cup cherry tomatoes"), then USDA's order. So a tomato's Each is its medium whole tomato, an egg's
 *   Each its medium egg (44 g; the cook edits it to the 50 g large egg if that is what they buy).
 * Conversions the cook sent themselves come first, and a food portion of a unit they already converted
 * is left out; nutrients they sent likewise win over the food's of the same name and units.
 */

/** Words that alone describe one piece of a food ("1 large", "1 medium whole"). */
const PIECE_WORDS = new Set(['small', 'medium', 'large', 'whole', 'each']);

export type PortionUnit = { unit: TUnit; exact: boolean };

/** The unit of ours a portion's measure stands for, or undefined (see the rules above). */
export function portionUnit(measureName: string): PortionUnit | undefined {
  const head = measureName.split(/[,(]/, 1)[0].trim().toLowerCase().replace(/\s+/g, ' ');
  if (head === '') return undefined;
  const words = head.split(' ');
  for (const take of [2, 1]) {
    if (words.length < take) continue;
    const unit = parseUnit(words.slice(0, take).join(' '));
    if (unit) return { unit, exact: words.length === take };
  }
  if (words.every((word) => PIECE_WORDS.has(word))) return { unit: 'Each', exact: true };
  return undefined;
}

const mentionsMedium = (portion: TFoodPortionDto) =>
  /\bmedium\b/i.test(`${portion.measureName} ${portion.modifier ?? ''}`);

/**
 * The food's portions as conversions "amount Unit = gramWeight Gram", one per unit, in USDA's order,
 * leaving out units in `taken` (the cook's own conversions).
 */
export function portionConversions(
  portions: ReadonlyArray<TFoodPortionDto>,
  taken: ReadonlySet<TUnit> = new Set(),
): TConversionRequest[] {
  const best = new Map<TUnit, { index: number; rank: number; portion: TFoodPortionDto }>();
  portions.forEach((portion, index) => {
    if (!(portion.amount > 0) || !(portion.gramWeight > 0)) return;
    const found = portionUnit(portion.measureName);
    if (!found || taken.has(found.unit) || standardFamily(found.unit) === 'weight') return;
    const rank = mentionsMedium(portion) ? 0 : found.exact ? 1 : 2;
    const current = best.get(found.unit);
    if (!current || rank < current.rank) best.set(found.unit, { index, rank, portion });
  });
  return [...best.entries()]
    .sort((a, b) => a[1].index - b[1].index)
    .map(([unit, { portion }]) => ({
      quantityStart: portion.amount,
      unitsStart: unit,
      quantityEnd: portion.gramWeight,
      unitsEnd: 'Gram',
    }));
}

/** Units a conversion mentions, either side. */
function unitsOf(conversions: ReadonlyArray<TConversionRequest>): Set<TUnit> {
  const units = new Set<TUnit>();
  for (const c of conversions) {
    if (c.unitsStart) units.add(c.unitsStart);
    if (c.unitsEnd) units.add(c.unitsEnd);
  }
  return units;
}

/**
 * Grams in one `unit`: by the standard factors for a weight; by the ingredient's own conversion of
 * that very unit when there is one (a cup of butter is its portion's 227 g, not 16 × its tablespoon's
 * 14.2 g); else by core's conversion search through the other conversions.
 */
function gramsPerUnit(unit: TUnit, conversions: ReadonlyArray<TConversionRequest>) {
  const standard = standardFactor(unit, 'Gram');
  if (standard !== undefined) return { ok: true as const, factor: standard };
  for (const c of conversions) {
    const { quantityStart: qs, unitsStart: us, quantityEnd: qe, unitsEnd: ue } = c;
    if (!us || !ue || !(typeof qs === 'number' && qs > 0) || !(typeof qe === 'number' && qe > 0)) continue;
    const [perUnit, weightUnit] = us === unit ? [qe / qs, ue] : ue === unit ? [qs / qe, us] : [0, us];
    const toGram = perUnit > 0 ? standardFactor(weightUnit, 'Gram') : undefined;
    if (toGram !== undefined) return { ok: true as const, factor: perUnit * toGram };
  }
  return conversionFactor(unit, 'Gram', conversions);
}

/**
 * 15.87 × 0.142 is 2.2535399999999997 in binary floating point: stored as it is, the cook would read that
 * in the ingredient's nutrient facts. Twelve significant digits (far beyond USDA's own three or four)
 * give back 2.25354 and change nothing anything computes.
 */
const withoutFloatNoise = (value: number) => Number(value.toPrecision(12));

const nutrientKey = (name: string, units: string | null | undefined) =>
  `${name.trim().toLowerCase()}\u0000${(units ?? '').trim().toLowerCase()}`;

export const FROM_FOOD_MESSAGES = {
  servingNotConvertible: (size: number, units: TUnit, description: string, portionUnits: string[]) =>
    `${size} ${unitLabel(units, size)} of ${description} cannot be weighed: choose a weight unit` +
    (portionUnits.length > 0 ? ` or one of its portions (${portionUnits.join(', ')})` : '') +
    ', or add a conversion to grams.',
} as const;

/**
 * The ingredient a copy saves: the cook's fields, the food's description as the name when none was
 * given, the food's portions as conversions, and its nutrients for one serving
 * (amount per 100 g × serving in grams ÷ 100). Refused (400) when the serving cannot be weighed.
 */
export function ingredientFromFood(body: TCatalogueRequest, food: TFood): IngredientSaveInput {
  const conversions = [
    ...body.conversions,
    ...portionConversions(food.foodPortions, unitsOf(body.conversions)),
  ];
  // The catalogue form rules (ZCatalogueRequest) guarantee a serving size and units.
  const servingSize = body.servingSize as number;
  const servingUnits = body.servingUnits as TUnit;
  const toGrams = gramsPerUnit(servingUnits, conversions);
  if (!toGrams.ok) {
    const portionUnits = [...new Set(conversions.map((c) => c.unitsStart).filter((u) => u && u !== 'Gram'))];
    const message = FROM_FOOD_MESSAGES.servingNotConvertible(
      servingSize,
      servingUnits,
      food.description,
      portionUnits as string[],
    );
    throw badRequest(message, [{ field: 'servingUnits', message }]);
  }
  const factor = (servingSize * toGrams.factor) / 100;
  const own = new Set(body.ingredientNutrients.map((n) => nutrientKey(n.nutrient, n.units)));
  const copied: TIngredientNutrientRequest[] = food.foodNutrients
    .filter((n) => !own.has(nutrientKey(n.nutrient.name, n.nutrient.unitName)))
    .map((n) => ({
      nutrient: n.nutrient.name,
      amount: withoutFloatNoise(n.amount * factor),
      units: n.nutrient.unitName,
    }));

  return {
    // Always a new ingredient: a copy never overwrites one of the catalogue.
    id: null,
    name: body.name ?? food.description.slice(0, 200),
    category: body.category,
    vendor: body.vendor,
    cost: body.cost,
    costAmount: body.costAmount,
    costUnits: body.costUnits,
    servingSize,
    servingUnits,
    conversions,
    ingredientNutrients: [...body.ingredientNutrients, ...copied],
    food: { fdcId: food.fdcId },
  };
}
