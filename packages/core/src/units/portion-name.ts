import { toUnit } from '../conversions/graph.ts';
import { unitLabel } from '../enums/units.ts';
import { roundTo } from '../format/round.ts';
import type { TDisplayQuantity } from '../scaling/display-quantity.ts';
import { COUNT_YIELD_UNITS } from './yield-units.ts';

/** A portion name is 1–40 characters once trimmed: "cookie", "bowl", "loaf/loaves". */
export const PORTION_NAME_MAX = 40;

/**
 * A recipe yielding a count (Each, Slice) may name what one counted unit is: "24 cookies" rather
 * than "24 Each". A weight or volume yield has no portion to name.
 */
export function isCountYield(units: string | null | undefined): boolean {
  const unit = toUnit(units);
  return unit !== undefined && COUNT_YIELD_UNITS.includes(unit);
}

/**
 * The singular and plural of a portion name. The chef writes the singular ("cookie") and the plural
 * follows English's regular rule: "es" after s, x, z, ch or sh ("dish" → "dishes"), "ies" for a
 * consonant then y ("patty" → "patties"), else "s". An irregular plural is written after a slash:
 * "loaf/loaves", "focaccia/focaccia".
 */
export function portionForms(name: string): { one: string; many: string } {
  const slash = name.indexOf('/');
  if (slash >= 0) {
    const one = name.slice(0, slash).trim();
    const many = name.slice(slash + 1).trim();
    // "cookie/" or "/cookies": the written side stands for both.
    return { one: one || many, many: many || one };
  }
  const one = name.trim();
  if (/(s|x|z|ch|sh)$/i.test(one)) return { one, many: `${one}es` };
  if (/[^aeiou]y$/i.test(one)) return { one, many: `${one.slice(0, -1)}ies` };
  return { one, many: `${one}s` };
}

/** The portion's word for a quantity: plural above 1, as unit labels are (spec 3): 1 cookie, 0.5 cookie, 24 cookies. */
export function portionNoun(quantity: number, name: string): string {
  const { one, many } = portionForms(name);
  return quantity > 1 ? many : one;
}

/** A counted yield with its portion named: portionLabel(24, 'cookie') → '24 cookies'; 1 → '1 cookie'. */
export function portionLabel(quantity: number, name: string): string {
  return `${roundTo(quantity, 2)} ${portionNoun(quantity, name)}`;
}

/** The portion name a recipe's yield shows with, or null: only a count yield carries one. */
export function shownPortionName(recipe: {
  yieldUnits?: string | null;
  portionName?: string | null;
}): string | null {
  return recipe.portionName && isCountYield(recipe.yieldUnits) ? recipe.portionName : null;
}

/**
 * A quantity of a recipe's yield as a cook reads it: in its yield units with the portion named
 * ("24 cookies" for 24 Each of a recipe whose portion is "cookie"); any other quantity as given.
 * `units` is the quantity's own units: a line in the recipe's count unit is named, nothing else.
 */
export function namedPortion(
  display: TDisplayQuantity,
  recipe: { yieldUnits?: string | null; portionName?: string | null } | null | undefined,
): TDisplayQuantity {
  const name = recipe ? shownPortionName(recipe) : null;
  if (!name || toUnit(display.units) !== toUnit(recipe?.yieldUnits)) return display;
  const label = portionNoun(display.quantity, name);
  return { ...display, label, text: portionLabel(display.quantity, name) };
}

/**
 * A unit choice of a line using a recipe, with the recipe's portion beside its count unit:
 * 'Each (cookie)'; any other unit as `shown` (its label, 'Each' by default).
 */
export function unitWithPortion(
  unit: string,
  recipe: { yieldUnits?: string | null; portionName?: string | null } | null | undefined,
  shown: string = unit,
): string {
  const name = recipe ? shownPortionName(recipe) : null;
  return name && toUnit(unit) === toUnit(recipe?.yieldUnits) ? `${shown} (${portionForms(name).one})` : shown;
}

/** A recipe's yield as written: '24 cookies' with a named portion, else '24 Each' / '2 Quarts'. */
export function yieldText(recipe: {
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
  portionName?: string | null;
}): string {
  const { yieldQuantity: q, yieldUnits: units } = recipe;
  if (typeof q !== 'number' || !units) return '';
  const name = shownPortionName(recipe);
  if (name) return portionLabel(q, name);
  const unit = toUnit(units);
  return `${roundTo(q, 2)} ${unit ? unitLabel(unit, q) : units}`;
}

/**
 * The portion name a save writes: the one sent (null clears it); when none is sent (spec 7's clients
 * never send one), undefined — keep the stored one — while the yield still counts, and null once the
 * yield no longer counts, since a weight or volume has no portion to name.
 */
export function portionNameToSave(
  sent: string | null | undefined,
  yieldUnits: string | null | undefined,
): string | null | undefined {
  if (sent !== undefined) return sent;
  return isCountYield(yieldUnits) ? undefined : null;
}

/** What one unit of a recipe's yield is called, for "per …" figures: 'cookie' when named, else its units ('Cup'). */
export function yieldUnitName(recipe: {
  yieldUnits?: string | null;
  portionName?: string | null;
}): string | null {
  const name = shownPortionName(recipe);
  return name ? portionForms(name).one : (recipe.yieldUnits ?? null);
}
