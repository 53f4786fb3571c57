import {
  DEFAULT_INGREDIENT_CATEGORY,
  formInput,
  type TAllergen,
  type TIngredient,
  type TIngredientSaveRequest,
  ZIngredientForm,
  ZIngredientSaveRequest,
} from '@brigade/core';

/**
 * The ingredient modal's values: what the inputs hold (numbers as typed text). Core's schemas read
 * them as they are: ZIngredientForm for the messages of spec 5, ZIngredientSaveRequest for the
 * minimum to save (spec 4 work in progress); both turn the text into numbers and units.
 */
export type ConversionRow = {
  id?: number | null;
  quantityStart: string;
  unitsStart: string;
  quantityEnd: string;
  unitsEnd: string;
};
export type NutrientRow = { id?: number | null; nutrient: string; amount: string; units: string };
export type IngredientFormValues = {
  id: number | null;
  /** The version read; an update sends it back (409 when someone saved since). null: a new ingredient. */
  version: number | null;
  name: string;
  category: string;
  vendor: { id: number } | null;
  cost: string;
  costAmount: string;
  costUnits: string;
  servingSize: string;
  servingUnits: string;
  /** Trim yield in percent: the edible share of what is bought. */
  yieldPercent: string;
  conversions: ConversionRow[];
  ingredientNutrients: NutrientRow[];
  food: { fdcId: number } | null;
  /** null: never reviewed (kept null until the chef ticks a box); []: reviewed, contains none. */
  allergens: TAllergen[] | null;
  /** The stock to keep; both blank: none. */
  parLevel: { quantity: string; units: string };
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const EMPTY_CONVERSION: ConversionRow = {
  quantityStart: '',
  unitsStart: '',
  quantityEnd: '',
  unitsEnd: '',
};
export const EMPTY_NUTRIENT: NutrientRow = { nutrient: '', amount: '', units: '' };

/**
 * A new ingredient: the category of the page (else Miscellaneous Ingredients, spec 3), cost amount 1,
 * and the name typed in a recipe line's picker or read by a recipe import, when it starts from one.
 */
export function newIngredientValues(defaults: {
  vendorId?: number;
  category?: string;
  name?: string;
}): IngredientFormValues {
  return {
    id: null,
    version: null,
    name: defaults.name ?? '',
    category: defaults.category ?? DEFAULT_INGREDIENT_CATEGORY,
    vendor: defaults.vendorId ? { id: defaults.vendorId } : null,
    cost: '',
    costAmount: '1',
    costUnits: '',
    servingSize: '',
    servingUnits: '',
    yieldPercent: '100',
    conversions: [],
    ingredientNutrients: [],
    food: null,
    allergens: null,
    parLevel: { quantity: '', units: '' },
  };
}

export function ingredientToValues(ingredient: TIngredient): IngredientFormValues {
  return {
    id: ingredient.id,
    version: ingredient.version,
    name: ingredient.name,
    category: ingredient.category,
    vendor: { id: ingredient.vendor.id },
    cost: text(ingredient.cost),
    costAmount: text(ingredient.costAmount),
    costUnits: text(ingredient.costUnits),
    servingSize: text(ingredient.servingSize),
    servingUnits: text(ingredient.servingUnits),
    yieldPercent: text(ingredient.yieldPercent),
    conversions: ingredient.conversions.map((c) => ({
      id: c.id,
      quantityStart: text(c.quantityStart),
      unitsStart: text(c.unitsStart),
      quantityEnd: text(c.quantityEnd),
      unitsEnd: text(c.unitsEnd),
    })),
    ingredientNutrients: ingredient.ingredientNutrients.map((n) => ({
      id: n.id,
      nutrient: n.nutrient,
      amount: text(n.amount),
      units: text(n.units),
    })),
    food: ingredient.food ? { fdcId: ingredient.food.fdcId } : null,
    allergens: ingredient.allergens === null ? null : [...ingredient.allergens],
    parLevel: { quantity: text(ingredient.parLevel?.quantity), units: text(ingredient.parLevel?.units) },
  };
}

/** Spec 5: negative cost entries are cleared. */
export function clearNegative(value: string): string {
  return value.trim() !== '' && Number(value) < 0 ? '' : value;
}

export type SaveCheck =
  | { savable: true; body: TIngredientSaveRequest; missing: string[] }
  | { savable: false; reasons: string[] };

const unique = (messages: string[]) => [...new Set(messages)];

/**
 * What saving these values would do (spec 4): `savable` with the body to post and what is still
 * missing for a complete ingredient, or not savable with the reasons (below the save minimum).
 */
export function checkSave(values: IngredientFormValues): SaveCheck {
  const saved = ZIngredientSaveRequest.safeParse(formInput(ZIngredientSaveRequest, values));
  if (!saved.success) return { savable: false, reasons: unique(saved.error.issues.map((i) => i.message)) };
  const complete = ZIngredientForm.safeParse(values);
  const missing = complete.success ? [] : unique(complete.error.issues.map((i) => i.message));
  // A new ingredient has no version to send; an update sends the one it read.
  const { version, ...body } = saved.data;
  return { savable: true, body: version == null ? body : saved.data, missing };
}

/** Which tab shows a field: nutrition fields are on the Nutrition tab, the rest on Ingredient Details. */
export function tabOfField(path: string): 'details' | 'nutrition' {
  return /^(servingSize|servingUnits|ingredientNutrients)\b/.test(path) ? 'nutrition' : 'details';
}
