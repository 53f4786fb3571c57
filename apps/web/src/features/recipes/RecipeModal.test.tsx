import { MSG, type TIngredient, toIngredientListItem } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/catalogue-support';
import { costUnchanged } from '../../test/cost-since-fixtures';
import { apiError, fakeApi, json } from '../../test/fake-api';
import {
  BUTTER,
  HERB_OIL,
  kitchenReads,
  OIL,
  PARSLEY,
  page,
  recipeGraph,
  recipeReply,
  SALT,
  VINAIGRETTE,
  VINEGAR,
} from '../../test/recipe-fixtures';
import { setupUser } from '../../test/user-event';
import { RecipeModal } from './RecipeModal';

/** The kitchen of test-fixtures.ts behind a fake API; extra routes override. */
function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...kitchenReads(),
    // No price moved since the day asked: Vinaigrette costs $1.026455 then and now (test-fixtures.ts).
    'GET /api/recipes/1/cost-since': costUnchanged(1.026455),
    'GET /api/ingredients': () => json(page([OIL, VINEGAR, SALT, PARSLEY, BUTTER].map(toIngredientListItem))),
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
    ...extra,
  });
}

function open(recipeId: number | null, initial?: { name?: string; category?: string }) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <RecipeModal recipeId={recipeId} initial={initial} onClose={onClose} onSaved={onSaved} />,
  );
  return { ...view, onClose, onSaved, user: setupUser() };
}

const modal = () => screen.getByRole('dialog', { name: /New Recipe|Edit/ });
/** The field of this label; a required field's label ends with an asterisk. */
const field = (label: string) => within(modal()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));

function posted(server: ReturnType<typeof fakeApi>, method = 'POST', path = '/api/recipes') {
  return server.calls(method, path).map((r) => JSON.parse(r.body ?? 'null'));
}

describe('RecipeModal: validation and work in progress (spec 4, 5, 8)', { timeout: 30_000 }, () => {
  it('refuses to save without a name and a category, listing why, and shows every field message', async () => {
    const server = kitchen();
    const { user, onClose } = open(null);

    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));

    const warning = await screen.findByRole('dialog', { name: 'Warning: Recipe progress will not be saved' });
    const missing = within(warning).getByRole('list', { name: 'Still missing' });
    expect(within(missing).getByText(MSG.recipeMustHaveName)).toBeTruthy();
    expect(within(missing).getByText(MSG.recipeMustHaveCategory)).toBeTruthy();
    expect(within(warning).queryByRole('button', { name: 'Save Progress' })).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    for (const message of [
      MSG.recipeNameRequired,
      MSG.categoryRequired,
      MSG.yieldRequired,
      MSG.yieldUnitsRequired,
      MSG.teamRequired,
      MSG.prepNotesRequired,
    ])
      expect(within(modal()).getByText(message)).toBeTruthy();
    expect(server.calls('POST', '/api/recipes')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a yield above 0 and, on an ingredient line, for the ingredient, quantity and units', async () => {
    kitchen();
    const { user } = open(null);
    await user.type(field('Yield'), '0');
    await user.click(within(modal()).getByRole('button', { name: 'Add Ingredient' }));
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Editing' }));

    expect(within(modal()).getByText(MSG.valueGreaterThanZero)).toBeTruthy();
    const row = within(modal()).getByRole('listitem', { name: 'Ingredient line 1' });
    expect(within(row).getByText(MSG.selectIngredient)).toBeTruthy();
    expect(within(row).getByText(MSG.yieldQuantityRequired)).toBeTruthy();
    expect(within(row).getByText(MSG.yieldUnitsRowRequired)).toBeTruthy();
  });

  it('saves an incomplete recipe as work in progress: Save Progress posts it, 201 → snackbar', async () => {
    const saved = recipeReply({ id: 9, name: 'House Dressing', category: 'Salads', valid: false });
    const server = kitchen({ 'POST /api/recipes': () => json(saved, 201) });
    const { user, onSaved, onClose } = open(null, { category: 'Salads' });

    await user.type(field('Name'), 'House Dressing');
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));

    const warning = await screen.findByRole('dialog', {
      name: "Warning: This Recipe is still considered a 'work in progess'",
    });
    expect(
      within(warning).getByText('The recipe is not complete, but we can still save your progress.'),
    ).toBeTruthy();
    expect(within(warning).getByText(MSG.teamRequired)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Save Progress' }));

    expect(await screen.findByText('Recipe saved successfully')).toBeTruthy();
    expect(posted(server)).toEqual([
      {
        name: 'House Dressing',
        team: null,
        category: 'Salads',
        yieldQuantity: null,
        yieldUnits: null,
        // No count yield: no portion to name.
        portionName: null,
        prepNotes: null,
        // A new recipe: made the day it is used, shelf life not known.
        leadTimeDays: 0,
        shelfLifeDays: null,
        recipeIngredients: [],
        recipeSubRecipes: [],
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved, true);
    expect(onClose).toHaveBeenCalled();
  });

  it('closing a changed, incomplete recipe warns; Close Anyway discards it', async () => {
    const server = kitchen();
    const { user, onClose } = open(null);
    await user.type(field('Yield'), '2');
    await user.click(within(modal()).getByRole('button', { name: 'Close' }));

    const warning = await screen.findByRole('dialog', { name: 'Warning: Recipe progress will not be saved' });
    await user.click(within(warning).getByRole('button', { name: 'Close Anyway' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls('POST', '/api/recipes')).toHaveLength(0);
  });

  it('a failed create shows the spec 8 dialog with the server message and the "Recipe not saved" snackbar', async () => {
    kitchen({
      'POST /api/recipes': () =>
        apiError(400, 'Bad Request', 'A recipe cannot contain itself: Stock → Sauce → Stock'),
    });
    const { user, onClose } = open(null, { name: 'Stock', category: 'Sauces and Stocks' });
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: The Recipe was not saved' });
    expect(within(failed).getByText('A recipe cannot contain itself: Stock → Sauce → Stock')).toBeTruthy();
    expect(await screen.findByText('Recipe not saved')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Continue Editing' }));
    expect(screen.queryByRole('dialog', { name: 'Error: The Recipe was not saved' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a refused update (stale version) says the Recipe was not updated; it sent the version it read', async () => {
    const server = kitchen({
      'PUT /api/recipes/1': () =>
        apiError(409, 'Conflict', 'Vinaigrette was changed by someone else: reopen it to see their changes.'),
    });
    const { user } = open(1);
    await user.clear(await screen.findByLabelText(/^Prep Notes/));
    await user.type(field('Prep Notes'), 'Whisk, then season.');
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: The Recipe was not updated' });
    expect(within(failed).getByRole('button', { name: 'Close Anyway' })).toBeTruthy();
    const [body] = posted(server, 'PUT', '/api/recipes/1');
    expect(body.version).toBe(1);
    expect(body.prepNotes).toBe('Whisk, then season.');
    expect(body.recipeIngredients.map((l: { ingredient: { id: number } }) => l.ingredient.id)).toEqual([
      11, 12, 13,
    ]);
  });
});

describe('RecipeModal: lead time and shelf life (the production plan)', { timeout: 30_000 }, () => {
  it('shows them, refuses a lead time past 30 days, and sends both as whole days', async () => {
    const server = kitchen({
      'PUT /api/recipes/1': () => apiError(409, 'Conflict', 'Vinaigrette was changed by someone else.'),
    });
    const { user } = open(1);
    const lead = await screen.findByLabelText(/^Lead Time \(days\)/);
    expect((lead as HTMLInputElement).value).toBe('0');
    expect((field('Shelf Life \\(days\\)') as HTMLInputElement).value).toBe('');

    await user.clear(lead);
    await user.type(lead, '31');
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    const warning = await screen.findByRole('dialog', { name: /^Warning/ });
    expect(within(warning).getByText(MSG.leadTimeDaysRange)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    expect(within(modal()).getByText(MSG.leadTimeDaysRange)).toBeTruthy();

    await user.clear(lead);
    await user.type(lead, '1');
    await user.type(field('Shelf Life \\(days\\)'), '3');
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await screen.findByRole('dialog', { name: 'Error: The Recipe was not updated' });
    const [body] = posted(server, 'PUT', '/api/recipes/1');
    expect(body).toMatchObject({ leadTimeDays: 1, shelfLifeDays: 3 });
  });
});

describe('RecipeModal: cost, scale and nutrition from core (spec 2, 9)', { timeout: 30_000 }, () => {
  it('costs the lines through the sub-recipe: $1.03, with the cost per line', async () => {
    kitchen();
    open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    // Worked out in test-fixtures.ts: 0.625 + 0.1875 + 0.026455 + 0.1875 = 1.026455.
    await waitFor(() => expect(screen.getByLabelText('Cost $1.03')).toBeTruthy());
    const rows = within(modal()).getByRole('list', { name: 'Recipe ingredients' });
    const oil = within(rows).getByRole('listitem', { name: 'Olive Oil' });
    expect(within(oil).getByLabelText('Line cost').textContent).toBe('$0.63');
    const sub = within(modal()).getByRole('listitem', { name: 'Herb Oil' });
    expect(within(sub).getByLabelText('Line cost').textContent).toBe('$0.19');
  });

  it('names the conversion a line lacks and saves it on the ingredient, which costs the line', async () => {
    // Stateful: the ingredient as saved is what the next reads answer.
    let oil: TIngredient = OIL;
    const server = kitchen({
      'GET /api/ingredients/11': () => json(oil),
      'GET /api/recipes/1/tree': () =>
        json(recipeGraph(1, [VINAIGRETTE, HERB_OIL], [oil, VINEGAR, SALT, PARSLEY, BUTTER])),
      'POST /api/ingredients': (request) => {
        const body = JSON.parse(request.body ?? '{}') as TIngredient;
        oil = { ...oil, conversions: body.conversions.map((c, i) => ({ ...c, id: i + 1 })) };
        return json(oil);
      },
    });
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    const line = await within(modal()).findByRole('listitem', { name: 'Olive Oil' });
    // The units it can be costed in come first: the volumes (it is bought by the gallon).
    const units = within(line).getByLabelText('Units');
    await waitFor(() => expect(units.querySelector('optgroup')?.getAttribute('label')).toBe('Can be costed'));
    expect([...units.querySelectorAll('optgroup')].map((g) => [g.label, g.children.length])).toEqual([
      ['Can be costed', 9],
      ['Needs a conversion', 8],
    ]);

    await user.selectOptions(units, 'Each');
    // Without the oil: 0.1875 + 0.026455 + 0.1875 = 0.401455 → a lower bound of $0.40.
    expect(await within(modal()).findByLabelText('Cost ≥ $0.40 · 1 line not costed')).toBeTruthy();
    expect(
      within(line).getByText('Needs a conversion: 1 Each of Olive Oil = ? Cup (it is costed per Gallon)'),
    ).toBeTruthy();

    await user.type(within(line).getByLabelText('Cup in 1 Each of Olive Oil'), '2');
    await user.click(within(line).getByRole('button', { name: 'Save conversion' }));
    // The ingredient, read fresh, goes back whole with the conversion appended.
    await waitFor(() => expect(posted(server, 'POST', '/api/ingredients')).toHaveLength(1));
    const [body] = posted(server, 'POST', '/api/ingredients');
    expect(body).toMatchObject({ id: 11, name: 'Olive Oil', cost: 20, costUnits: 'Gallon' });
    expect(body.conversions).toEqual([
      { quantityStart: 1, unitsStart: 'Each', quantityEnd: 2, unitsEnd: 'Cup' },
    ]);
    // 1/2 Each = 1 Cup = 1/16 Gallon × $20 = $1.25; + 0.401455 = $1.651455 → $1.65.
    expect(await within(modal()).findByLabelText('Cost $1.65')).toBeTruthy();
    expect(within(line).getByLabelText('Line cost').textContent).toBe('$1.25');
  });

  it('clears "two of the same ingredient" from a line once the other line changes', async () => {
    kitchen();
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    const lines = () =>
      within(within(modal()).getByRole('list', { name: 'Recipe ingredients' })).getAllByRole('listitem');
    await within(modal()).findByRole('listitem', { name: 'Kosher Salt' });
    // Make the salt line a second olive oil, then try to save.
    const salt = lines()[2];
    await user.clear(within(salt).getByRole('combobox', { name: 'Ingredient' }));
    await user.type(within(salt).getByRole('combobox', { name: 'Ingredient' }), 'Olive');
    await user.click(await screen.findByRole('option', { name: 'Olive Oil' }));
    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Editing' }));
    expect(within(lines()[2]).getByText(MSG.duplicateIngredient)).toBeTruthy();
    // The chef changes the first oil line instead: the third is no longer a duplicate.
    const first = lines()[0];
    await user.clear(within(first).getByRole('combobox', { name: 'Ingredient' }));
    await user.type(within(first).getByRole('combobox', { name: 'Ingredient' }), 'Butter');
    await user.click(await screen.findByRole('option', { name: 'Butter' }));
    await waitFor(() => expect(within(modal()).queryByText(MSG.duplicateIngredient)).toBeNull());
  });

  it('scales every line and the nested sub-recipe, in best units and kitchen fractions', async () => {
    kitchen();
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await waitFor(() => expect(screen.getByLabelText('Cost $1.03')).toBeTruthy());
    await user.click(within(modal()).getByRole('button', { name: 'Scale' }));
    const scale = await screen.findByRole('dialog', { name: 'Scale' });
    const to = within(scale).getByLabelText('Scale to');
    await user.clear(to);
    await user.type(to, '1.3');

    // × 1.3: oil 0.65 Cup → 10.4/16, up to 11/16; vinegar 3.9 Tbs (under 1/4 Cup) → 3 15/16;
    // salt 1.3 tsp → 1 5/16 Teaspoons (plural above 1); herb oil 0.65 Cup of a 2 Cup batch →
    // parsley 4 oz × 0.325 = 1.3 Ounces (weights stay decimals).
    const root = within(scale).getByRole('article', { name: 'Vinaigrette' });
    const text = root.textContent ?? '';
    expect(text).toContain('11/16 Cup Olive Oil');
    expect(text).toContain('3 15/16 Tablespoons Red Wine Vinegar');
    expect(text).toContain('1 5/16 Teaspoons Kosher Salt');
    expect(text).toContain('Yield: 1 5/16 Cups');
    const nested = within(scale).getByRole('article', { name: 'Herb Oil' });
    expect(nested.textContent).toContain('1.3 Ounces Parsley');
    expect(nested.textContent).toContain('Sub-recipe of Vinaigrette');
  });

  it('shows the nutrients through the sub-recipe, for the batch and per yield unit', async () => {
    kitchen();
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await waitFor(() => expect(screen.getByLabelText('Cost $1.03')).toBeTruthy());
    await user.click(within(modal()).getByRole('button', { name: 'Nutrition' }));
    const nutrition = await screen.findByRole('dialog', { name: 'Nutrition' });
    // Parsley: 0.5 g protein per 1 oz; the herb oil batch has 4 oz → 2 g; a quarter batch → 0.5 g.
    const protein = within(nutrition).getByRole('row', { name: /Protein/ });
    expect(protein.textContent).toContain('0.50 g');
    // Vitamin C: 38 mg × 4 × 1/4 = 38 mg for the recipe's 1 Cup.
    const vitaminC = within(nutrition).getByRole('row', { name: /Vitamin C/ });
    expect(vitaminC.textContent).toContain('38.00 mg');
    expect(within(nutrition).getByRole('columnheader', { name: 'Per Cup' })).toBeTruthy();
    // Oil, vinegar and salt have no nutrient data: the figures are lower bounds, and they are named
    expect(protein.textContent).toContain('≥ 0.50 g');
    expect(vitaminC.textContent).toContain('≥ 38.00 mg');
    const gaps = within(nutrition).getByRole('list', { name: 'Lines without data' });
    expect(gaps.textContent).toContain('Protein: no data for Olive Oil, Red Wine Vinegar, Kosher Salt');
  });

  it('reads a saved recipe and its tree once each: no read per ingredient or sub-recipe', async () => {
    const server = kitchen();
    open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await waitFor(() => expect(screen.getByLabelText('Cost $1.03')).toBeTruthy());
    // (The pickers' option lists, GET /api/ingredients?… and /api/recipes?…, are not tree reads, nor
    // is the toolbar's cost-since figure: one read of the recipe, not of its lines.)
    const reads = server.requests
      .map((r) => r.path)
      .filter((path) => /^\/api\/\w+\/\d/.test(path) && !path.includes('/cost-since'));
    expect(reads.sort()).toEqual(['/api/recipes/1', '/api/recipes/1/tree']);
  });

  it('reads an ingredient added in the form on its own, and costs it: + 2 Ounces of butter = $1.53', async () => {
    const server = kitchen();
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await waitFor(() => expect(screen.getByLabelText('Cost $1.03')).toBeTruthy());
    await user.click(within(modal()).getByRole('button', { name: 'Add Ingredient' }));
    const line = within(modal()).getByRole('listitem', { name: 'Ingredient line 4' });
    await user.type(within(line).getByRole('combobox', { name: 'Ingredient' }), 'Butter');
    await user.click(await screen.findByRole('option', { name: 'Butter' }));
    const row = await within(modal()).findByRole('listitem', { name: 'Butter' });
    await user.type(within(row).getByLabelText(/^Quantity/), '2');
    await user.selectOptions(within(row).getByLabelText('Units'), 'Ounce');
    // Butter: $4 a Pound; 2 Ounces = 1/8 Pound = $0.50. 1.026455 + 0.5 = 1.526455 → $1.53.
    await waitFor(() => expect(screen.getByLabelText('Cost $1.53')).toBeTruthy());
    expect(server.calls('GET', '/api/ingredients/15')).toHaveLength(1);
    expect(server.calls('GET', '/api/ingredients/11')).toHaveLength(0);
  });
});

describe('RecipeModal: allergens through the tree, live', { timeout: 30_000 }, () => {
  const chips = () =>
    within(within(modal()).getByLabelText('Allergens', { selector: '[aria-label="Allergens"]' }))
      .getAllByText(/.+/)
      .map((c) => c.textContent);

  it('shows the unreviewed salt, then Milk as soon as a butter line is added', async () => {
    kitchen();
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    // Oil, vinegar and the herb oil's parsley were reviewed (none); nobody reviewed the salt.
    await waitFor(() => expect(chips()).toEqual(['allergens not reviewed (1)']));

    await user.click(within(modal()).getByRole('button', { name: 'Add Ingredient' }));
    const line = within(modal()).getByRole('listitem', { name: 'Ingredient line 4' });
    await user.type(within(line).getByRole('combobox', { name: 'Ingredient' }), 'Butter');
    await user.click(await screen.findByRole('option', { name: 'Butter' }));
    await waitFor(() => expect(chips()).toEqual(['Milk', 'allergens not reviewed (1)']));

    // Removing the salt leaves a recipe whose every ingredient was reviewed: Milk alone.
    await user.click(within(modal()).getByRole('button', { name: 'Remove Kosher Salt' }));
    await waitFor(() => expect(chips()).toEqual(['Milk']));
  });

  it('says "No major allergens" only when every ingredient was reviewed and none has one', async () => {
    kitchen();
    const { user } = open(1);
    await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await waitFor(() => expect(chips()).toEqual(['allergens not reviewed (1)']));
    await user.click(within(modal()).getByRole('button', { name: 'Remove Kosher Salt' }));
    await waitFor(() => expect(chips()).toEqual(['No major allergens']));
  });
});
