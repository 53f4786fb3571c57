import type { TConversionInput } from '../conversions/graph.ts';
import type { TAllergen } from '../enums/allergens.ts';

/**
 * Plain-data inputs of the kitchen math (costing, scaling, nutrition, prep lists). The server loads
 * rows into these shapes and calls core; the web builds them from what the API answered. Field names
 * are the API's, so a loaded recipe also passes to the completeness rules as it is.
 */

/** A nutrient fact: `amount` of `units` per the ingredient's serving size (spec 3 IngredientNutrient). */
export type TNutrientInput = { nutrient: string; amount?: number | null; units?: string | null };

/** An ingredient as the math needs it. */
export type TIngredientData = {
  id?: number | null;
  name: string;
  /** Price of `costAmount` `costUnits` (e.g. $20 for 50 Pound). */
  cost?: number | null;
  /** 0, missing or negative counts as 1 (spec 9). */
  costAmount?: number | null;
  costUnits?: string | null;
  /** Trim yield, the edible percent of what is bought (costing/trim-yield.ts); missing counts as 100. */
  yieldPercent?: number | null;
  /** The nutrients are given per `servingSize` `servingUnits`. */
  servingSize?: number | null;
  servingUnits?: string | null;
  conversions?: ReadonlyArray<TConversionInput> | null;
  ingredientNutrients?: ReadonlyArray<TNutrientInput> | null;
  /**
   * The allergens the chef marked. null or missing: never reviewed (not the same as none: an empty
   * list says "reviewed, contains none").
   */
  allergens?: ReadonlyArray<TAllergen> | null;
};

/** A recipe line using an ingredient: `yieldQuantity` `yieldUnits` of it. */
export type TIngredientLine = {
  id?: number | null;
  ingredient: TIngredientData | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
};

/** A recipe line using another recipe: `yieldQuantity` `yieldUnits` of what that recipe yields. */
export type TSubRecipeLine = {
  id?: number | null;
  recipe: TRecipeNode | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
};

/** A recipe with its lines; sub-recipe lines hold whole nodes, so a tree (or a DAG sharing nodes). */
export type TRecipeNode = {
  id?: number | null;
  name: string;
  team?: string | null;
  /** Made this many days before the day it is used (0: the same day). Missing: 0. */
  leadTimeDays?: number | null;
  /** Keeps this many days once made; null or missing: not known. */
  shelfLifeDays?: number | null;
  category?: string | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
  /** What one counted unit of a count yield is ("cookie"): units/portion-name.ts. */
  portionName?: string | null;
  prepNotes?: string | null;
  recipeIngredients: ReadonlyArray<TIngredientLine>;
  recipeSubRecipes: ReadonlyArray<TSubRecipeLine>;
};

/** A line of a menu item: `yieldQuantity` `yieldUnits` of what the recipe yields. */
export type TMenuItemRecipeLine = {
  id?: number | null;
  recipe: TRecipeNode | null;
  yieldQuantity?: number | null;
  yieldUnits?: string | null;
};

/** A menu item with its recipe lines: the lines make `servings` portions (spec 3). */
export type TMenuItemNode = {
  id?: number | null;
  name: string;
  servings?: number | null;
  servingSize?: string | null;
  platingNotes?: string | null;
  description?: string | null;
  menuItemRecipes: ReadonlyArray<TMenuItemRecipeLine>;
};

/** A menu: named sections of menu items, each at a price (spec 3). */
export type TMenuNode = {
  id?: number | null;
  name: string;
  season?: string | null;
  year?: number | null;
  menuSections: ReadonlyArray<{
    id?: number | null;
    name?: string | null;
    menuSectionItems: ReadonlyArray<{
      id?: number | null;
      menuItem: TMenuItemNode | null;
      price?: number | null;
    }>;
  }>;
};
