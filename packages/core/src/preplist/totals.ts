import { conversionFactor } from '../conversions/convert.ts';
import { ingredientCost } from '../costing/ingredient-cost.ts';
import { asPurchased } from '../costing/trim-yield.ts';
import type { TIngredientData, TRecipeNode } from '../model/recipe-tree.ts';
import type { TDisplayQuantity } from '../scaling/display-quantity.ts';
import { cookMeasure } from '../units/cook-measure.ts';
import type { TMeasurementSystem } from '../units/measurement-system.ts';

/** What to pull for one ingredient: the sum of every scaled line, in one unit. */
export type TIngredientTotal = {
  ingredientId: number | null;
  name: string;
  quantity: number;
  units: string;
  display: TDisplayQuantity;
  /**
   * What to take from the store for it: the quantity as purchased (the edible quantity ÷ the trim
   * yield: 9 lb of onions at 90 % is 10 lb to pull), as a cook measures it. The same as `display` for
   * an ingredient used whole.
   */
  pull: TDisplayQuantity;
  /** What the quantity costs at the ingredient's price (spec 9); null when it cannot be costed. */
  cost: number | null;
};

/**
 * Adds up ingredient lines across scaled trees. Each line is converted into the ingredient's cost
 * units when it can be (what purchasing buys in); a line that cannot stays in its own units as a
 * separate total, so nothing is lost or silently mixed.
 */
export class IngredientTotals {
  /** The kitchen's measures the totals are shown in (undefined: as the lines are). */
  private readonly system: TMeasurementSystem | undefined;
  constructor(system?: TMeasurementSystem) {
    this.system = system;
  }

  private readonly totals = new Map<
    string,
    { ingredient: TIngredientData; quantity: number; units: string }
  >();

  addLine(ingredient: TIngredientData, quantity: number, units: string): void {
    let target = units;
    let amount = quantity;
    if (ingredient.costUnits && ingredient.costUnits !== units) {
      const found = conversionFactor(units, ingredient.costUnits, ingredient.conversions);
      if (found.ok) {
        target = ingredient.costUnits;
        amount = quantity * found.factor;
      }
    }
    const key = `${ingredient.id ?? ingredient.name}\u0000${target}`;
    const entry = this.totals.get(key);
    if (entry) entry.quantity += amount;
    else this.totals.set(key, { ingredient, quantity: amount, units: target });
  }

  /** Every ingredient line of a scaled tree, sub-recipes included. */
  addTree(node: TRecipeNode): void {
    for (const line of node.recipeIngredients) {
      if (line.ingredient && typeof line.yieldQuantity === 'number' && line.yieldUnits) {
        this.addLine(line.ingredient, line.yieldQuantity, line.yieldUnits);
      }
    }
    for (const line of node.recipeSubRecipes) if (line.recipe) this.addTree(line.recipe);
  }

  /** Sorted by ingredient name. */
  list(): TIngredientTotal[] {
    return [...this.totals.values()]
      .map(({ ingredient, quantity, units }) => ({
        ingredientId: ingredient.id ?? null,
        name: ingredient.name,
        quantity,
        units,
        display: cookMeasure(quantity, units, ingredient, this.system),
        pull: cookMeasure(asPurchased(quantity, ingredient.yieldPercent), units, ingredient, this.system),
        cost: costOf(ingredient, quantity, units),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.units.localeCompare(b.units));
  }
}

function costOf(ingredient: TIngredientData, quantity: number, units: string): number | null {
  const found = ingredientCost(ingredient, quantity, units);
  return found.ok ? found.cost : null;
}
