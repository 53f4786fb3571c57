import {
  isCountYield,
  type TCompleteness,
  type TIngredientData,
  type TRecipe,
  type TRecipeNode,
  type TRecipeSaveRequestInput,
  ZRecipeForm,
  ZRecipeSaveRequest,
} from '@brigade/core';
import {
  checkSaveWith,
  type SaveCheck as FormSaveCheck,
  numberOrNull,
  orNull,
  quantity,
  text,
  type YieldLine,
  yieldLineBody,
  yieldLineNode,
  yieldLineValues,
} from '../../lib/form-values';
import { recipeStub } from './recipe-tree';

/**
 * The recipe modal's form values and their two translations: into the save body of the API and into
 * the tree core's math takes. Text inputs and selects hold strings ('' = empty); the API and core
 * get numbers and nulls.
 */

export type IngredientRef = { id: number; name: string };
export type SubRecipeRef = {
  id: number;
  name: string;
  yieldQuantity: number | null;
  yieldUnits: string | null;
  /** Its named portion: a line in its count unit offers 'Each (cookie)'. */
  portionName?: string | null;
};

/** A saved recipe as a line refers to it: its head, yield and named portion. */
export const toRecipeRef = (recipe: TRecipe): SubRecipeRef => ({
  id: recipe.id,
  name: recipe.name,
  yieldQuantity: recipe.yieldQuantity,
  yieldUnits: recipe.yieldUnits,
  portionName: recipe.portionName,
});

export type IngredientLineValues = {
  id: number | null;
  ingredient: IngredientRef | null;
  yieldQuantity: string;
  yieldUnits: string;
};

export type SubRecipeLineValues = {
  id: number | null;
  recipe: SubRecipeRef | null;
  yieldQuantity: string;
  yieldUnits: string;
};

export type RecipeFormValues = {
  id: number | null;
  version: number | null;
  name: string;
  team: string;
  category: string;
  yieldQuantity: string;
  yieldUnits: string;
  /** What one counted unit of the yield is ('cookie'); sent only while the yield units count. */
  portionName: string;
  prepNotes: string;
  /** Whole days ('' when blank: 0 for the lead time, not known for the shelf life). */
  leadTimeDays: string;
  shelfLifeDays: string;
  recipeIngredients: IngredientLineValues[];
  recipeSubRecipes: SubRecipeLineValues[];
};

export const emptyIngredientLine = (): IngredientLineValues => ({
  id: null,
  ingredient: null,
  yieldQuantity: '',
  yieldUnits: '',
});

export const emptySubRecipeLine = (): SubRecipeLineValues => ({
  id: null,
  recipe: null,
  yieldQuantity: '',
  yieldUnits: '',
});

export function newRecipeValues(initial: { name?: string; category?: string } = {}): RecipeFormValues {
  return {
    id: null,
    version: null,
    name: initial.name ?? '',
    team: '',
    category: initial.category ?? '',
    yieldQuantity: '',
    yieldUnits: '',
    portionName: '',
    prepNotes: '',
    leadTimeDays: '0',
    shelfLifeDays: '',
    recipeIngredients: [],
    recipeSubRecipes: [],
  };
}

export function recipeToValues(recipe: TRecipe): RecipeFormValues {
  return {
    id: recipe.id,
    version: recipe.version,
    name: recipe.name,
    team: text(recipe.team),
    category: text(recipe.category),
    yieldQuantity: text(recipe.yieldQuantity),
    yieldUnits: text(recipe.yieldUnits),
    portionName: text(recipe.portionName),
    prepNotes: text(recipe.prepNotes),
    leadTimeDays: text(recipe.leadTimeDays),
    shelfLifeDays: text(recipe.shelfLifeDays),
    recipeIngredients: recipe.recipeIngredients.map((line) =>
      yieldLineValues(line, { ingredient: { id: line.ingredient.id, name: line.ingredient.name } }),
    ),
    recipeSubRecipes: recipe.recipeSubRecipes.map(recipeLineValues),
  };
}

function isBlankIngredientLine(line: IngredientLineValues): boolean {
  return !line.ingredient && line.yieldQuantity.trim() === '' && line.yieldUnits === '';
}

function isBlankSubRecipeLine(line: SubRecipeLineValues): boolean {
  return !line.recipe && line.yieldQuantity.trim() === '' && line.yieldUnits === '';
}

/** The field shows only for a count yield: switching to a weight or volume drops the name it held. */
function formPortionName(values: RecipeFormValues): string | null {
  return isCountYield(values.yieldUnits) ? orNull(values.portionName) : null;
}

/**
 * The body of POST /api/recipes and PUT /api/recipes/{id}. Lines left entirely blank (a row added
 * and never filled) are not sent: there is nothing to store, and the user did not mean one.
 */
export function valuesToSaveBody(values: RecipeFormValues): TRecipeSaveRequestInput {
  return {
    ...(values.id != null ? { id: values.id, version: values.version } : {}),
    name: orNull(values.name),
    team: orNull(values.team),
    category: orNull(values.category),
    yieldQuantity: quantity(values.yieldQuantity),
    yieldUnits: orNull(values.yieldUnits),
    portionName: formPortionName(values),
    prepNotes: orNull(values.prepNotes),
    leadTimeDays: quantity(values.leadTimeDays),
    shelfLifeDays: quantity(values.shelfLifeDays),
    recipeIngredients: values.recipeIngredients
      .filter((line) => !isBlankIngredientLine(line))
      .map((line) =>
        yieldLineBody(line, { ingredient: line.ingredient ? { id: line.ingredient.id } : null }),
      ),
    recipeSubRecipes: values.recipeSubRecipes
      .filter((line) => !isBlankSubRecipeLine(line))
      .map(recipeLineBody),
  };
}

/**
 * The tree core's costing, scaling and nutrition take, built from the form as it is now: ingredient
 * lines get the loaded ingredient (or its name only, while it loads) and sub-recipe lines the loaded
 * sub-recipe tree (or a stub with its yield).
 */
export function valuesToRecipeNode(
  values: RecipeFormValues,
  ingredients: ReadonlyMap<number, TIngredientData>,
  subRecipes: ReadonlyMap<number, TRecipeNode>,
): TRecipeNode {
  return {
    id: values.id,
    name: values.name.trim() || 'This recipe',
    team: orNull(values.team),
    category: orNull(values.category),
    yieldQuantity: numberOrNull(values.yieldQuantity),
    yieldUnits: orNull(values.yieldUnits),
    portionName: formPortionName(values),
    prepNotes: orNull(values.prepNotes),
    leadTimeDays: numberOrNull(values.leadTimeDays),
    shelfLifeDays: numberOrNull(values.shelfLifeDays),
    recipeIngredients: values.recipeIngredients.map((line) =>
      yieldLineNode(line, {
        ingredient: line.ingredient ? (ingredients.get(line.ingredient.id) ?? { ...line.ingredient }) : null,
      }),
    ),
    recipeSubRecipes: values.recipeSubRecipes.map((line) => recipeLineNode(line, subRecipes)),
  };
}

/*
 * A line that uses a recipe in some quantity and units: a recipe's sub-recipe line, and a menu item's
 * recipe line (menu-item-form.ts).
 */

/** A stored line that uses a recipe, as the form's values. */
export const recipeLineValues = (line: { id: number; recipe: SubRecipeRef } & YieldLine) =>
  yieldLineValues(line, { recipe: { ...line.recipe } });

/** A line that uses a recipe, as the save body sends it (the recipe by id). */
export const recipeLineBody = (line: SubRecipeLineValues) =>
  yieldLineBody(line, { recipe: line.recipe ? { id: line.recipe.id } : null });

/** A line that uses a recipe, as core's math takes it: the recipe's loaded tree, or a stub with its yield. */
export const recipeLineNode = (line: SubRecipeLineValues, trees: ReadonlyMap<number, TRecipeNode>) =>
  yieldLineNode(line, {
    recipe: line.recipe ? (trees.get(line.recipe.id) ?? recipeStub(line.recipe)) : null,
  });

/**
 * What saving the form would do (spec 4 work in progress): below the save minimum (core's
 * ZRecipeSaveRequest) it cannot be saved, and `reasons` says why; otherwise `missing` lists what keeps
 * it from being complete (core's ZRecipeForm, plus the lines that cannot be costed from recipeStatus).
 */
export type SaveCheck = FormSaveCheck<TRecipeSaveRequestInput>;

export function checkSave(values: RecipeFormValues, status: TCompleteness | null): SaveCheck {
  return checkSaveWith(
    { save: ZRecipeSaveRequest, form: ZRecipeForm },
    valuesToSaveBody(values),
    values,
    status?.messages,
  );
}
