import { MSG } from '../messages.ts';
import { IssueList, isMissingRef, type TCompleteness, type TIssue, toCompleteness } from './issues.ts';

export type TConversionLike = {
  quantityStart?: number | null;
  unitsStart?: string | null;
  quantityEnd?: number | null;
  unitsEnd?: string | null;
};

/** What the ingredient rules look at: the save body and a loaded ingredient both fit. */
export type TIngredientLike = {
  name?: string | null;
  category?: string | null;
  vendor?: { id?: number | null } | null;
  cost?: number | null;
  costUnits?: string | null;
  conversions?: ReadonlyArray<TConversionLike> | null;
};

/**
 * The minimum to be SAVED (spec 4 work in progress): a name and a category, and a vendor because
 * every ingredient lives under a vendor. Below this the API answers 400 with these texts.
 */
export function ingredientSaveIssues(ingredient: TIngredientLike): TIssue[] {
  const list = new IssueList();
  list.required(ingredient.name, ['name'], MSG.ingredientMustHaveName);
  list.required(ingredient.category, ['category'], MSG.ingredientMustHaveCategory);
  if (isMissingRef(ingredient.vendor)) list.add(['vendor'], MSG.vendorRequired);
  return list.issues;
}

/** Spec 5 conversion row: all four fields; quantities above 0 (a 0 would divide by zero). */
export function conversionIssues(conversion: TConversionLike, path: (string | number)[] = []): TIssue[] {
  const list = new IssueList();
  list.positive(
    conversion.quantityStart,
    [...path, 'quantityStart'],
    MSG.startingQuantityRequired,
    MSG.valueGreaterThanZero,
  );
  list.required(conversion.unitsStart, [...path, 'unitsStart'], MSG.startingUnitsRequired);
  list.positive(
    conversion.quantityEnd,
    [...path, 'quantityEnd'],
    MSG.endingQuantityRequired,
    MSG.valueGreaterThanZero,
  );
  list.required(conversion.unitsEnd, [...path, 'unitsEnd'], MSG.endingUnitsRequired);
  return list.issues;
}

/**
 * Completeness of an ingredient (spec 4 and the ingredient form of spec 5): name, category, vendor,
 * a cost above $0.00, cost units, and every conversion row complete.
 */
export function ingredientIssues(ingredient: TIngredientLike): TIssue[] {
  const list = new IssueList();
  list.required(ingredient.name, ['name'], MSG.ingredientNameRequired);
  list.required(ingredient.category, ['category'], MSG.categoryRequired);
  if (isMissingRef(ingredient.vendor)) list.add(['vendor'], MSG.vendorRequired);
  list.positive(ingredient.cost, ['cost'], MSG.costRequired, MSG.costGreaterThanZero);
  list.required(ingredient.costUnits, ['costUnits'], MSG.costUnitsRequired);
  (ingredient.conversions ?? []).forEach((c, i) => {
    list.issues.push(...conversionIssues(c, ['conversions', i]));
  });
  return list.issues;
}

export function ingredientCompleteness(ingredient: TIngredientLike): TCompleteness {
  return toCompleteness(ingredientIssues(ingredient));
}
