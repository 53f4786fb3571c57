import { describe, expect, it } from 'vitest';
import { importUnit, parseIngredientLine } from './ingredient-line.ts';

const read = (line: string) => {
  const { quantity, units, text, note } = parseIngredientLine(line);
  return { quantity, units, text, note };
};

describe('an ingredient line as a cook writes it', () => {
  it('reads mixed, unicode and plain fractions', () => {
    // 2 + 1/2 = 2.5
    expect(read('2 1/2 cups flour')).toEqual({ quantity: 2.5, units: 'Cup', text: 'flour', note: null });
    expect(read('½ tsp salt')).toEqual({ quantity: 0.5, units: 'Teaspoon', text: 'salt', note: null });
    // 1 + ½ = 1.5, with or without a space
    expect(read('1½ cups milk').quantity).toBe(1.5);
    expect(read('1 ½ cups milk').quantity).toBe(1.5);
    // 3/4 = 0.75; 1/3 kept to 6 decimals: 0.333333
    expect(read('3/4 cup sugar').quantity).toBe(0.75);
    expect(read('1/3 cup oil').quantity).toBe(0.333333);
    expect(read('1,5 l stock')).toEqual({ quantity: 1.5, units: 'Liter', text: 'stock', note: null });
  });

  it('counts what has no unit in Each, leaving size words in the text', () => {
    expect(read('3 large eggs')).toEqual({ quantity: 3, units: 'Each', text: 'large eggs', note: null });
    expect(read('2 cloves garlic')).toEqual({ quantity: 2, units: 'Each', text: 'garlic', note: null });
  });

  it('costs a range at its upper end', () => {
    expect(read('1-2 cloves garlic')).toEqual({ quantity: 2, units: 'Each', text: 'garlic', note: null });
    expect(read('2 to 3 tbsp honey').quantity).toBe(3);
    expect(read('1–1½ cups water').quantity).toBe(1.5);
  });

  it('keeps the preparation apart from the ingredient', () => {
    expect(read('200 g butter, softened')).toEqual({
      quantity: 200,
      units: 'Gram',
      text: 'butter',
      note: 'softened',
    });
    expect(read('200g butter').units).toBe('Gram');
    expect(read('½ cup walnuts (optional)')).toEqual({
      quantity: 0.5,
      units: 'Cup',
      text: 'walnuts',
      note: 'optional',
    });
  });

  it('reads a package as its size times the count', () => {
    // 1 can × 14 oz = 14 Ounce
    expect(read('1 (14 oz) can tomatoes')).toEqual({
      quantity: 14,
      units: 'Ounce',
      text: 'tomatoes',
      note: null,
    });
    // 2 cans × 400 g = 800 Gram
    expect(read('2 (400 g) tins chickpeas').quantity).toBe(800);
  });

  it('maps unit spellings to the product units', () => {
    expect(read('2 Tbsp. butter').units).toBe('Tablespoon');
    expect(read('3 tablespoons oil').units).toBe('Tablespoon');
    expect(read('4 fl oz cream')).toEqual({ quantity: 4, units: 'Fluid Ounce', text: 'cream', note: null });
    expect(read('1 lb potatoes').units).toBe('Pound');
    expect(read('2 lbs beef').units).toBe('Pound');
    expect(read('500 ml milk').units).toBe('Milliliter');
    expect(read('1 pinch salt').units).toBe('Pinch');
    expect(read('1 dash bitters').units).toBe('Pinch');
    expect(read('2 c flour').units).toBe('Cup');
    expect(importUnit('kilograms')).toBe('Kilogram');
    expect(importUnit('large')).toBeUndefined();
  });

  it('leaves a line without an amount unquantified', () => {
    expect(read('salt and pepper to taste')).toEqual({
      quantity: null,
      units: null,
      text: 'salt and pepper to taste',
      note: null,
    });
  });

  it('drops bullets, not amounts', () => {
    expect(read('- 2 cups sugar')).toEqual({ quantity: 2, units: 'Cup', text: 'sugar', note: null });
    expect(read('• 1 carrot')).toEqual({ quantity: 1, units: 'Each', text: 'carrot', note: null });
  });
});
