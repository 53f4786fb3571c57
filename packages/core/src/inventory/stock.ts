import { conversionFactor } from '../conversions/convert.ts';
import { costPerUnit } from '../costing/ingredient-cost.ts';
import { asPurchased } from '../costing/trim-yield.ts';
import type { TIngredientData } from '../model/recipe-tree.ts';

/** An ingredient as stock sees it: its pack units are the units stock is kept in. */
export type TStockIngredient = TIngredientData & { id: number; name: string };

/** A quantity in any unit the ingredient converts to (a count line, a delivery, a use). */
export type TQuantity = { quantity: number; units: string };

/**
 * The units an ingredient's stock is kept in: its cost units (what a pack holds), so on hand, par
 * and the order guide speak one unit; an ingredient without cost units keeps what it was counted in.
 */
export function stockUnits(ingredient: TStockIngredient, fallback?: string | null): string | null {
  return ingredient.costUnits ?? fallback ?? null;
}

/** `quantity` `units` in the ingredient's stock units, or null when no conversion joins them. */
export function toStockUnits(
  ingredient: TStockIngredient,
  q: TQuantity,
  units = stockUnits(ingredient, q.units),
) {
  if (!units) return null;
  const found = conversionFactor(q.units, units, ingredient.conversions);
  return found.ok ? q.quantity * found.factor : null;
}

/** What moved an ingredient's stock since its last count, each in any unit it converts to. */
export type TStockMovements = {
  /** The lines of the last count (one per storage area holding it); empty: never counted. */
  counted: ReadonlyArray<TQuantity>;
  received: ReadonlyArray<TQuantity>;
  /** What completed events used, edible (the production plan's quantities): bought as edible ÷ yield. */
  used: ReadonlyArray<TQuantity>;
  wasted: ReadonlyArray<TQuantity>;
};

export type TStockLine = {
  ingredientId: number;
  name: string;
  units: string | null;
  counted: number;
  received: number;
  used: number;
  wasted: number;
  /** counted + received − used − wasted, in `units`; below 0 means a use nobody counted or received. */
  onHand: number;
  /** The par level in `units`; null when none is set (or it cannot be converted: see problems). */
  par: number | null;
  /** On hand × cost per unit; null without a price. */
  value: number | null;
  /** What could not be added: 'Add a conversion: 1 Cup of Flour = ? Pound'. */
  problems: string[];
};

/**
 * On hand: the last count + what was received − what completed events used (as bought:
 * edible ÷ trim yield) − what was wasted since, all in the ingredient's stock units. A quantity in a
 * unit that does not convert is left out and named in `problems`, never guessed.
 */
export function stockLine(
  ingredient: TStockIngredient,
  movements: TStockMovements,
  parLevel?: TQuantity | null,
): TStockLine {
  const first = movements.counted[0] ?? movements.received[0] ?? parLevel ?? undefined;
  const units = stockUnits(ingredient, first?.units);
  const problems: string[] = [];
  const sum = stockSummer(ingredient, units, problems);
  const counted = sum(movements.counted);
  const received = sum(movements.received);
  // used is edible (the plans' quantities): bought as edible ÷ yield
  const used = asPurchased(sum(movements.used), ingredient.yieldPercent);
  const wasted = sum(movements.wasted);
  const onHand = counted + received - used - wasted;
  let par: number | null = null;
  if (parLevel) {
    par = toStockUnits(ingredient, parLevel, units);
    if (par === null) problems.push(missingStockConversion(ingredient, parLevel.units, units));
  }
  const unit = costPerUnit(ingredient);
  return {
    ingredientId: ingredient.id,
    name: ingredient.name,
    units,
    counted,
    received,
    used,
    wasted,
    onHand,
    par,
    value: unit === null || !ingredient.costUnits ? null : onHand * unit,
    problems: [...new Set(problems)],
  };
}

/**
 * Adds quantities in the ingredient's stock `units`; one that does not convert is left out and its
 * missing conversion pushed to `problems`.
 */
export function stockSummer(ingredient: TStockIngredient, units: string | null, problems: string[]) {
  return (list: ReadonlyArray<TQuantity>) =>
    list.reduce((total, q) => {
      const value = toStockUnits(ingredient, q, units);
      if (value === null) problems.push(missingStockConversion(ingredient, q.units, units));
      return total + (value ?? 0);
    }, 0);
}

export function missingStockConversion(
  ingredient: { name: string },
  from: string,
  to: string | null,
): string {
  return `Add a conversion: 1 ${from} of ${ingredient.name} = ? ${to ?? 'cost units'}`;
}

/**
 * The order guide's stock levels for these ingredients (each once): on hand and par from
 * their stock lines, and what open purchase orders still bring, converted into the stock units.
 */
export function stockLevels<I extends TStockIngredient>(
  ingredients: ReadonlyArray<I>,
  lines: ReadonlyMap<number, Pick<TStockLine, 'onHand' | 'par' | 'units'>>,
  onOrder: ReadonlyArray<TQuantity & { ingredientId: number }>,
): { ingredient: I; onHand: number; par: number | null; onOrder: number }[] {
  const unique = new Map(ingredients.map((i) => [i.id, i]));
  return [...unique.values()].map((ingredient) => {
    const line = lines.get(ingredient.id);
    const units = line?.units ?? stockUnits(ingredient);
    const coming = onOrder
      .filter((o) => o.ingredientId === ingredient.id)
      .reduce((sum, o) => sum + (toStockUnits(ingredient, o, units ?? o.units) ?? 0), 0);
    return { ingredient, onHand: line?.onHand ?? 0, par: line?.par ?? null, onOrder: coming };
  });
}
