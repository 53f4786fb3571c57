import { toIngredientListItem, VOLUME_UNITS } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, vendorReply } from '../../test/catalogue-support';
import { costUnchanged } from '../../test/cost-since-fixtures';
import { fakeApi, json } from '../../test/fake-api';
import {
  HERB_OIL,
  kitchenReads,
  OIL,
  PARSLEY,
  page,
  recipeReply,
  SALT,
  VINAIGRETTE,
  VINEGAR,
} from '../../test/recipe-fixtures';
import { setupUser } from '../../test/user-event';
import { RecipeModal } from './RecipeModal';

const DEMI_GLACE = recipeReply({
  id: 30,
  name: 'Demi Glace',
  category: 'Salads',
  yieldQuantity: 1,
  yieldUnits: 'Quart',
});

function kitchen() {
  return fakeApi({
    ...kitchenReads([VINAIGRETTE, HERB_OIL, DEMI_GLACE]),
    // No price moved since the day asked: Vinaigrette costs $1.026455 then and now (test-fixtures.ts).
    'GET /api/recipes/1/cost-since': costUnchanged(1.026455),
    'POST /api/recipes': () => json(DEMI_GLACE, 201),
    'GET /api/ingredients': () => json(page([OIL, VINEGAR, SALT, PARSLEY].map(toIngredientListItem))),
    'GET /api/vendors': () => json(page([vendorReply(3, 'Sysco', 4)])),
    'GET /api/nutrients': () => json([{ name: 'Protein', unitName: 'g' }]),
    'GET /api/recipes': () =>
      json(
        page([
          {
            id: 2,
            name: 'Herb Oil',
            category: 'Sauces and Stocks',
            team: null,
            numberOfIngredients: 1,
            valid: true,
            errorMessages: [],
          },
        ]),
      ),
  });
}

function open(recipeId: number | null, initial?: { name?: string; category?: string }) {
  renderWithProviders(
    <RecipeModal recipeId={recipeId} initial={initial} onClose={vi.fn()} onSaved={vi.fn()} />,
  );
  return setupUser();
}

/** The top-most recipe modal (a new sub-recipe opens over its parent). */
const modal = () => screen.getAllByRole('dialog', { name: /New Recipe|Edit/ }).at(-1) as HTMLElement;
const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);

describe('RecipeModal: yield units (spec 4, 5)', { timeout: 30_000 }, () => {
  it('locks the yield units of a saved recipe until the cook unlocks them', async () => {
    kitchen();
    const user = open(1);
    const units = await within(
      await screen.findByRole('dialog', { name: 'Edit Vinaigrette' }),
    ).findByLabelText(/^Yield Units/);
    expect((units as HTMLSelectElement).disabled).toBe(true);
    expect((units as HTMLSelectElement).value).toBe('Cup');
    await user.click(screen.getByRole('button', { name: 'Unlock yield units' }));
    expect((units as HTMLSelectElement).disabled).toBe(false);
  });

  it('offers mass, volume and count units for a yield, and leaves a new recipe unlocked', () => {
    kitchen();
    open(null);
    const units = within(modal()).getByLabelText(/^Yield Units/) as HTMLSelectElement;
    expect(units.disabled).toBe(false);
    expect(optionTexts(units)).toContain('Quart');
    expect(optionTexts(units)).toContain('Kilogram');
    // counts too: cookies yield 24 Each, a tart 8 Slices (not Pinch)
    expect(optionTexts(units)).toContain('Each');
    expect(optionTexts(units)).toContain('Slice');
    expect(optionTexts(units)).not.toContain('Pinch');
    expect(screen.queryByRole('button', { name: 'Unlock yield units' })).toBeNull();
  });
});

describe('RecipeModal: sub-recipe lines (spec 3, 5)', { timeout: 30_000 }, () => {
  it("takes the chosen recipe's yield units and offers only units of its kind", async () => {
    kitchen();
    const user = open(null, { category: 'Salads' });
    await user.click(within(modal()).getByRole('button', { name: 'Add Sub-recipe' }));
    const picker = within(modal()).getByRole('combobox', { name: 'Sub-recipe' });
    await user.type(picker, 'herb');
    await user.click(await screen.findByRole('option', { name: 'Herb Oil' }));

    const row = await within(modal()).findByRole('listitem', { name: 'Herb Oil' });
    const units = within(row).getByLabelText('Units') as HTMLSelectElement;
    await waitFor(() => expect(units.value).toBe('Cup'));
    expect(optionTexts(units)).toEqual([...VOLUME_UNITS]);
  });

  it("offers 'Add' for a new name; the new recipe, once saved, fills the line", async () => {
    const server = kitchen();
    const user = open(null, { category: 'Salads' });
    await user.click(within(modal()).getByRole('button', { name: 'Add Sub-recipe' }));
    await user.type(within(modal()).getByRole('combobox', { name: 'Sub-recipe' }), 'Demi Glace');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Add "Demi Glace"');
    await user.click(screen.getByRole('option', { name: 'Add "Demi Glace"' }));

    // A second recipe modal over the first (which assistive technology then skips), with the typed
    // name and the parent's category.
    await waitFor(() =>
      expect((within(modal()).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Demi Glace'),
    );
    expect(screen.getAllByRole('dialog', { name: 'New Recipe', hidden: true })).toHaveLength(2);
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));

    await waitFor(() =>
      expect(screen.getAllByRole('dialog', { name: 'New Recipe', hidden: true })).toHaveLength(1),
    );
    expect(JSON.parse(server.calls('POST', '/api/recipes')[0].body ?? '{}')).toMatchObject({
      name: 'Demi Glace',
      category: 'Salads',
    });
    const row = await within(modal()).findByRole('listitem', { name: 'Demi Glace' });
    // Only the new recipe was saved: the parent's form did not take the child's submit for its own.
    expect(server.calls('POST', '/api/recipes')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Warning/ })).toBeNull();
    expect((within(row).getByRole('combobox', { name: 'Sub-recipe' }) as HTMLInputElement).value).toBe(
      'Demi Glace',
    );
    expect((within(row).getByLabelText('Units') as HTMLSelectElement).value).toBe('Quart');
  });

  it("an ingredient picker's 'Add' opens the ingredient modal", async () => {
    kitchen();
    const user = open(null);
    await user.click(within(modal()).getByRole('button', { name: 'Add Ingredient' }));
    await user.type(within(modal()).getByRole('combobox', { name: 'Ingredient' }), 'Saffron');
    await user.click(await screen.findByRole('option', { name: 'Add "Saffron"' }));
    expect(await screen.findByRole('dialog', { name: 'New Ingredient' })).toBeTruthy();
  });

  it('removes a line', async () => {
    kitchen();
    const user = open(1);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await within(dialog).findByRole('listitem', { name: 'Kosher Salt' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Kosher Salt' }));
    expect(within(dialog).queryByRole('listitem', { name: 'Kosher Salt' })).toBeNull();
    const lineNames = (list: string) =>
      within(within(dialog).getByRole('list', { name: list }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    expect([...lineNames('Sub-recipes'), ...lineNames('Recipe ingredients')]).toEqual([
      'Herb Oil',
      'Olive Oil',
      'Red Wine Vinegar',
    ]);
  });
});
