import { describe, expect, it } from 'vitest';
import { proposeAllergens } from './propose.ts';

describe('allergens proposed for a USDA food', () => {
  it.each([
    ['Cheese, cheddar', 'Dairy and Egg Products', ['MILK']],
    ['Egg, whole, raw, fresh', 'Dairy and Egg Products', ['EGGS']],
    ['Butter, salted', 'Dairy and Egg Products', ['MILK']],
    ['Peanut butter, smooth style, with salt', 'Legumes and Legume Products', ['PEANUTS']],
    ['Eggplant, raw', 'Vegetables and Vegetable Products', []],
    ['Squash, winter, butternut, raw', 'Vegetables and Vegetable Products', []],
    ['Wheat flour, white, all-purpose, enriched', 'Cereal Grains and Pasta', ['WHEAT']],
    ['Buckwheat flour, whole-groat', 'Cereal Grains and Pasta', []],
    ['Crustaceans, shrimp, raw', 'Finfish and Shellfish Products', ['SHELLFISH']],
    ['Fish, salmon, Atlantic, raw', 'Finfish and Shellfish Products', ['FISH']],
    ['Nuts, almonds', 'Nut and Seed Products', ['TREE_NUTS']],
    ['Seeds, sesame seeds, whole, dried', 'Nut and Seed Products', ['SESAME']],
    ['Seeds, sunflower seed kernels, dried', 'Nut and Seed Products', []],
    ['Tofu, raw, firm', 'Legumes and Legume Products', ['SOY']],
    ['Spices, nutmeg, ground', 'Spices and Herbs', []],
  ])('%s (%s) → %j', (description, categoryName, expected) => {
    expect(proposeAllergens({ description, categoryName }).sort()).toEqual([...expected].sort());
  });
});
