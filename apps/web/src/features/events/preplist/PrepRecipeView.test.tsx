import type { TPrepRecipe } from '@brigade/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrepRecipeView } from './PrepRecipeView';

const measure = (quantity: number, units: string, text: string) => ({ quantity, units, label: units, text });

const dough: TPrepRecipe = {
  recipeId: 90,
  name: 'Sweet Dough',
  scaledYield: 123.75,
  scaledUnits: 'Pound',
  display: measure(123.75, 'Pound', '123.75 Pounds'),
  recipeIngredients: [],
  prepNotes: null,
  prepRecipes: [],
  errors: [],
  uses: [
    {
      menuItemId: 1,
      recipeId: null,
      name: 'Shortbread Bites',
      quantity: 75,
      units: 'Pound',
      display: measure(75, 'Pound', '75 Pounds'),
    },
    {
      menuItemId: null,
      recipeId: 91,
      name: 'Butter Cookies',
      quantity: 48.75,
      units: 'Pound',
      display: measure(48.75, 'Pound', '48.75 Pounds'),
    },
  ],
};

describe('a prep recipe several uses share', () => {
  it('is one batch that says what each use takes', () => {
    render(<PrepRecipeView recipe={dough} />);
    expect(screen.getByRole('heading', { name: 'Sweet Dough — make 123.75 Pounds' })).toBeTruthy();
    expect(screen.getByLabelText('Sweet Dough uses').textContent).toBe(
      'One batch for Shortbread Bites (75 Pounds), Butter Cookies (48.75 Pounds)',
    );
  });

  it('says nothing more for a single use', () => {
    render(<PrepRecipeView recipe={{ ...dough, uses: dough.uses?.slice(0, 1) }} />);
    expect(screen.queryByLabelText('Sweet Dough uses')).toBeNull();
  });
});
