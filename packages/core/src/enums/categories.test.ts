import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INGREDIENT_CATEGORY,
  INGREDIENT_CATEGORIES,
  ingredientCategoryFromSlug,
  ingredientCategorySlug,
  parseIngredientCategory,
} from './ingredient-categories.ts';
import {
  parseRecipeCategory,
  RECIPE_CATEGORIES,
  recipeCategoryFromRoute,
  recipeCategoryRoute,
} from './recipe-categories.ts';

// Spec 2's lists, verbatim: every slug / route is used exactly once.
const SPEC_SLUGS =
  'dairy-eggs, spices-herbs, fats-oils, soups-sauces, fruits, vegetables, nuts-seeds, beverages, legumes, baked-products, sweets, grains, fast-foods, snacks, meat-products, seafood-products, miscellaneous';
const SPEC_ROUTES =
  'breads, cookies-and-cakes, dips-and-spreads, icecream-and-sorbet, icing-and-filling, marinades-and-brines, muffins-and-pastries, beverages, snacks, pastas, sandwiches-and-wraps, sauces-and-stocks, soups-and-gravies, miscellaneous, meats, salads';

describe('ingredient categories', () => {
  it('map the 17 spec 3 names one-to-one onto the 17 spec 2 slugs', () => {
    expect(INGREDIENT_CATEGORIES.map((c) => c.slug).sort()).toEqual(SPEC_SLUGS.split(', ').sort());
    expect(new Set(INGREDIENT_CATEGORIES.map((c) => c.label)).size).toBe(17);
  });

  it('pairs the names a cook would expect', () => {
    expect(ingredientCategorySlug('Dairy and Egg Products')).toBe('dairy-eggs');
    expect(ingredientCategorySlug('Miscellaneous Ingredients')).toBe('miscellaneous');
    expect(ingredientCategorySlug('Soups and Gravies')).toBe('soups-sauces');
    expect(ingredientCategorySlug('Fruits and Fruit Products')).toBe('fruits');
    expect(ingredientCategorySlug('Legumes and Legume Products')).toBe('legumes');
    expect(ingredientCategoryFromSlug('spices-herbs')).toBe('Spices and Herbs');
    expect(ingredientCategoryFromSlug('nope')).toBeUndefined();
  });

  it('defaults to Miscellaneous Ingredients and parses label or slug', () => {
    expect(DEFAULT_INGREDIENT_CATEGORY).toBe('Miscellaneous Ingredients');
    expect(parseIngredientCategory('dairy and egg products')).toBe('Dairy and Egg Products');
    expect(parseIngredientCategory('fats-oils')).toBe('Fats and Oils');
    expect(parseIngredientCategory('Cheese')).toBeUndefined();
  });
});

describe('recipe categories', () => {
  it('map the 16 spec 3 names one-to-one onto the 16 spec 2 routes', () => {
    expect(RECIPE_CATEGORIES.map((c) => c.route).sort()).toEqual(SPEC_ROUTES.split(', ').sort());
    expect(new Set(RECIPE_CATEGORIES.map((c) => c.label)).size).toBe(16);
  });

  it('pairs the irregular routes', () => {
    expect(recipeCategoryRoute('Ice Cream and Sorbet')).toBe('icecream-and-sorbet');
    expect(recipeCategoryRoute('Icings and Fillings')).toBe('icing-and-filling');
    expect(recipeCategoryRoute('Pasta')).toBe('pastas');
    expect(recipeCategoryRoute('Miscellaneous Recipes')).toBe('miscellaneous');
    expect(recipeCategoryFromRoute('sauces-and-stocks')).toBe('Sauces and Stocks');
    expect(parseRecipeCategory('SOUPS_AND_GRAVIES')).toBe('Soups and Gravies');
  });
});
