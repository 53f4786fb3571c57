import {
  type TCompleteness,
  type TMenuItem,
  type TMenuItemNode,
  type TMenuItemSaveRequestInput,
  type TRecipeNode,
  ZMenuItemForm,
  ZMenuItemSaveRequest,
} from '@brigade/core';
import {
  checkSaveWith,
  type SaveCheck as FormSaveCheck,
  numberOrNull,
  orNull,
  quantity,
  text,
} from '../../lib/form-values';
import {
  recipeLineBody,
  recipeLineNode,
  recipeLineValues,
  type SubRecipeLineValues,
  type SubRecipeRef,
} from '../recipes/recipe-form';

/**
 * The menu item modal's form values and their two translations: into the save body of the API and
 * into the node core's math takes. Inputs and selects hold text ('' = empty); the API and core get
 * numbers and nulls.
 */

/** The recipe a line uses: its yield decides the units the line offers (spec 3). As a recipe's sub-recipe. */
export type RecipeRef = SubRecipeRef;

/** A line of the menu item's recipes: as a recipe's sub-recipe line. */
export type MenuItemLineValues = SubRecipeLineValues;

export type MenuItemFormValues = {
  id: number | null;
  version: number | null;
  name: string;
  servings: string;
  servingSize: string;
  description: string;
  courseType: string;
  servingVessel: string;
  platingNotes: string;
  menuItemRecipes: MenuItemLineValues[];
};

/** Spec 3: a menu item recipe line's yield quantity defaults to 1. */
export const emptyLine = (): MenuItemLineValues => ({
  id: null,
  recipe: null,
  yieldQuantity: '1',
  yieldUnits: '',
});

/** Spec 3: servings default to 1. */
export function newMenuItemValues(initial: { name?: string } = {}): MenuItemFormValues {
  return {
    id: null,
    version: null,
    name: initial.name ?? '',
    servings: '1',
    servingSize: '',
    description: '',
    courseType: '',
    servingVessel: '',
    platingNotes: '',
    menuItemRecipes: [],
  };
}

export function menuItemToValues(item: TMenuItem): MenuItemFormValues {
  return {
    id: item.id,
    version: item.version,
    name: item.name,
    servings: text(item.servings),
    servingSize: text(item.servingSize),
    description: text(item.description),
    courseType: text(item.courseType),
    servingVessel: text(item.servingVessel),
    platingNotes: text(item.platingNotes),
    menuItemRecipes: item.menuItemRecipes.map(recipeLineValues),
  };
}

/** A line added and never touched: no recipe, the default quantity, no units. */
function isBlankLine(line: MenuItemLineValues): boolean {
  return !line.recipe && ['', '1'].includes(line.yieldQuantity.trim()) && line.yieldUnits === '';
}

/**
 * The body of POST /api/menuItems and PUT /api/menuItems/{id} (core's ZMenuItemSaveRequest). Lines
 * left blank are not sent: there is nothing to store. Allergens are never sent: they roll up.
 */
export function valuesToSaveBody(values: MenuItemFormValues): TMenuItemSaveRequestInput {
  return {
    ...(values.id != null ? { id: values.id, version: values.version } : {}),
    name: orNull(values.name),
    servings: quantity(values.servings),
    servingSize: orNull(values.servingSize),
    description: orNull(values.description),
    courseType: orNull(values.courseType),
    servingVessel: orNull(values.servingVessel),
    platingNotes: orNull(values.platingNotes),
    menuItemRecipes: values.menuItemRecipes.filter((line) => !isBlankLine(line)).map(recipeLineBody),
  } as TMenuItemSaveRequestInput;
}

/**
 * The node core's menu item math takes, built from the form as it stands: each line gets its
 * recipe's loaded tree, or a stub with its yield while the tree loads.
 */
export function valuesToMenuItemNode(
  values: MenuItemFormValues,
  trees: ReadonlyMap<number, TRecipeNode>,
): TMenuItemNode {
  return {
    id: values.id,
    name: values.name.trim() || 'This menu item',
    servings: numberOrNull(values.servings),
    servingSize: orNull(values.servingSize),
    description: orNull(values.description),
    platingNotes: orNull(values.platingNotes),
    menuItemRecipes: values.menuItemRecipes.map((line) => recipeLineNode(line, trees)),
  };
}

/**
 * What saving the form would do (spec 4 work in progress): below the save minimum (core's
 * ZMenuItemSaveRequest: a name, each line's recipe, no recipe twice) it cannot be saved and `reasons`
 * says why; otherwise `missing` lists what keeps it from complete (core's ZMenuItemForm, plus what
 * menuItemStatus finds in its recipes: incomplete recipes, lines that cannot be costed).
 */
export type SaveCheck = FormSaveCheck<TMenuItemSaveRequestInput>;

export function checkSave(values: MenuItemFormValues, status: TCompleteness | null): SaveCheck {
  return checkSaveWith(
    { save: ZMenuItemSaveRequest, form: ZMenuItemForm },
    valuesToSaveBody(values),
    values,
    status?.messages,
  );
}
