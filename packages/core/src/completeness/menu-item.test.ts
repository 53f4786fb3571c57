import { describe, expect, it } from 'vitest';
import { menuItemCompleteness, menuItemSaveIssues } from './menu-item.ts';

const complete = {
  name: 'Gratin plate',
  description: 'Potato gratin with béchamel',
  platingNotes: 'Center of the plate',
  servings: 4,
  servingSize: '6 oz',
  menuItemRecipes: [{ recipe: { id: 1 }, yieldQuantity: 4, yieldUnits: 'Each' }],
};

describe('menu item completeness', () => {
  it('is complete with every field', () => {
    expect(menuItemCompleteness(complete).complete).toBe(true);
  });

  it('lists the spec texts', () => {
    expect(menuItemCompleteness({ servings: 0, menuItemRecipes: [] }).messages).toEqual([
      'Menu item name is required',
      'Please enter a value greater than 0',
      'Please enter the serving size',
      'Please enter a description',
      'Please enter the plating notes',
      'Please add at least one recipe',
    ]);
    const rows = menuItemCompleteness({
      ...complete,
      menuItemRecipes: [
        { recipe: null, yieldQuantity: null },
        complete.menuItemRecipes[0],
        complete.menuItemRecipes[0],
      ],
    });
    expect(rows.messages).toEqual([
      'Recipe is required',
      'Please enter a yield',
      'Please enter yield units',
      'Error: You cannot save two of the same recipes.',
    ]);
  });

  it('saves with a name; refuses duplicate recipes', () => {
    expect(menuItemSaveIssues({ name: 'x' })).toEqual([]);
    expect(menuItemSaveIssues({}).map((i) => i.message)).toEqual(['Menu item name is required']);
    expect(
      menuItemSaveIssues({ name: 'x', menuItemRecipes: [{ recipe: { id: 1 } }, { recipe: { id: 1 } }] }),
    ).toEqual([
      { path: ['menuItemRecipes', 1, 'recipe'], message: 'Error: You cannot save two of the same recipes.' },
    ]);
  });
});
