import { MSG } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ingredientReply, renderWithProviders } from '../../test/catalogue-support';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { IngredientModal } from './IngredientModal';

const VENDORS = [
  { id: 3, name: 'Sysco' },
  { id: 4, name: 'Restaurant Depot' },
];
const NUTRIENTS = [
  { name: 'Protein', unitName: 'g' },
  { name: 'Total lipid (fat)', unitName: 'g' },
  { name: 'Vitamin C, total ascorbic acid', unitName: 'mg' },
  { name: 'Energy', unitName: 'kcal' },
];

function open(props: { ingredientId?: number; category?: string } = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <IngredientModal
      ingredientId={props.ingredientId}
      defaults={{ vendorId: 3, category: props.category }}
      vendors={VENDORS}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { ...view, onClose, onSaved, user: setupUser() };
}

const dialog = () => screen.getByRole('dialog', { name: /^(New Ingredient|Edit .*)$/ });
/** The field of this label; a required field's label ends with an asterisk. */
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));

async function fillComplete(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'All-purpose Flour');
  await user.selectOptions(field('Category'), 'Grains and Pasta');
  await user.type(field('Cost'), '20');
  await user.clear(field('Cost Amount'));
  await user.type(field('Cost Amount'), '50');
  await user.selectOptions(field('Cost Units'), 'Pound');
}

function posted(server: ReturnType<typeof fakeApi>) {
  return server.calls('POST', '/api/ingredients').map((r) => JSON.parse(r.body ?? 'null'));
}

describe('IngredientModal: Ingredient Details (spec 2, 5)', () => {
  it('starts a new ingredient with the vendor in scope, Miscellaneous Ingredients and cost amount 1', () => {
    fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    open();
    expect(screen.getByRole('dialog', { name: 'New Ingredient' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ingredient Details', selected: true })).toBeTruthy();
    expect((field('Vendor') as HTMLSelectElement).value).toBe('3');
    expect((field('Category') as HTMLSelectElement).value).toBe('Miscellaneous Ingredients');
    expect((field('Cost Amount') as HTMLInputElement).value).toBe('1');
  });

  it('shows every spec 5 message of the details and of a conversion row', async () => {
    const server = fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user } = open();
    await user.selectOptions(field('Category'), '');
    await user.selectOptions(field('Vendor'), '');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Conversion' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    // Below the save minimum: nothing is sent, and the warning says why (spec 4).
    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Ingredient progress will not be saved',
    });
    for (const text of [MSG.ingredientMustHaveName, MSG.ingredientMustHaveCategory, MSG.vendorRequired])
      expect(within(warning).getByText(text)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));

    for (const text of [
      MSG.ingredientNameRequired,
      MSG.categoryRequired,
      MSG.vendorRequired,
      MSG.costRequired,
      MSG.costUnitsRequired,
      MSG.startingQuantityRequired,
      MSG.startingUnitsRequired,
      MSG.endingQuantityRequired,
      MSG.endingUnitsRequired,
    ])
      expect(within(dialog()).getByText(text)).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/ingredients')).toHaveLength(0);
  });

  it('wants a cost above $0.00 and clears a negative cost as it is typed', async () => {
    fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user } = open();
    await user.type(field('Cost'), '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Editing' }));
    expect(within(dialog()).getByText(MSG.costGreaterThanZero)).toBeTruthy();

    await user.clear(field('Cost'));
    await user.type(field('Cost'), '-5');
    expect((field('Cost') as HTMLInputElement).value).toBe('');
    expect(within(dialog()).getByText(MSG.costRequired)).toBeTruthy();
  });

  it('shows the cost per unit as the cost is typed (spec 9: cost ÷ cost amount)', async () => {
    fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user } = open();
    await fillComplete(user);
    // $20 for 50 Pound → $0.40 per Pound.
    expect(within(dialog()).getByText('$0.40 per Pound')).toBeTruthy();
  });

  it('saves a complete ingredient with its conversion, says so for 4 s and hands the reply back', async () => {
    const reply = ingredientReply({
      conversions: [{ id: 1, quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
    });
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'POST /api/ingredients': () => json(reply, 201),
    });
    const { user, onSaved } = open();
    await fillComplete(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add Conversion' }));
    const row = within(dialog()).getByRole('group', { name: 'Conversion 1' });
    await user.type(within(row).getByLabelText('Starting quantity'), '1');
    await user.selectOptions(within(row).getByLabelText('Starting units'), 'Cup');
    await user.type(within(row).getByLabelText('Ending quantity'), '125');
    await user.selectOptions(within(row).getByLabelText('Ending units'), 'Gram');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(reply));
    expect(posted(server)).toEqual([
      {
        id: null,
        name: 'All-purpose Flour',
        category: 'Grains and Pasta',
        vendor: { id: 3 },
        cost: 20,
        costAmount: 50,
        costUnits: 'Pound',
        servingSize: null,
        servingUnits: null,
        // untouched: all of it edible
        yieldPercent: 100,
        conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
        ingredientNutrients: [],
        food: null,
        // Untouched: still not reviewed (null), not "none".
        allergens: null,
        // Both par boxes left blank: no par level.
        parLevel: null,
      },
    ]);
    // The snackbar (hidden from the accessibility tree while this test keeps the modal open).
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain(
      'Ingredient saved successfully',
    );
    expect(screen.queryByRole('dialog', { name: /Warning/ })).toBeNull();
  });

  it('edits the trim yield: above 0 % and at most 100 %, posted as a number', async () => {
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'POST /api/ingredients': () => json(ingredientReply({ yieldPercent: 90 }), 201),
    });
    const { user, onSaved } = open();
    await fillComplete(user);
    expect((field('Yield %') as HTMLInputElement).value).toBe('100');
    await user.clear(field('Yield %'));
    await user.type(field('Yield %'), '120');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    // 120 % cannot be saved: the warning names why, and the form keeps the figure to correct
    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Ingredient progress will not be saved',
    });
    expect(within(warning).getByText('Please enter a yield above 0 % and at most 100 %')).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Warning/ })).toBeNull());
    expect(posted(server)).toEqual([]);
    await user.clear(field('Yield %'));
    await user.type(field('Yield %'), '90');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(server)[0].yieldPercent).toBe(90);
  });

  it('removes a conversion row', async () => {
    fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user } = open();
    await user.click(within(dialog()).getByRole('button', { name: 'Add Conversion' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add Conversion' }));
    expect(within(dialog()).getAllByRole('group', { name: /^Conversion/ })).toHaveLength(2);
    await user.click(within(dialog()).getByRole('button', { name: 'Remove conversion 1' }));
    expect(within(dialog()).getAllByRole('group', { name: /^Conversion/ })).toHaveLength(1);
  });
});

describe('IngredientModal: conversions that disagree', () => {
  it('names two conversions more than 2 % apart, and updates as the chef corrects one', async () => {
    const stored = ingredientReply({
      conversions: [
        { id: 11, quantityStart: 1, unitsStart: 'Cup', quantityEnd: 200, unitsEnd: 'Gram' },
        { id: 12, quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 5, unitsEnd: 'Gram' },
      ],
    });
    fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () => json(stored),
    });
    const { user } = open({ ingredientId: 7 });
    // 1 tsp = 5 g makes a cup 48 × 5 = 240 g, 20 % more than 200 g; 1 cup = 200 g makes a tsp 4.166667 g
    const note = await screen.findByRole('note', { name: 'Conversions that disagree' });
    expect(note.textContent).toContain('1 Cup = 200 Grams and 1 Teaspoon = 5 Grams disagree by 20.00%');
    expect(note.textContent).toContain(
      'by the first, 1 Teaspoon = 4.166667 Grams; by the second, 1 Cup = 240 Grams',
    );
    // 1 tsp = 4.2 g (201.6 g a cup) is within 2 %: the note goes
    const teaspoon = within(dialog()).getByRole('group', { name: 'Conversion 2' });
    const ending = within(teaspoon).getByLabelText(/^Ending quantity/);
    await user.clear(ending);
    await user.type(ending, '4.2');
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Conversions that disagree' })).toBeNull());
  });
});

describe('IngredientModal: work in progress (spec 4, 8)', () => {
  it('offers Save Progress for a named, categorized ingredient without a cost, and saves it', async () => {
    const reply = ingredientReply({ cost: null, costUnits: null, valid: false });
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'POST /api/ingredients': () => json(reply, 201),
    });
    const { user, onSaved } = open();
    await user.type(field('Name'), 'Saffron');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    const warning = await screen.findByRole('dialog', {
      name: "Warning: This Ingredient is still considered a 'work in progess'",
    });
    expect(
      within(warning).getByText('The ingredient is not complete, but we can still save your progress.'),
    ).toBeTruthy();
    expect(within(warning).getByText(MSG.costRequired)).toBeTruthy();
    expect(within(warning).queryByRole('button', { name: 'Close Anyway' })).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'Save Progress' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(reply));
    expect(posted(server)).toHaveLength(1);
    expect(posted(server)[0]).toMatchObject({
      name: 'Saffron',
      category: 'Miscellaneous Ingredients',
      cost: null,
    });
  });

  it('Continue Editing keeps the form and sends nothing', async () => {
    const server = fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user, onClose } = open();
    await user.type(field('Name'), 'Saffron');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Warning/ })).toBeNull());
    expect((field('Name') as HTMLInputElement).value).toBe('Saffron');
    expect(onClose).not.toHaveBeenCalled();
    expect(server.calls('POST', '/api/ingredients')).toHaveLength(0);
  });

  it('warns when an edited, incomplete ingredient is closed; Close Anyway closes without saving', async () => {
    const server = fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user, onClose } = open();
    await user.type(field('Cost'), '3');
    await user.selectOptions(field('Category'), '');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));

    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Ingredient progress will not be saved',
    });
    expect(within(warning).getByText(MSG.ingredientMustHaveName)).toBeTruthy();
    expect(within(warning).getByText(MSG.ingredientMustHaveCategory)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Close Anyway' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls('POST', '/api/ingredients')).toHaveLength(0);
  });

  it('asks before Cancel throws a filled ingredient away: Keep Editing keeps it, Discard closes, nothing sent', async () => {
    const server = fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user, onClose } = open();
    await fillComplete(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((field('Name') as HTMLInputElement).value).toBe('All-purpose Flour');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.calls('POST', '/api/ingredients')).toHaveLength(0);
  });

  it('closes an untouched form at once', async () => {
    fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user, onClose } = open();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: /Warning/ })).toBeNull();
  });

  it('shows the save failure dialog with the server sentence and the error snackbar (spec 8)', async () => {
    const sentence = 'An ingredient named All-purpose Flour already exists in Grains and Pasta.';
    fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'POST /api/ingredients': () =>
        apiError(400, 'Bad Request', sentence, [{ field: 'name', message: sentence }]),
    });
    const { user, onSaved } = open();
    await fillComplete(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    const failure = await screen.findByRole('dialog', { name: 'Error: The Ingredient was not saved.' });
    expect(within(failure).getByText(sentence)).toBeTruthy();
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain(
      'Ingredient not saved',
    );
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error: The Ingredient was not saved.' })).toBeNull(),
    );
    // The form stays open with the message under the name.
    expect(within(dialog()).getByText(sentence)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('IngredientModal: Nutrition and editing', () => {
  it('picks nutrients from the pick list with fuzzy matching and saves them with their units', async () => {
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'POST /api/ingredients': () => json(ingredientReply(), 201),
    });
    const { user, onSaved } = open();
    await fillComplete(user);
    await user.click(screen.getByRole('tab', { name: 'Nutrition' }));
    await user.type(field('Serving Size'), '30');
    await user.selectOptions(field('Serving Units'), 'Gram');

    await user.click(within(dialog()).getByRole('button', { name: 'Add Nutrient' }));
    const first = within(dialog()).getByRole('group', { name: 'Nutrient 1' });
    await user.type(within(first).getByRole('combobox', { name: 'Nutrient' }), 'protien');
    await user.click(await screen.findByRole('option', { name: 'Protein (g)' }));
    await user.type(within(first).getByLabelText('Amount'), '3.3');

    await user.click(within(dialog()).getByRole('button', { name: 'Add Nutrient' }));
    const second = within(dialog()).getByRole('group', { name: 'Nutrient 2' });
    await user.type(within(second).getByRole('combobox', { name: 'Nutrient' }), 'vit c');
    await user.click(await screen.findByRole('option', { name: 'Vitamin C, total ascorbic acid (mg)' }));
    await user.type(within(second).getByLabelText('Amount'), '0');
    expect((within(second).getByLabelText('Units') as HTMLInputElement).value).toBe('mg');

    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(server)[0]).toMatchObject({
      servingSize: 30,
      servingUnits: 'Gram',
      ingredientNutrients: [
        { nutrient: 'Protein', amount: 3.3, units: 'g' },
        { nutrient: 'Vitamin C, total ascorbic acid', amount: 0, units: 'mg' },
      ],
    });
  });

  it('names the nutrient a row is missing and shows the Nutrition tab', async () => {
    const server = fakeApi({ 'GET /api/nutrients': () => json(NUTRIENTS) });
    const { user } = open();
    await fillComplete(user);
    await user.click(screen.getByRole('tab', { name: 'Nutrition' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add Nutrient' }));
    await user.click(screen.getByRole('tab', { name: 'Ingredient Details' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    const warning = await screen.findByRole('dialog', {
      name: 'Warning: Ingredient progress will not be saved',
    });
    expect(within(warning).getByText('Please choose a nutrient')).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));
    expect(screen.getByRole('tab', { name: 'Nutrition', selected: true })).toBeTruthy();
    expect(server.calls('POST', '/api/ingredients')).toHaveLength(0);
  });

  it('loads an ingredient to edit and saves it with its id', async () => {
    const stored = ingredientReply({
      conversions: [{ id: 11, quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
      ingredientNutrients: [{ id: 21, nutrient: 'Protein', amount: 3.3, units: 'g' }],
    });
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () => json(stored),
      'POST /api/ingredients': () => json({ ...stored, cost: 22 }),
    });
    const { user, onSaved } = open({ ingredientId: 7 });
    expect(await screen.findByRole('dialog', { name: 'Edit All-purpose Flour' })).toBeTruthy();
    expect((field('Cost') as HTMLInputElement).value).toBe('20');
    await user.clear(field('Cost'));
    await user.type(field('Cost'), '22');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(server)[0]).toMatchObject({
      id: 7,
      cost: 22,
      conversions: [{ id: 11, quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
      ingredientNutrients: [{ id: 21, nutrient: 'Protein', amount: 3.3, units: 'g' }],
    });
  });
});

describe('IngredientModal: allergens', () => {
  const allergensBox = () => within(dialog()).getByRole('group', { name: 'Allergens' });
  const box = (label: string) => within(allergensBox()).getByRole('checkbox', { name: label });

  it('shows an ingredient never reviewed as "Not reviewed yet", with no box ticked', async () => {
    fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () => json(ingredientReply({ allergens: null })),
    });
    open({ ingredientId: 7 });
    await screen.findByRole('dialog', { name: 'Edit All-purpose Flour' });
    expect(within(allergensBox()).getByText('Not reviewed yet')).toBeTruthy();
    const boxes = within(allergensBox()).getAllByRole('checkbox') as HTMLInputElement[];
    // The nine of core's list, then "none of these".
    expect(boxes.map((b) => b.labels?.[0]?.textContent)).toEqual([
      'Milk',
      'Eggs',
      'Wheat',
      'Soy',
      'Peanuts',
      'Tree Nuts',
      'Shellfish',
      'Fish',
      'Sesame',
      'Reviewed — contains none of these',
    ]);
    expect(boxes.filter((b) => b.checked)).toEqual([]);
  });

  it('sends the allergens ticked (wire values, in the list order) with the save', async () => {
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () => json(ingredientReply({ allergens: null })),
      'POST /api/ingredients': () => json(ingredientReply({ allergens: ['MILK', 'WHEAT'] })),
    });
    const { user, onSaved } = open({ ingredientId: 7 });
    await screen.findByRole('dialog', { name: 'Edit All-purpose Flour' });
    await user.click(box('Wheat'));
    await user.click(box('Milk'));
    expect(within(allergensBox()).getByText('Contains: Milk, Wheat')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(server)[0].allergens).toEqual(['MILK', 'WHEAT']);
  });

  it('"contains none" is its own claim: it sends [], clears the allergens, and unticking it is "not reviewed" again', async () => {
    const server = fakeApi({
      'GET /api/nutrients': () => json(NUTRIENTS),
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () => json(ingredientReply({ allergens: ['SOY'] })),
      'POST /api/ingredients': () => json(ingredientReply({ allergens: [] })),
    });
    const { user, onSaved } = open({ ingredientId: 7 });
    await screen.findByRole('dialog', { name: 'Edit All-purpose Flour' });
    expect((box('Soy') as HTMLInputElement).checked).toBe(true);

    // Clearing the last allergen does not claim "none".
    await user.click(box('Soy'));
    expect(within(allergensBox()).getByText('Not reviewed yet')).toBeTruthy();
    await user.click(box('Reviewed — contains none of these'));
    expect(within(allergensBox()).getByText('Reviewed: none of the major allergens')).toBeTruthy();
    // Ticking an allergen takes "none" back.
    await user.click(box('Sesame'));
    expect((box('Reviewed — contains none of these') as HTMLInputElement).checked).toBe(false);
    await user.click(box('Reviewed — contains none of these'));
    expect((box('Sesame') as HTMLInputElement).checked).toBe(false);

    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(server)[0].allergens).toEqual([]);
  });
});
