import { countOf, namesList, staleMessage } from './names-list.ts';

/**
 * The server's refusals about vendors and ingredients (ours: the spec gives only the form texts, which
 * are MSG). The server answers them and the mocked API answers the same words.
 */
export const VENDOR_MESSAGES = {
  notFound: 'This vendor does not exist.',
  stale: staleMessage('vendor'),
  duplicate: (name: string) => `A vendor named ${name} already exists.`,
  inUseTitle: 'Vendor in use',
  inUse: (name: string, count: number) =>
    `${name} cannot be deleted: ${countOf(count, 'ingredient still uses', 'ingredients still use')} it. ` +
    'Delete those ingredients or move them to another vendor first.',
} as const;

export const INGREDIENT_MESSAGES = {
  notFound: 'This ingredient does not exist.',
  stale: staleMessage('ingredient'),
  foodNotFound: 'This food is not in the food database.',
  duplicate: (name: string, category: string) => `An ingredient named ${name} already exists in ${category}.`,
  inUseTitle: 'Ingredient in use',
  inUse: (name: string, recipes: string[]) => {
    const one = recipes.length === 1;
    return (
      `${name} cannot be deleted: it is used by the ${one ? 'recipe' : 'recipes'} ${namesList(recipes)}. ` +
      `Remove it from ${one ? 'that recipe' : 'those recipes'} first.`
    );
  },
} as const;

/**
 * Two of an ingredient's conversions that disagree (beyond the spec): each conversion, and what it
 * makes of the other's quantity, e.g. '1 Cup = 200 Gram and 1 Teaspoon = 5 Gram disagree by 20.00%:
 * by the first, 1 Teaspoon = 4.166667 Gram; by the second, 1 Cup = 240 Gram. Costing uses the one
 * whose unit the recipe line is in.'
 */
export const CONVERSION_MESSAGES = {
  disagree: (first: string, second: string, percent: string, firstMakes: string, secondMakes: string) =>
    `${first} and ${second} disagree by ${percent}: by the first, ${firstMakes}; by the second, ${secondMakes}. ` +
    'A quantity uses the conversion of its own unit, else the one whose unit is nearest in size.',
} as const;
