import { parseUnit, type TUnit, unitLabel } from '../enums/units.ts';
import type { TConversionRequest } from '../schemas/conversion.ts';
import type { TFoodNutrientDto, TFoodPortionDto } from '../schemas/food.ts';
import type { TIngredientNutrientRequest } from '../schemas/ingredient-nutrient.ts';
import { standardFactor, standardFamily } from '../units/factors.ts';
import { conversionFactor } from './convert.ts';

/**
 * Copying a USDA food into the catalogue: the one rule that turns the food's household portions into
 * the ingredient's conversions, the serving the Add To Catalogue modal starts from, and the nutrients
 * of that serving. The server applies it when it saves the copy (POST /api/ingredients/food); the web
 * applies it to propose the serving and to check it before sending.
 *
 * Which portions become conversions (each one "amount Unit = gramWeight Gram"):
 * - The measure's head is its text before the first comma or parenthesis ("cup, chopped or sliced" →
 *   "cup", "fl oz" → "fl oz", "tbsp chopped" → "tbsp chopped"). Its first two words, else its first word,
 *   read with parseUnit give the unit: cup, tbsp, tsp, fl oz, quart, slice…
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

export type TPortionUnit = { unit: TUnit; exact: boolean };

/**
 * The unit of ours a portion's measure stands for, or undefined (see the rules above). `exact`: the
 * measure's head is the unit alone ("cup, chopped"), not the unit and more words ("cup cherry tomatoes").
 */
export function portionUnit(measureName: string): TPortionUnit | undefined {
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

/** The portion that stands for each non-weight unit, with its place in USDA's list (rules above). */
function portionsByUnit(portions: ReadonlyArray<TFoodPortionDto>, taken: ReadonlySet<TUnit>) {
  const best = new Map<TUnit, { index: number; rank: number; portion: TFoodPortionDto }>();
  portions.forEach((portion, index) => {
    if (!(portion.amount > 0) || !(portion.gramWeight > 0)) return;
    const found = portionUnit(portion.measureName);
    if (!found || taken.has(found.unit) || standardFamily(found.unit) === 'weight') return;
    const rank = mentionsMedium(portion) ? 0 : found.exact ? 1 : 2;
    const current = best.get(found.unit);
    if (!current || rank < current.rank) best.set(found.unit, { index, rank, portion });
  });
  return best;
}

/**
 * The food's portions as conversions "amount Unit = gramWeight Gram", one per unit, in USDA's order,
 * leaving out units in `taken` (the cook's own conversions).
 */
export function portionConversions(
  portions: ReadonlyArray<TFoodPortionDto>,
  taken: ReadonlySet<TUnit> = new Set(),
): TConversionRequest[] {
  return [...portionsByUnit(portions, taken).entries()]
    .sort((a, b) => a[1].index - b[1].index)
    .map(([unit, { portion }]) => ({
      quantityStart: portion.amount,
      unitsStart: unit,
      quantityEnd: portion.gramWeight,
      unitsEnd: 'Gram',
    }));
}

/**
 * The serving the Add To Catalogue modal starts from when the cook looks at `portion` of a food:
 * the portion in its own unit when the copy will weigh that unit by this very portion (it is the one
 * portionConversions keeps for its unit: "1 tbsp" → 1 Tablespoon, "1 medium whole" → 1 Each) or when
 * the unit is a weight ("1 oz" → 1 Ounce); otherwise the portion's weight ("1 large whole" tomato,
 * whose Each is the medium one → 182 Gram; "1 pat" → 5 Gram). So the serving always means the
 * portion the cook was looking at. No portion, or one without a weight: 100 Gram.
 */
export function servingOfPortion(
  portions: ReadonlyArray<TFoodPortionDto>,
  portion: TFoodPortionDto | undefined,
): { size: number; units: TUnit } {
  if (!portion || !(portion.amount > 0) || !(portion.gramWeight > 0)) return { size: 100, units: 'Gram' };
  const found = portionUnit(portion.measureName);
  if (found && standardFamily(found.unit) === 'weight') return { size: portion.amount, units: found.unit };
  if (found && portionsByUnit(portions, new Set()).get(found.unit)?.portion === portion)
    return { size: portion.amount, units: found.unit };
  return { size: portion.gramWeight, units: 'Gram' };
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

/** Ours: the serving of a copy must weigh something, since USDA's nutrients are per 100 g. */
export const servingNotWeighableMessage = (
  size: number,
  units: TUnit,
  description: string,
  portionUnits: ReadonlyArray<string>,
) =>
  `${size} ${unitLabel(units, size)} of ${description} cannot be weighed: choose a weight unit` +
  (portionUnits.length > 0 ? ` or one of its portions (${portionUnits.join(', ')})` : '') +
  ', or add a conversion to grams.';

/** What the cook sends with a copy (the catalogue form's serving, and any rows of their own). */
export type TFoodCopyInput = {
  servingSize: number;
  servingUnits: TUnit;
  conversions?: ReadonlyArray<TConversionRequest>;
  ingredientNutrients?: ReadonlyArray<TIngredientNutrientRequest>;
};

export type TFoodCopy =
  | { ok: true; conversions: TConversionRequest[]; ingredientNutrients: TIngredientNutrientRequest[] }
  | { ok: false; message: string };

/**
 * The conversions and nutrients a copy of `food` saves: the cook's conversions then the food's
 * portions (portionConversions), and the cook's nutrients then the food's for one serving
 * (amount per 100 g × serving in grams ÷ 100). Not ok, with the message to show on the serving
 * units, when the serving cannot be weighed with those conversions.
 */
export function copyFoodServing(
  food: {
    description: string;
    foodPortions: ReadonlyArray<TFoodPortionDto>;
    foodNutrients: ReadonlyArray<TFoodNutrientDto>;
  },
  input: TFoodCopyInput,
): TFoodCopy {
  const own = input.conversions ?? [];
  const conversions = [...own, ...portionConversions(food.foodPortions, unitsOf(own))];
  const toGrams = gramsPerUnit(input.servingUnits, conversions);
  if (!toGrams.ok) {
    const portionUnits = [
      ...new Set(conversions.map((c) => c.unitsStart).filter((u): u is TUnit => !!u && u !== 'Gram')),
    ];
    return {
      ok: false,
      message: servingNotWeighableMessage(
        input.servingSize,
        input.servingUnits,
        food.description,
        portionUnits,
      ),
    };
  }
  const factor = (input.servingSize * toGrams.factor) / 100;
  const ownNutrients = input.ingredientNutrients ?? [];
  const taken = new Set(ownNutrients.map((n) => nutrientKey(n.nutrient, n.units)));
  const copied: TIngredientNutrientRequest[] = food.foodNutrients
    .filter((n) => !taken.has(nutrientKey(n.nutrient.name, n.nutrient.unitName)))
    .map((n) => ({
      nutrient: n.nutrient.name,
      amount: withoutFloatNoise(n.amount * factor),
      units: n.nutrient.unitName,
    }));
  return { ok: true, conversions, ingredientNutrients: [...ownNutrients, ...copied] };
}
