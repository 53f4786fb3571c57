import { describe, expect, it } from 'vitest';
import {
  ARRAY_JSON_LD_PAGE,
  CATALOGUE_FOR_PAGES,
  GRAPH_JSON_LD_PAGE,
  MICRODATA_PAGE,
  PASTED_TEXT,
  PLAIN_JSON_LD_PAGE,
} from './fixtures/recipe-pages.ts';
import { recipeImportDraft } from './import-draft.ts';
import type { TParsedLine } from './ingredient-line.ts';
import { parseYield, RECIPE_IMPORT_MESSAGES, RecipeImportError, readRecipeSource } from './recipe-source.ts';

/** Each line as [source, quantity, units, text, note], checked by hand against the page. */
function expectLines(
  lines: TParsedLine[],
  expected: [string, number | null, string | null, string, string | null][],
) {
  expect(lines.map((l) => [l.source, l.quantity, l.units, l.text, l.note])).toEqual(expected);
}

describe('a recipe page with JSON-LD', () => {
  it('reads a plain Recipe object, entities decoded, skipping a script that is not JSON-LD', () => {
    const recipe = readRecipeSource(PLAIN_JSON_LD_PAGE);
    expect(recipe.format).toBe('json-ld');
    expect(recipe.name).toBe('Classic Buttermilk Biscuits');
    // ["12", "12 biscuits"]: the one with a word; biscuits are counted.
    expect(recipe).toMatchObject({ yieldQuantity: 12, yieldUnits: 'Each', yieldText: '12 biscuits' });
    expectLines(recipe.lines, [
      ['2 1/2 cups all-purpose flour', 2.5, 'Cup', 'all-purpose flour', null],
      ['1 tablespoon baking powder', 1, 'Tablespoon', 'baking powder', null],
      ['½ tsp salt', 0.5, 'Teaspoon', 'salt', null], // &frac12; decoded
      ['200 g butter, cold and cubed', 200, 'Gram', 'butter', 'cold and cubed'],
      ['1 cup buttermilk', 1, 'Cup', 'buttermilk', null],
    ]);
    expect(recipe.prepNotes).toBe(
      '1. Heat the oven to 220°C.\n2. Rub the butter into the flour, baking powder & salt.\n3. Stir in the buttermilk, pat out, cut and bake 12 minutes.',
    );
  });

  it('reads the Recipe out of an array beside other nodes, its method one text of lines', () => {
    const recipe = readRecipeSource(ARRAY_JSON_LD_PAGE);
    expect(recipe.name).toBe('Weeknight Tomato Sauce');
    expect(recipe).toMatchObject({ yieldQuantity: 8, yieldUnits: 'Each', yieldText: 'Serves 8' });
    expectLines(recipe.lines, [
      ['1 (14 oz) can tomatoes', 14, 'Ounce', 'tomatoes', null], // 1 × 14 oz
      ['1-2 cloves garlic', 2, 'Each', 'garlic', null], // a range at its upper end
      ['3 tbsp olive oil', 3, 'Tablespoon', 'olive oil', null],
      ['1 ½ tsp sugar', 1.5, 'Teaspoon', 'sugar', null],
      ['salt and pepper to taste', null, null, 'salt and pepper to taste', null],
    ]);
    expect(recipe.prepNotes).toBe(
      '1. Warm the oil and garlic.\n2. Add the tomatoes and sugar; simmer 20 minutes.\n3. Season.',
    );
  });

  it('reads the Recipe out of an @graph, its sections as headings', () => {
    const recipe = readRecipeSource(GRAPH_JSON_LD_PAGE);
    expect(recipe.name).toBe('Banana Bread');
    expect(recipe).toMatchObject({ yieldQuantity: 2, yieldUnits: 'Each', yieldText: '2 loaves' });
    expectLines(recipe.lines, [
      ['3 large eggs', 3, 'Each', 'large eggs', null],
      ['3 ripe bananas, mashed', 3, 'Each', 'ripe bananas', 'mashed'],
      ['2 cups sugar', 2, 'Cup', 'sugar', null],
      ['2 ¾ cups flour', 2.75, 'Cup', 'flour', null], // 2 + ¾
      ['1 tsp baking soda', 1, 'Teaspoon', 'baking soda', null],
      ['½ cup walnuts (optional)', 0.5, 'Cup', 'walnuts', 'optional'],
    ]);
    expect(recipe.prepNotes).toBe(
      'Batter:\n1. Beat the eggs and sugar.\n2. Fold in the bananas, flour and soda.\nBake:\n3. Bake at 175°C for 55 minutes.',
    );
  });

  it('reads JSON-LD pasted alone', () => {
    const json =
      '{"@context":"https://schema.org","@type":"Recipe","name":"Toast","recipeYield":2,"recipeIngredient":["2 slices bread"]}';
    const recipe = readRecipeSource(json);
    expect(recipe).toMatchObject({ format: 'json-ld', name: 'Toast', yieldQuantity: 2, yieldUnits: 'Each' });
    expectLines(recipe.lines, [['2 slices bread', 2, 'Slice', 'bread', null]]);
  });
});

describe('a recipe page with microdata', () => {
  it('reads the recipe’s own properties, not its author’s or the footer’s', () => {
    const recipe = readRecipeSource(MICRODATA_PAGE);
    expect(recipe.format).toBe('microdata');
    expect(recipe.name).toBe('Garlic Roast Chicken');
    expect(recipe).toMatchObject({ yieldQuantity: 4, yieldUnits: 'Each', yieldText: '4 servings' });
    expectLines(recipe.lines, [
      ['1 whole chicken (about 1.5 kg)', 1, 'Each', 'chicken', 'about 1.5 kg'],
      // An unclosed <li> with markup inside.
      ['2 Tbsp. butter, softened', 2, 'Tablespoon', 'butter', 'softened'],
      ['6 cloves garlic', 6, 'Each', 'garlic', null],
      ['1 lb potatoes', 1, 'Pound', 'potatoes', null],
    ]);
    expect(recipe.prepNotes).toBe(
      '1. Heat the oven to 200°C.\n2. Rub the chicken with butter & garlic.\n3. Roast 1 hour with the potatoes.',
    );
  });
});

describe('a recipe pasted as text', () => {
  it('takes the first line as the name, "Makes 24" as the yield and the lines after Method as the method', () => {
    const recipe = readRecipeSource(PASTED_TEXT);
    expect(recipe).toMatchObject({
      format: 'text',
      name: 'Chocolate Chip Cookies',
      yieldQuantity: 24,
      yieldUnits: 'Each',
    });
    expectLines(recipe.lines, [
      ['2 1/4 cups flour', 2.25, 'Cup', 'flour', null],
      ['1 cup butter, softened', 1, 'Cup', 'butter', 'softened'],
      ['2 large eggs', 2, 'Each', 'large eggs', null],
      ['2 cups chocolate chips', 2, 'Cup', 'chocolate chips', null],
      ['1 pinch sea salt', 1, 'Pinch', 'sea salt', null],
    ]);
    expect(recipe.prepNotes).toBe(
      '1. Cream the butter and sugar.\n2. Beat in the eggs, then the flour.\n3. Fold in the chips and bake 10 minutes at 190°C.',
    );
  });
});

describe('the yield', () => {
  it('takes a weight or volume unit, Slice, or counts in Each', () => {
    expect(parseYield('Yield: 2 loaves')).toEqual({ quantity: 2, units: 'Each' });
    expect(parseYield('1.5 kg')).toEqual({ quantity: 1.5, units: 'Kilogram' });
    expect(parseYield('12 slices')).toEqual({ quantity: 12, units: 'Slice' });
    expect(parseYield('2 quarts')).toEqual({ quantity: 2, units: 'Quart' });
    // Pinch is not a yield unit.
    expect(parseYield('3 pinches')).toEqual({ quantity: 3, units: 'Each' });
    expect(parseYield('a few')).toEqual({ quantity: null, units: null });
  });
});

describe('sources without a recipe', () => {
  const refusal = (source: string) => {
    try {
      readRecipeSource(source);
    } catch (err) {
      expect(err).toBeInstanceOf(RecipeImportError);
      return (err as Error).message;
    }
    return 'no refusal';
  };

  it('say why', () => {
    expect(refusal('   ')).toBe(RECIPE_IMPORT_MESSAGES.empty);
    expect(refusal('<html><body><p>About us</p></body></html>')).toBe(RECIPE_IMPORT_MESSAGES.noRecipe);
    expect(refusal('{"@type":"Person","name":"Pat"}')).toBe(RECIPE_IMPORT_MESSAGES.badJson);
    expect(refusal('Just a title')).toBe(RECIPE_IMPORT_MESSAGES.noLines);
  });
});

describe('the draft', () => {
  it('matches each line to the catalogue and counts the unmatched', () => {
    const draft = recipeImportDraft(ARRAY_JSON_LD_PAGE, CATALOGUE_FOR_PAGES);
    expect(draft.lines.map((l) => l.match?.name ?? null)).toEqual([
      'Whole Peeled Tomatoes',
      'Peeled Garlic',
      'Extra Virgin Olive Oil',
      'Granulated Sugar',
      null,
    ]);
    expect(draft.unmatched).toBe(1);
  });
});
