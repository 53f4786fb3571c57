import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionFactor } from '../conversions/convert.ts';
import type { TIngredientData, TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import type { TPrepRecipe } from '../scaling/prep-recipe.ts';
import { BUTTER, bechamel, EGG, FLOUR, gratin, MILK, SALT } from '../testing/kitchen.ts';
import { planPreplist, type TPrepInputItem } from './planner.ts';

const plate = (): TMenuItemNode => ({
  id: 70,
  name: 'Gratin plate',
  servings: 4,
  servingSize: '1 gratin + sauce',
  platingNotes: 'Sauce first, gratin on top',
  menuItemRecipes: [
    { recipe: gratin(), yieldQuantity: 4, yieldUnits: 'Each' }, // team Pastry
    { recipe: bechamel(), yieldQuantity: 1, yieldUnits: 'Cup' }, // team Banquets
  ],
});

describe('planPreplist', () => {
  it('scales by prep quantity ÷ servings × line yield and groups by team, then section', () => {
    // 40 orders ÷ 4 servings = 10 batches of the menu item's lines:
    //  Gratin: 10 × 4 Each = 40 Each of an 8 Each recipe → × 5: eggs 10; béchamel 2 cup × 5 = 10 cup = 2.5 qt
    //    → béchamel × 2.5: milk 2.5 qt, salt 2.5 tsp, roux 6 Tbs × 2.5 = 15 Tbs = 0.9375 cup of 1.5 → roux × 0.625:
    //    butter 8 oz × 0.625 = 5 oz, flour 1 cup × 0.625 = 0.625 cup
    //  Béchamel: 10 × 1 Cup = 10 cup = 2.5 qt → × 2.5: same as the nested one
    const list = planPreplist([{ menuItem: plate(), prepQuantity: 40, plating: 'Plated', section: 'Mains' }]);
    expect(list.errors).toEqual([]);
    expect(list.teamPreplists.map((t) => t.team)).toEqual(['Banquets', 'Pastry']);
    const [banquets, pastry] = list.teamPreplists;
    expect(banquets.preplistSections).toHaveLength(1);
    const item = banquets.preplistSections[0].preplistItems[0];
    expect(banquets.preplistSections[0].section).toBe('Mains');
    expect(item).toMatchObject({
      name: 'Gratin plate',
      servings: 4,
      servingSize: '1 gratin + sauce',
      ordersSatisfied: 40,
      plating: 'Plated',
      platingNotes: 'Sauce first, gratin on top',
    });
    expect(item.prepRecipes.map((r) => [r.name, r.scaledYield, r.scaledUnits, r.display?.text])).toEqual([
      ['Béchamel', 2.5, 'Quart', '2 1/2 Quarts'],
    ]);
    const g = pastry.preplistSections[0].preplistItems[0].prepRecipes[0];
    expect([g.name, g.scaledYield, g.display?.text]).toEqual(['Gratin', 40, '40 Each']);
    expect(g.recipeIngredients[0]).toMatchObject({ name: 'Egg', quantity: 10, display: { text: '10 Each' } });
    const roux = g.prepRecipes[0].prepRecipes[0];
    expect(roux.name).toBe('Roux');
    expect(roux.recipeIngredients.map((l) => [l.name, l.quantity])).toEqual([
      ['Butter', expect.closeTo(5, 12)],
      ['Flour', expect.closeTo(0.625, 12)],
    ]);
    expect(roux.prepNotes).toBe('Cook the flour in the butter until blond.');

    // Pull list, in cost units: butter 5 + 5 = 10 oz = 0.625 lb; eggs 10 Each;
    // flour 1.25 cup = 156.25 g = 0.344472 lb; milk 5 qt = 1.25 gal; salt 5 tsp = 30 g = 1.058219 oz
    expect(list.totals.map((t) => [t.name, t.quantity, t.units, t.display.text])).toEqual([
      ['Butter', expect.closeTo(0.625, 12), 'Pound', '10 Ounces'],
      ['Egg', expect.closeTo(10, 12), 'Each', '10 Each'],
      ['Flour', expect.closeTo(0.344472, 6), 'Pound', '5.51 Ounces'],
      ['Milk', expect.closeTo(1.25, 12), 'Gallon', '1 1/4 Gallons'],
      ['Salt', expect.closeTo(1.058219, 6), 'Ounce', '1.06 Ounces'],
    ]);
    // What each costs: butter 0.625 lb × $4 = $2.50; eggs 10 × $0.30 = $3.00; flour 0.344472 lb ×
    // $0.40 = $0.137789; milk 1.25 gal × $3.50 = $4.375; salt 1.058219 oz × $1/26 oz = $0.040701.
    expect(list.totals.map((t) => t.cost)).toEqual([
      expect.closeTo(2.5, 10),
      expect.closeTo(3, 10),
      expect.closeTo((0.4 * 156.25) / 453.59237, 10),
      expect.closeTo(4.375, 10),
      expect.closeTo(30 / 28.349523125 / 26, 10),
    ]);
  });

  it('keeps sections in menu order, puts team-less recipes under Unassigned and reports bad lines', () => {
    const soup: TMenuItemNode = {
      name: 'Soup',
      servings: 1,
      menuItemRecipes: [
        { recipe: { ...bechamel(), team: null }, yieldQuantity: 1, yieldUnits: 'Cup' },
        { recipe: bechamel(), yieldQuantity: 1, yieldUnits: 'Gram' },
      ],
    };
    const list = planPreplist([
      { menuItem: plate(), prepQuantity: 0, plating: 'Buffet', section: 'Mains' },
      { menuItem: soup, prepQuantity: 10, plating: 'Passed', section: 'Starters' },
    ]);
    expect(list.teamPreplists.map((t) => [t.team, t.preplistSections.map((s) => s.section)])).toEqual([
      ['Banquets', ['Mains', 'Starters']],
      ['Pastry', ['Mains']],
      ['Unassigned', ['Starters']],
    ]);
    expect(list.errors).toEqual(['Soup › Béchamel: There were no available conversions']);
  });

  it('names a recipe once per team: one line for a dough used by a menu item and nested in a recipe', () => {
    const dough: TRecipeNode = {
      id: 90,
      name: 'Sweet Dough',
      team: 'Pastry',
      yieldQuantity: 10,
      yieldUnits: 'Pound',
      recipeIngredients: [
        { ingredient: FLOUR, yieldQuantity: 6, yieldUnits: 'Pound' },
        { ingredient: BUTTER, yieldQuantity: 4, yieldUnits: 'Pound' },
      ],
      recipeSubRecipes: [],
    };
    const cookies: TRecipeNode = {
      id: 91,
      name: 'Butter Cookies',
      team: 'Pastry',
      yieldQuantity: 24,
      yieldUnits: 'Each',
      recipeIngredients: [{ ingredient: EGG, yieldQuantity: 2, yieldUnits: 'Each' }],
      recipeSubRecipes: [{ recipe: dough, yieldQuantity: 3, yieldUnits: 'Pound' }],
    };
    const bites: TMenuItemNode = {
      id: 1,
      name: 'Shortbread Bites',
      servings: 1,
      menuItemRecipes: [{ recipe: dough, yieldQuantity: 0.25, yieldUnits: 'Pound' }],
    };
    const plate: TMenuItemNode = {
      id: 2,
      name: 'Cookie Plate',
      servings: 1,
      menuItemRecipes: [{ recipe: cookies, yieldQuantity: 1, yieldUnits: 'Each' }],
    };
    const list = planPreplist([
      { menuItem: bites, prepQuantity: 300 },
      { menuItem: plate, prepQuantity: 390 },
    ]);
    // Bites: 300 × 1/4 lb = 75 lb of dough. Plate: 390 Each cookies = 16.25 batches of 24 → dough
    // 16.25 × 3 lb = 48.75 lb, eggs 16.25 × 2 = 32.5 → 33 Each. Dough, ONE line: 75 + 48.75 =
    // 123.75 lb = 12.375 batches: flour 12.375 × 6 = 74.25 lb, butter 12.375 × 4 = 49.5 lb.
    const [pastry] = list.teamPreplists;
    const [bitesLine, plateLine] = pastry.preplistSections[0].preplistItems;
    expect(bitesLine.prepRecipes.map((r) => [r.name, r.scaledYield, r.display?.text])).toEqual([
      ['Sweet Dough', 123.75, '123.75 Pounds'],
    ]);
    const d = bitesLine.prepRecipes[0];
    expect(d.recipeIngredients.map((l) => [l.name, l.quantity])).toEqual([
      ['Flour', 74.25],
      ['Butter', 49.5],
    ]);
    expect(d.uses?.map((u) => [u.name, u.menuItemId, u.recipeId, u.quantity, u.display?.text])).toEqual([
      ['Shortbread Bites', 1, null, 75, '75 Pounds'],
      ['Butter Cookies', null, 91, 48.75, '48.75 Pounds'],
    ]);
    const c = plateLine.prepRecipes[0];
    expect([c.name, c.scaledYield, c.display?.text]).toEqual(['Butter Cookies', 390, '390 Each']);
    expect(c.recipeIngredients[0]).toMatchObject({
      name: 'Egg',
      quantity: 32.5,
      display: { text: '33 Each' },
    });
    // The dough is not named again under the cookies.
    expect(c.prepRecipes).toEqual([]);
    const named = (rs: TPrepRecipe[]): string[] => rs.flatMap((r) => [r.name, ...named(r.prepRecipes)]);
    expect(
      named(pastry.preplistSections.flatMap((sec) => sec.preplistItems.flatMap((i) => i.prepRecipes))),
    ).toEqual(['Sweet Dough', 'Butter Cookies']);
  });

  it('names the portion of a counted yield on the prep recipe and each use: "390 cookies"', () => {
    const cookies: TRecipeNode = {
      id: 91,
      name: 'Butter Cookies',
      team: 'Pastry',
      yieldQuantity: 24,
      yieldUnits: 'Each',
      portionName: 'cookie',
      recipeIngredients: [{ ingredient: EGG, yieldQuantity: 2, yieldUnits: 'Each' }],
      recipeSubRecipes: [],
    };
    const plate = (id: number, name: string, each: number): TMenuItemNode => ({
      id,
      name,
      servings: 1,
      menuItemRecipes: [{ recipe: cookies, yieldQuantity: each, yieldUnits: 'Each' }],
    });
    const list = planPreplist([
      { menuItem: plate(1, 'Cookie Plate', 3), prepQuantity: 100 },
      { menuItem: plate(2, 'Cookie Bag', 1), prepQuantity: 90 },
    ]);
    // 100 plates × 3 + 90 bags × 1 = 390 cookies, on one line with both uses.
    const [recipe] = list.teamPreplists[0].preplistSections[0].preplistItems[0].prepRecipes;
    expect(recipe.display?.text).toBe('390 cookies');
    expect(recipe.uses?.map((u) => [u.name, u.display?.text])).toEqual([
      ['Cookie Plate', '300 cookies'],
      ['Cookie Bag', '90 cookies'],
    ]);
    // The eggs stay in Each: 390 ÷ 24 = 16.25 batches × 2 = 32.5 → 33 Each.
    expect(recipe.recipeIngredients[0].display?.text).toBe('33 Each');
  });

  it('property: the totals equal the sum of the printed lines', () => {
    const kitchen = new Map<number, TIngredientData>([EGG, FLOUR, BUTTER, MILK, SALT].map((i) => [i.id!, i]));
    const sumLines = (recipes: TPrepRecipe[], into: Map<number, number>) => {
      for (const r of recipes) {
        for (const l of r.recipeIngredients) {
          const ing = kitchen.get(l.ingredientId!)!;
          const f = conversionFactor(l.units, ing.costUnits, ing.conversions);
          if (!f.ok) throw new Error(f.error.message);
          into.set(ing.id!, (into.get(ing.id!) ?? 0) + l.quantity! * f.factor);
        }
        sumLines(r.prepRecipes, into);
      }
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            prepQuantity: fc.integer({ min: 0, max: 2000 }),
            servings: fc.integer({ min: 1, max: 12 }),
            gratinEach: fc.double({ min: 0.5, max: 10, noNaN: true }),
            sauceCups: fc.double({ min: 0.1, max: 4, noNaN: true }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (rows) => {
          const items: TPrepInputItem[] = rows.map((r, i) => ({
            prepQuantity: r.prepQuantity,
            section: i % 2 ? 'Mains' : 'Starters',
            menuItem: {
              id: i,
              name: `Item ${i}`,
              servings: r.servings,
              menuItemRecipes: [
                { recipe: gratin(), yieldQuantity: r.gratinEach, yieldUnits: 'Each' },
                { recipe: bechamel(), yieldQuantity: r.sauceCups, yieldUnits: 'Cup' },
              ],
            },
          }));
          const list = planPreplist(items);
          const sums = new Map<number, number>();
          for (const t of list.teamPreplists)
            for (const s of t.preplistSections)
              for (const it of s.preplistItems) sumLines(it.prepRecipes, sums);
          expect(list.totals).toHaveLength(sums.size);
          for (const total of list.totals) {
            const expected = sums.get(total.ingredientId!)!;
            expect(Math.abs(total.quantity - expected)).toBeLessThanOrEqual(1e-9 * (1 + expected));
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
