import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { checkIngredientImport, INGREDIENT_IMPORT_MESSAGES, numberCell } from './ingredient-import.ts';

describe('a spreadsheet’s cells', () => {
  it('reads figures as spreadsheets write them', () => {
    expect(numberCell('$1,250.00')).toBe(1250);
    expect(numberCell(' 4.5 ')).toBe(4.5);
    expect(numberCell('€3')).toBe(3);
    expect(numberCell('')).toBeNull();
    expect(numberCell(12)).toBe(12);
    expect(numberCell('four')).toBeNaN();
    expect(numberCell('1.2.3')).toBeNaN();
  });
});

describe('checking the rows of an import', () => {
  it('saves each row as one ingredient, with the spec’s messages per row and field', () => {
    const { rows, errors } = checkIngredientImport([
      {
        vendor: ' Sysco ',
        name: 'Butter',
        category: 'dairy and egg products',
        cost: '$9.00',
        costAmount: '2',
        costUnits: 'lbs',
      },
      { vendor: 'Sysco', name: 'Parsley', category: null, cost: null, costAmount: null, costUnits: null },
      { vendor: '', name: '', category: 'Pastries', cost: -1, costUnits: 'bushel' },
    ]);
    expect(rows.slice(0, 2)).toEqual([
      {
        vendor: 'Sysco',
        name: 'Butter',
        category: 'Dairy and Egg Products',
        cost: 9,
        costAmount: 2,
        costUnits: 'Pound',
      },
      // Blank: the default category, a pack of 1, no price yet (a work in progress).
      {
        vendor: 'Sysco',
        name: 'Parsley',
        category: 'Miscellaneous Ingredients',
        cost: null,
        costAmount: 1,
        costUnits: null,
      },
    ]);
    expect(errors).toEqual([
      { row: 2, field: 'vendor', message: MSG.vendorRequired },
      { row: 2, field: 'name', message: MSG.ingredientMustHaveName },
      { row: 2, field: 'category', message: MSG.chooseFromList('category') },
      { row: 2, field: 'cost', message: MSG.notNegative },
      { row: 2, field: 'costUnits', message: MSG.unitUnknown },
    ]);
  });

  it('names the line of the first of two rows naming one ingredient (same category, any case)', () => {
    const { errors } = checkIngredientImport(
      [
        { vendor: 'A', name: 'Salt', category: 'Spices and Herbs' },
        { vendor: 'B', name: 'Salt', category: 'Snacks' },
        { vendor: 'B', name: 'SALT', category: 'Spices and Herbs' },
      ],
      (i) => [2, 5, 9][i],
    );
    expect(errors).toEqual([
      { row: 2, field: 'name', message: INGREDIENT_IMPORT_MESSAGES.duplicateInFile('SALT', 2) },
    ]);
  });
});
