import { describe, expect, it } from 'vitest';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { BUTTER, bechamel, FLOUR, roux } from '../testing/kitchen.ts';
import { nutritionPerPortion, recipeNutrition } from './recipe-nutrition.ts';

describe('recipe nutrition', () => {
  it("adds each line's nutrients per serving used", () => {
    // butter 8 oz = 226.796185 g ÷ 14 g serving = 16.199728 servings
    //   energy 100 × 16.199728 = 1619.97 kcal; fat 11 × = 178.197 g; sodium 90 mg × = 1457.975 mg
    // flour 1 cup = 125 g ÷ 30 g = 4.166667 servings: energy 110 × = 458.33 kcal; protein 3 × = 12.5 g
    const n = recipeNutrition(roux());
    expect(n.totals).toEqual([
      { nutrient: 'Energy', amount: expect.closeTo(2078.306083, 6), units: 'kcal' },
      { nutrient: 'Total lipid (fat)', amount: expect.closeTo(178.197003, 6), units: 'g' },
      { nutrient: 'Sodium, Na', amount: expect.closeTo(1457.975475, 6), units: 'mg' },
      { nutrient: 'Protein', amount: expect.closeTo(12.5, 9), units: 'g' },
    ]);
    // per yield unit: ÷ 1.5 cups
    expect(n.perYieldUnit?.[0].amount).toBeCloseTo(1385.537389, 6);
    expect(n.errors).toEqual([]);
  });

  it('goes through sub-recipes and adds mg to g', () => {
    // béchamel: milk 1 qt = 4 cups = 4 servings → energy 600, protein 32 g, sodium 0.4 g
    //   + roux × 0.25: energy 519.576521, protein 3.125, fat 44.549251, sodium 364.493869 mg = 0.364494 g
    //   salt has no nutrients (adds nothing, no error)
    const n = recipeNutrition(bechamel());
    const by = Object.fromEntries(n.totals.map((t) => [t.nutrient, [t.amount, t.units]]));
    expect(by.Energy).toEqual([expect.closeTo(1119.576521, 6), 'kcal']);
    expect(by.Protein).toEqual([expect.closeTo(35.125, 9), 'g']);
    expect(by['Sodium, Na']).toEqual([expect.closeTo(0.764494, 6), 'g']);
    expect(by['Total lipid (fat)']).toEqual([expect.closeTo(44.549251, 6), 'g']);
    // a portion of 1 Cup = 1/4 of the quart batch: energy 279.894130
    const cup = nutritionPerPortion(bechamel(), n, 1, 'Cup');
    expect(cup.ok && cup.nutrients[0].amount).toBeCloseTo(279.89413, 5);
  });

  it('never counts missing data as zero: it names the lines each total lacks (a lower bound)', () => {
    // Butter Cookies: only the sugar has data (100 g serving: 387 kcal, 0 g fat). 100 g of sugar →
    // 387 kcal and 0 g fat, while butter and flour add nothing: both totals are lower bounds.
    const sugar = {
      id: 90,
      name: 'Granulated Sugar',
      servingSize: 100,
      servingUnits: 'Gram',
      ingredientNutrients: [
        { nutrient: 'Energy', amount: 387, units: 'kcal' },
        { nutrient: 'Total lipid (fat)', amount: 0, units: 'g' },
      ],
    };
    const butterless = { ...BUTTER, ingredientNutrients: [] };
    const flourless = { ...FLOUR, ingredientNutrients: [] };
    const cookies: TRecipeNode = {
      ...roux(),
      name: 'Butter Cookies',
      recipeIngredients: [
        { id: 1, ingredient: sugar, yieldQuantity: 100, yieldUnits: 'Gram' },
        { id: 2, ingredient: butterless, yieldQuantity: 8, yieldUnits: 'Ounce' },
        { id: 3, ingredient: flourless, yieldQuantity: 2, yieldUnits: 'Cup' },
      ],
      recipeSubRecipes: [],
    };
    const n = recipeNutrition(cookies);
    expect(n.totals).toEqual([
      { nutrient: 'Energy', amount: 387, units: 'kcal' },
      { nutrient: 'Total lipid (fat)', amount: 0, units: 'g' },
    ]);
    expect(n.missing).toEqual([
      { nutrient: 'Energy', lines: ['Butter', 'Flour'] },
      { nutrient: 'Total lipid (fat)', lines: ['Butter', 'Flour'] },
    ]);
    expect(recipeNutrition(roux()).missing).toEqual([
      { nutrient: 'Energy', lines: [] },
      { nutrient: 'Total lipid (fat)', lines: ['Flour'] },
      { nutrient: 'Sodium, Na', lines: ['Flour'] },
      { nutrient: 'Protein', lines: ['Butter'] },
    ]);
  });

  it('names the lines a sub-recipe lacks through its path, and a line it could not count', () => {
    // béchamel = milk (energy, protein, sodium) + salt (no data) + roux (butter: energy, fat, sodium;
    // flour: energy, protein)
    const n = recipeNutrition(bechamel());
    const lacking = Object.fromEntries(n.missing.map((m) => [m.nutrient, m.lines]));
    expect(lacking).toEqual({
      Energy: ['Salt'],
      Protein: ['Salt', 'Roux › Butter'],
      'Sodium, Na': ['Salt', 'Roux › Flour'],
      'Total lipid (fat)': ['Milk', 'Salt', 'Roux › Flour'],
    });
    // a roux line in a unit its yield cannot take: none of its lines counts
    const b = bechamel();
    const uncounted = { ...b, recipeSubRecipes: [{ ...b.recipeSubRecipes[0], yieldUnits: 'Each' }] };
    const u = recipeNutrition(uncounted);
    expect(u.missing.find((m) => m.nutrient === 'Energy')?.lines).toEqual([
      'Salt',
      'Roux › Butter',
      'Roux › Flour',
    ]);
    expect(u.errors.map((e) => e.name)).toEqual(['Roux']);
  });

  it('reports a line it cannot place on the serving size', () => {
    const r: TRecipeNode = {
      ...roux(),
      recipeIngredients: [
        { ingredient: { ...BUTTER, servingSize: null }, yieldQuantity: 1, yieldUnits: 'Ounce' },
      ],
    };
    expect(recipeNutrition(r).errors).toEqual([
      { line: 0, name: 'Butter', message: 'Ingredient serving size is required', recipePath: ['Roux'] },
    ]);
  });
});
