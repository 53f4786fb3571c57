import { describe, expect, it } from 'vitest';
import { displayQuantity } from './display-quantity.ts';

describe('displayQuantity', () => {
  it('uses the best unit, fractions for non-weights and decimals for weights', () => {
    expect(displayQuantity(0.3, 'Cup')).toEqual({
      quantity: 0.3125,
      units: 'Cup',
      label: 'Cup',
      text: '5/16 Cup',
    });
    expect(displayQuantity(1.52, 'Cup').text).toBe('1 9/16 Cups');
    expect(displayQuantity(48, 'Teaspoon').text).toBe('1 Cup');
    expect(displayQuantity(2000, 'Gram')).toEqual({
      quantity: 2,
      units: 'Kilogram',
      label: 'Kilograms',
      text: '2 Kilograms',
    });
    expect(displayQuantity(0.25, 'Pound').text).toBe('4 Ounces');
    // 500 g ÷ 453.59237 = 1.102311 lb → '1.1 Pounds'
    expect(displayQuantity(500 / 453.59237, 'Pound').text).toBe('1.1 Pounds');
    expect(displayQuantity(1, 'Ounce').text).toBe('1 Ounce');
    expect(displayQuantity(2.5, 'Each').text).toBe('2 1/2 Each');
    expect(displayQuantity(3, 'Pinch').text).toBe('3 Pinches');
    expect(displayQuantity(2, 'tbsp').text).toBe('2 Tablespoons');
  });
});
