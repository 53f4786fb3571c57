import { MSG } from '@brigade/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/catalogue-support';
import { costUnchanged } from '../../test/cost-since-fixtures';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { MenuItemModal } from './MenuItemModal';
import { BISQUE, menuItemReply, page, RECIPE_ROWS, SAUCE_TREE, SOUP_TREE } from './test-fixtures';

/** The kitchen of test-fixtures.ts behind a fake API; extra routes override. */
function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/menuItems/5': () => json(BISQUE),
    'GET /api/menuItems/5/cost-since': costUnchanged(4.62),
    'GET /api/recipes/1/tree': () => json(SOUP_TREE),
    'GET /api/recipes/2/tree': () => json(SAUCE_TREE),
    'GET /api/recipes': () => json(page(RECIPE_ROWS)),
    ...extra,
  });
}

function open(menuItemId: number | null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <MenuItemModal menuItemId={menuItemId} onClose={onClose} onSaved={onSaved} />,
  );
  return { ...view, onClose, onSaved, user: setupUser() };
}

const modal = () => screen.getByRole('dialog', { name: /New Menu Item|Edit/ });
/** The field of this label; a required field's label ends with an asterisk. */
const field = (label: string) => within(modal()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
/** A figure (a <dd> named by its <dt>). */
const figure = (name: string) => within(modal()).getByRole('definition', { name }).textContent;

function bodies(server: ReturnType<typeof fakeApi>, method: string, path: string) {
  return server.calls(method, path).map((r) => JSON.parse(r.body ?? 'null'));
}

describe('MenuItemModal: validation and work in progress (spec 4, 5, 8)', { timeout: 30_000 }, () => {
  it('refuses to save without a name, listing why, and then shows every field message', async () => {
    const server = kitchen();
    const { user, onClose } = open(null);
    expect((field('Servings') as HTMLInputElement).value).toBe('1');

    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Menu Item progress will not be saved',
    });
    const missing = within(warning).getByRole('list', { name: 'Still missing' });
    expect(within(missing).getByText(MSG.menuItemNameRequired)).toBeTruthy();
    expect(within(warning).queryByRole('button', { name: 'Save Progress' })).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    for (const message of [
      MSG.menuItemNameRequired,
      MSG.servingSizeRequired,
      MSG.descriptionRequired,
      MSG.platingNotesRequired,
      MSG.menuItemNeedsRecipe,
    ])
      expect(within(modal()).getByText(message)).toBeTruthy();
    expect(server.calls('POST', '/api/menuItems')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a field's red message clears once the field is filled, and only that field's", async () => {
    kitchen();
    const { user } = open(null);
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Menu Item progress will not be saved',
    });
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    expect(within(modal()).getByText(MSG.menuItemNameRequired)).toBeTruthy();
    expect(within(modal()).getByText(MSG.descriptionRequired)).toBeTruthy();

    await user.type(field('Name'), 'Lobster Bisque');
    await waitFor(() => expect(within(modal()).queryByText(MSG.menuItemNameRequired)).toBeNull());
    expect(field('Name').getAttribute('aria-invalid')).not.toBe('true');
    // The fields still empty keep theirs.
    expect(within(modal()).getByText(MSG.descriptionRequired)).toBeTruthy();
  });

  it('asks a recipe line for its recipe and a servings count above 0', async () => {
    kitchen();
    const { user } = open(null);
    await user.clear(field('Servings'));
    await user.type(field('Servings'), '0');
    await user.click(within(modal()).getByRole('button', { name: 'Add Recipe' }));
    const row = within(modal()).getByRole('listitem', { name: 'Recipe line 1' });
    // Spec 3: a line's yield quantity starts at 1.
    expect((within(row).getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    await user.clear(within(row).getByLabelText('Quantity'));
    await user.type(within(row).getByLabelText('Quantity'), '0');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Editing' }));

    const servings = field('Servings').closest('.MuiFormControl-root') as HTMLElement;
    expect(within(servings).getByText(MSG.valueGreaterThanZero)).toBeTruthy();
    expect(within(row).getByText(MSG.recipeRequired)).toBeTruthy();
    expect(within(row).getByText(MSG.valueGreaterThanZero)).toBeTruthy();
    expect(within(row).getByText(MSG.yieldUnitsRowRequired)).toBeTruthy();
  });

  it('refuses the same recipe twice (spec 5)', async () => {
    const twice = menuItemReply({
      id: 6,
      name: 'Double Soup',
      menuItemRecipes: [BISQUE.menuItemRecipes[0], { ...BISQUE.menuItemRecipes[0], id: 53 }],
    });
    const server = kitchen({
      'GET /api/menuItems/6': () => json(twice),
      'GET /api/menuItems/6/cost-since': costUnchanged(0),
    });
    const { user } = open(6);
    await screen.findByRole('dialog', { name: 'Edit Double Soup' });
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));

    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Menu Item progress will not be saved',
    });
    expect(within(warning).getByText(MSG.duplicateRecipe)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    expect(within(modal()).getByText(MSG.duplicateRecipe)).toBeTruthy();
    expect(server.calls('PUT', '/api/menuItems/6')).toHaveLength(0);
  });

  it('saves an incomplete menu item as work in progress: Save Progress posts it, 201 → snackbar', async () => {
    const saved = menuItemReply({ id: 9, name: 'Gazpacho', valid: false });
    const server = kitchen({ 'POST /api/menuItems': () => json(saved, 201) });
    const { user, onSaved, onClose } = open(null);

    await user.type(field('Name'), 'Gazpacho');
    await user.selectOptions(field('Course Type'), 'Appetizer');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));

    const warning = await screen.findByRole('dialog', {
      name: "Warning: This Menu Item is still considered a 'work in progess'",
    });
    expect(
      within(warning).getByText('The menu item is not complete, but we can still save your progress.'),
    ).toBeTruthy();
    expect(within(warning).getByText(MSG.descriptionRequired)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Save Progress' }));

    expect(await screen.findByText('Menu Item saved successfully')).toBeTruthy();
    expect(bodies(server, 'POST', '/api/menuItems')).toEqual([
      {
        name: 'Gazpacho',
        servings: 1,
        servingSize: null,
        description: null,
        courseType: 'Appetizer',
        servingVessel: null,
        platingNotes: null,
        menuItemRecipes: [],
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved, true);
    expect(onClose).toHaveBeenCalled();
  });

  it('closing a changed, incomplete item without a name warns; Close Anyway discards it', async () => {
    const server = kitchen();
    const { user, onClose } = open(null);
    await user.type(field('Serving Size'), '8 oz');
    await user.click(within(modal()).getByRole('button', { name: 'Close' }));

    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Menu Item progress will not be saved',
    });
    expect(within(warning).getByText(MSG.menuItemNameRequired)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Close Anyway' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls('POST', '/api/menuItems')).toHaveLength(0);
  });

  it('a failed create shows the spec 8 dialog with the server message and the snackbar', async () => {
    kitchen({ 'POST /api/menuItems': () => apiError(400, 'Bad Request', 'The recipe 77 does not exist.') });
    const { user, onClose } = open(null);
    await user.type(field('Name'), 'Gazpacho');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: Menu Item progress was not saved' });
    expect(within(failed).getByText('The recipe 77 does not exist.')).toBeTruthy();
    expect(await screen.findByText('Menu item not saved')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Close Anyway' })).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Continue Editing' }));
    expect(screen.queryByRole('dialog', { name: 'Error: Menu Item progress was not saved' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a stale update (409) says the Menu Item was not updated and reloads it on request', async () => {
    let reads = 0;
    const server = kitchen({
      'GET /api/menuItems/5': () => {
        reads += 1;
        return json(reads === 1 ? BISQUE : { ...BISQUE, version: 4, platingNotes: 'Their notes.' });
      },
      'PUT /api/menuItems/5': () =>
        apiError(409, 'Conflict', 'This menu item was changed by someone else since you opened it.', [
          { field: 'version', message: 'This menu item was changed by someone else since you opened it.' },
        ]),
    });
    const { user } = open(5);
    await screen.findByRole('dialog', { name: 'Edit Tomato Bisque' });
    await user.clear(field('Plating Notes'));
    await user.type(field('Plating Notes'), 'My notes.');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu Item' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: The Menu Item was not updated' });
    expect(
      within(failed).getByText('This menu item was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect(
      within(failed).getByText(
        'Reload Menu Item shows the saved version; the changes made here are then lost.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Menu item not saved')).toBeTruthy();
    const [body] = bodies(server, 'PUT', '/api/menuItems/5');
    expect(body.version).toBe(3);
    expect(body.menuItemRecipes.map((l: { recipe: { id: number } }) => l.recipe.id)).toEqual([1, 2]);

    await user.click(within(failed).getByRole('button', { name: 'Reload Menu Item' }));
    await waitFor(() => expect((field('Plating Notes') as HTMLTextAreaElement).value).toBe('Their notes.'));
  });
});

describe('MenuItemModal: figures from core (spec 9)', { timeout: 30_000 }, () => {
  it('names the recipe when it is the recipe, not the line, that has no yield yet', async () => {
    // The Cream Sauce recipe is still a work in progress without a yield: its 1 Cup line is filled.
    const [sauce] = SAUCE_TREE.recipes;
    kitchen({
      'GET /api/recipes/2/tree': () => json({ ...SAUCE_TREE, recipes: [{ ...sauce, yieldQuantity: null }] }),
    });
    open(5);
    await screen.findByRole('dialog', { name: 'Edit Tomato Bisque' });
    // Only the soup is costed: 2 Cups, $1.50, a lower bound.
    await waitFor(() => expect(figure('Cost per serving')).toBe('≥ $1.50'));
    const line = within(modal()).getByRole('listitem', { name: 'Cream Sauce' });
    expect(within(line).getByText('Cream Sauce: Please enter a yield')).toBeTruthy();
    // Said once in the cost panel too, not "Cream Sauce: Cream Sauce: …".
    expect(within(modal()).getAllByText('Cream Sauce: Please enter a yield')).toHaveLength(2);
  });

  it('costs the lines and prices at the midpoint, then follows the slider', async () => {
    kitchen();
    const { user } = open(5);
    await screen.findByRole('dialog', { name: 'Edit Tomato Bisque' });
    // test-fixtures.ts: 2 Cups of soup $1.50 + 1 Cup of sauce $3.12 = $4.62 per serving (1 serving).
    await waitFor(() => expect(figure('Cost per serving')).toBe('$4.62'));
    expect(figure('Total (1 serving)')).toBe('$4.62');
    const soup = within(modal()).getByRole('listitem', { name: 'Tomato Soup' });
    expect(within(soup).getByLabelText('Line cost').textContent).toBe('$1.50');
    // 4.62 ÷ 0.33 = 14.00; 4.62 ÷ 0.28 = 16.50.
    expect(within(modal()).getByLabelText('Suggested price range').textContent).toBe('$14.00 – $16.50');

    // At the midpoint (14 + 16.5) ÷ 2 = 15.25: gross profit 15.25 − 4.62 = 10.63; food cost
    // 4.62 ÷ 15.25 = 30.295…% → 30.30%; margin 10.63 ÷ 15.25 = 69.704…% → 69.70%.
    const slider = within(modal()).getByRole('slider', { name: 'Price' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$15.25');
    expect(figure('Price')).toBe('$15.25');
    expect(figure('Gross profit')).toBe('$10.63');
    expect(figure('Food cost')).toBe('30.30%');
    expect(figure('Profit margin')).toBe('69.70%');

    // One step right (0.01): 15.26 → gross profit 10.64; 4.62 ÷ 15.26 = 30.275…% → 30.28%;
    // 10.64 ÷ 15.26 = 69.724…% → 69.72%.
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(figure('Price')).toBe('$15.26');
    expect(figure('Gross profit')).toBe('$10.64');
    expect(figure('Food cost')).toBe('30.28%');
    expect(figure('Profit margin')).toBe('69.72%');

    // End: the top of the range, 16.50 → 11.88 profit, 4.62 ÷ 16.5 = 28.00%, margin 72.00%.
    fireEvent.keyDown(slider, { key: 'End' });
    expect(figure('Price')).toBe('$16.50');
    expect(figure('Gross profit')).toBe('$11.88');
    expect(figure('Food cost')).toBe('28.00%');
    expect(figure('Profit margin')).toBe('72.00%');

    // Two servings halve the cost per serving ($2.31) and the range starts again at its midpoint:
    // 2.31 ÷ 0.33 = 7.00, 2.31 ÷ 0.28 = 8.25, midpoint 7.625 → "$7.63".
    await user.clear(field('Servings'));
    await user.type(field('Servings'), '2');
    expect(figure('Cost per serving')).toBe('$2.31');
    expect(figure('Total (2 servings)')).toBe('$4.62');
    expect(within(modal()).getByLabelText('Suggested price range').textContent).toBe('$7.00 – $8.25');
    expect(figure('Price')).toBe('$7.63');
    // and every figure is computed from the $7.63 shown, not 7.625: 2.31 ÷ 7.63 = 30.275…% → 30.28%
    // (30.30% at 7.625); gross profit 7.63 − 2.31 = 5.32; margin 5.32 ÷ 7.63 = 69.724…% → 69.72%
    expect(figure('Food cost')).toBe('30.28%');
    expect(figure('Gross profit')).toBe('$5.32');
    expect(figure('Profit margin')).toBe('69.72%');
    const slider2 = within(modal()).getByRole('slider', { name: 'Price' });
    expect(slider2.getAttribute('aria-valuenow')).toBe('7.63');
  });

  it('shows the allergens of every ingredient, and says which nutrients lack data', async () => {
    kitchen();
    open(5);
    await screen.findByRole('dialog', { name: 'Edit Tomato Bisque' });
    // The cream is marked MILK; the tomatoes were reviewed and have none.
    const allergens = within(modal()).getByRole('region', { name: 'Allergens' });
    expect(await within(allergens).findByText('Milk')).toBeTruthy();
    expect(within(allergens).queryByText(/not reviewed/)).toBeNull();

    const facts = within(modal()).getByRole('region', { name: 'Nutrition Facts' });
    // Sodium: only the tomatoes have data: 5 mg per 100 g × 453.59237 g × 1/2 batch = 11.339809 mg,
    // a lower bound since the cream has none.
    const sodium = within(facts).getByRole('row', { name: /Sodium/ });
    expect(sodium.textContent).toContain('≥ 11.34 mg');
    const notes = within(facts).getByRole('list', { name: 'Missing nutrient data' });
    expect(within(notes).getByText('Sodium: 1 ingredient has no data (Cream)')).toBeTruthy();
    // Cholesterol: neither has data — said, not shown as 0.
    expect(within(facts).getByRole('row', { name: /Cholesterol/ }).textContent).toBe('Cholesterol—');
    expect(within(notes).getByText('Cholesterol: 2 ingredients have no data (Tomatoes, Cream)')).toBeTruthy();
    // Calories: soup 18 kcal × 4.5359237 × 1/2 = 40.823313; sauce 821 kcal → 861.82.
    expect(within(facts).getByRole('group', { name: 'Calories 861.82 kcal' })).toBeTruthy();
  });

  it('a chosen recipe takes its yield units and its figures', async () => {
    kitchen();
    const { user } = open(null);
    await user.click(within(modal()).getByRole('button', { name: 'Add Recipe' }));
    const row = within(modal()).getByRole('listitem', { name: 'Recipe line 1' });
    await user.type(within(row).getByRole('combobox', { name: 'Recipe' }), 'Tomato');
    await user.click(await screen.findByRole('option', { name: 'Tomato Soup' }));

    const line = await within(modal()).findByRole('listitem', { name: 'Tomato Soup' });
    await waitFor(() =>
      expect((within(line).getByLabelText('Units') as HTMLSelectElement).value).toBe('Quart'),
    );
    expect((within(line).getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    // 1 Quart of soup = a whole batch: $3.00 → 3 ÷ 0.33 = 9.09, 3 ÷ 0.28 = 10.71.
    await waitFor(() => expect(figure('Cost per serving')).toBe('$3.00'));
    expect(within(modal()).getByLabelText('Suggested price range').textContent).toBe('$9.09 – $10.71');
  });

  it("a recipe created from a line's 'Add' entry fills that line (spec 4)", async () => {
    const created = {
      id: 8,
      version: 1,
      name: 'Basil Oil',
      team: null,
      category: 'Sauces and Stocks',
      yieldQuantity: 1,
      yieldUnits: 'Cup',
      prepNotes: null,
      leadTimeDays: 0,
      shelfLifeDays: null,
      portionName: null,
      recipeIngredients: [],
      recipeSubRecipes: [],
      valid: false,
      errorMessages: [],
      cost: { total: 0, perYieldUnit: null, breakdown: [], errors: [] },
      nutrition: { totals: [], perYieldUnit: null, errors: [], missing: [] },
      allergens: [],
      allergensNotReviewed: [],
      createdDate: '2026-11-22T10:00:00.000Z',
      lastModifiedDate: '2026-11-22T10:00:00.000Z',
      createdBy: 'chef@example.com',
      modifiedBy: 'chef@example.com',
    };
    const server = kitchen({
      'POST /api/recipes': () => json(created, 201),
      'GET /api/recipes/8/tree': () =>
        json({
          rootId: 8,
          recipes: [{ ...created, recipeIngredients: [], recipeSubRecipes: [] }],
          ingredients: [],
        }),
    });
    const { user } = open(null);
    await user.click(within(modal()).getByRole('button', { name: 'Add Recipe' }));
    const row = within(modal()).getByRole('listitem', { name: 'Recipe line 1' });
    await user.type(within(row).getByRole('combobox', { name: 'Recipe' }), 'Basil Oil');
    await user.click(await screen.findByRole('option', { name: 'Add "Basil Oil"' }));

    const recipe = await screen.findByRole('dialog', { name: 'New Recipe' });
    expect((within(recipe).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Basil Oil');
    await user.selectOptions(within(recipe).getByLabelText(/^Category/), 'Sauces and Stocks');
    await user.click(within(recipe).getByRole('button', { name: 'Save Recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Recipe' })).toBeNull());

    const line = await within(modal()).findByRole('listitem', { name: 'Basil Oil' });
    expect((within(line).getByRole('combobox', { name: 'Recipe' }) as HTMLInputElement).value).toBe(
      'Basil Oil',
    );
    expect((within(line).getByLabelText('Units') as HTMLSelectElement).value).toBe('Cup');
    expect(server.calls('POST', '/api/recipes')).toHaveLength(1);
  });
});
