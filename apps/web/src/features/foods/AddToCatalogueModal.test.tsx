import { MSG, type TFood, type TUnit } from '@brigade/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ingredientReply, pageOf, renderWithProviders, vendorReply } from '../../test/catalogue-support';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { setVendorInScope } from '../vendors/vendor-scope';
import { AddToCatalogueModal } from './AddToCatalogueModal';
import { BUTTER } from './test-fixtures';

const VENDORS = [vendorReply(3, 'Sysco', 2), vendorReply(4, 'Hudson Valley Dairy', 0)];

function open(
  options: {
    serving?: { size: number; units: TUnit };
    routes?: Parameters<typeof fakeApi>[0];
    food?: TFood;
  } = {},
) {
  const server = fakeApi({ 'GET /api/vendors': () => json(pageOf(VENDORS)), ...options.routes });
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithProviders(
    <AddToCatalogueModal
      food={options.food ?? BUTTER}
      serving={options.serving ?? { size: 100, units: 'Gram' }}
      onClose={onClose}
      onAdded={onAdded}
    />,
  );
  return { server, onClose, onAdded, user: setupUser() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add To Catalogue' });
/** The field of this label; a required field's label ends with an asterisk. */
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const value = (label: string) => (field(label) as HTMLInputElement | HTMLSelectElement).value;
const posted = (server: ReturnType<typeof fakeApi>) =>
  server.calls('POST', '/api/ingredients/food').map((r) => JSON.parse(r.body ?? 'null'));

async function fillCost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Cost'), '4.5');
  await user.selectOptions(field('Cost Units'), 'Pound');
}

describe('Add To Catalogue modal (spec 2, 5, 8)', () => {
  it("shows the item's name and starts from the portion's serving, the vendor in scope and the food's group", async () => {
    setVendorInScope({ id: 4, name: 'Hudson Valley Dairy' });
    open({ serving: { size: 1, units: 'Tablespoon' } });
    expect(within(dialog()).getByText('Butter, salted')).toBeTruthy();
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    expect([value('Serving Size'), value('Serving Units'), value('Vendor'), value('Category')]).toEqual([
      '1',
      'Tablespoon',
      '4',
      'Dairy and Egg Products',
    ]);
    // Spec 3: a cost amount is 1 unless said otherwise ($4.50 per 1 Pound), as in the ingredient modal.
    expect([value('Cost'), value('Cost Amount'), value('Cost Units')]).toEqual(['', '1', '']);
  });

  it('lists every catalogue message of spec 5 and posts nothing', async () => {
    const { server, user } = open();
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await user.clear(field('Serving Size'));
    await user.selectOptions(field('Serving Units'), '');
    await user.selectOptions(field('Category'), '');
    await user.clear(field('Cost Amount'));
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    // Spec 5's texts, written out: each under its field.
    for (const [label, message] of [
      ['Serving Size', 'Ingredient serving size is required'],
      ['Serving Units', 'Ingredient serving units are required'],
      ['Cost', 'Ingredient cost is required'],
      ['Cost Amount', 'Ingredient cost amount required'],
      ['Cost Units', 'Ingredient cost units required'],
      ['Vendor', 'Vendor is required'],
      ['Category', 'Category is required'],
    ]) {
      const described = field(label).getAttribute('aria-describedby') ?? '';
      const helper = described.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(helper, label).toContain(message);
    }
    expect(field('Cost').getAttribute('aria-invalid')).toBe('true');
    expect(posted(server)).toEqual([]);

    // A message goes as soon as its field is right.
    await user.type(field('Cost'), '4.5');
    await waitFor(() => expect(within(dialog()).queryByText(MSG.catalogueCostRequired)).toBeNull());
  });

  it('clears a negative cost as it is typed (spec 5)', async () => {
    const { user } = open();
    await user.type(field('Cost'), '-3');
    expect(value('Cost')).toBe('');
    await user.type(field('Cost'), '3');
    expect(value('Cost')).toBe('3');
  });

  it("posts the catalogue fields with the food's fdcId, then says 'Awesome! … was added successfully!'", async () => {
    const added = ingredientReply({ id: 41, name: 'Butter, salted', food: { fdcId: 1001 } });
    const { server, user, onAdded } = open({
      serving: { size: 1, units: 'Tablespoon' },
      routes: { 'POST /api/ingredients/food': () => json(added, 201) },
    });
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    expect(await screen.findByText('Awesome! Butter, salted was added successfully!')).toBeTruthy();
    expect(posted(server)).toEqual([
      {
        servingSize: 1,
        servingUnits: 'Tablespoon',
        cost: 4.5,
        costAmount: 1,
        costUnits: 'Pound',
        // butter has no refuse in SR28: all of it is edible
        yieldPercent: 100,
        vendor: { id: 3 },
        category: 'Dairy and Egg Products',
        // Core's proposal for butter, confirmed by saving.
        allergens: ['MILK'],
        food: { fdcId: 1001 },
      },
    ]);
    expect(onAdded).toHaveBeenCalledWith(added);
  });

  it("proposes 100 − the food's refuse % as the yield, and posts the chef's figure", async () => {
    const added = ingredientReply({ id: 42, name: 'Onions, raw', food: { fdcId: 11282 } });
    // SR28 11282 Onions, raw: 10 % refuse (stem ends, sprouts and defects) → 90 % edible
    const onion = { ...BUTTER, fdcId: 11282, description: 'Onions, raw', refusePercent: 10 };
    const { server, user } = open({
      food: onion,
      routes: { 'POST /api/ingredients/food': () => json(added, 201) },
    });
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    expect(value('Yield %')).toBe('90');
    expect(within(dialog()).getByText('USDA: 10 % refuse, so 90 % is edible.')).toBeTruthy();
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.clear(field('Yield %'));
    await user.type(field('Yield %'), '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    expect(
      await within(dialog()).findByText('Please enter a yield above 0 % and at most 100 %'),
    ).toBeTruthy();
    expect(posted(server)).toEqual([]);
    await user.clear(field('Yield %'));
    await user.type(field('Yield %'), '88');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0].yieldPercent).toBe(88);
  });

  it('keeps the success message 4000 ms (spec 9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const added = ingredientReply({ id: 41, name: 'Butter, salted', food: { fdcId: 1001 } });
    const { user } = open({ routes: { 'POST /api/ingredients/food': () => json(added, 201) } });
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    const text = 'Awesome! Butter, salted was added successfully!';
    await screen.findByText(text);
    await act(() => vi.advanceTimersByTimeAsync(3800));
    expect(screen.queryByText(text)).not.toBeNull();
    // Then it goes (after its 195 ms exit transition), well before a longer auto-hide would end.
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull(), { timeout: 500 });
  });

  it("refuses a serving the food cannot weigh with the message of core's copy rule, and posts nothing", async () => {
    const added = ingredientReply({ id: 41, name: 'Butter, salted', servingSize: 2, servingUnits: 'Cup' });
    const { server, user } = open({
      serving: { size: 2, units: 'Each' },
      routes: { 'POST /api/ingredients/food': () => json(added, 201) },
    });
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    // Butter's portions give Tablespoon (14.2 g) and Cup (227 g); no Each.
    const message =
      '2 Each of Butter, salted cannot be weighed: choose a weight unit or one of its portions ' +
      '(Tablespoon, Cup), or add a conversion to grams.';
    expect(await within(dialog()).findByText(message)).toBeTruthy();
    expect(field('Serving Units').getAttribute('aria-invalid')).toBe('true');
    expect(posted(server)).toEqual([]);

    // A unit the food's portions weigh goes through.
    await user.selectOptions(field('Serving Units'), 'Cup');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({ servingSize: 2, servingUnits: 'Cup' });
  });

  it("shows the server's message in a snackbar and under its field, and stays open", async () => {
    const message = 'Please enter a value greater than $0.00';
    const { user, onAdded } = open({
      serving: { size: 1, units: 'Tablespoon' },
      routes: {
        'POST /api/ingredients/food': () =>
          apiError(400, 'Bad Request', message, [{ field: 'cost', message }]),
      },
    });
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    // The snackbar is outside the modal (hidden from assistive technology while the modal is open).
    const snack = await screen.findByRole('alert', { hidden: true });
    expect(snack.textContent).toContain(message);
    expect(within(dialog()).getByText(message)).toBeTruthy();
    expect(field('Cost').getAttribute('aria-invalid')).toBe('true');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("repeats an error of no field inside the dialog (another kitchen's vendor: 404)", async () => {
    const { user } = open({
      routes: {
        'POST /api/ingredients/food': () => apiError(404, 'Not Found', 'This vendor does not exist.'),
      },
    });
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('This vendor does not exist.');
    const alerts = await screen.findAllByRole('alert', { hidden: true });
    expect(alerts.map((a) => a.textContent)).toEqual([
      'This vendor does not exist.',
      'This vendor does not exist.',
    ]);
  });
});

describe('Add To Catalogue modal: allergens proposed for the chef to check', () => {
  const allergensBox = () => within(dialog()).getByRole('group', { name: 'Allergens' });
  const box = (label: string) =>
    within(allergensBox()).getByRole('checkbox', { name: label }) as HTMLInputElement;
  const ticked = () =>
    (within(allergensBox()).getAllByRole('checkbox') as HTMLInputElement[])
      .filter((b) => b.checked)
      .map((b) => b.labels?.[0]?.textContent);

  async function addIt(user: ReturnType<typeof userEvent.setup>) {
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await fillCost(user);
    await user.selectOptions(field('Vendor'), 'Sysco');
    await user.click(within(dialog()).getByRole('button', { name: 'Add to Catalogue' }));
  }

  it("ticks core's proposal for the food (butter: Milk), and sends what the chef leaves ticked", async () => {
    const added = ingredientReply({ id: 41, name: 'Butter, salted', food: { fdcId: 1001 } });
    const { server, user } = open({
      serving: { size: 1, units: 'Tablespoon' },
      routes: { 'POST /api/ingredients/food': () => json(added, 201) },
    });
    expect(ticked()).toEqual(['Milk']);
    expect(within(allergensBox()).getByText(/Proposed from the food's name and group/)).toBeTruthy();
    // The chef knows this butter is cultured with a soy lecithin: they add Soy.
    await user.click(box('Soy'));
    await addIt(user);
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0].allergens).toEqual(['MILK', 'SOY']);
  });

  it('the chef may say it contains none: the proposal goes and [] is sent', async () => {
    const { server, user } = open({
      serving: { size: 1, units: 'Tablespoon' },
      routes: { 'POST /api/ingredients/food': () => json(ingredientReply({ id: 41 }), 201) },
    });
    await user.click(box('Reviewed — contains none of these'));
    expect(ticked()).toEqual(['Reviewed — contains none of these']);
    await addIt(user);
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0].allergens).toEqual([]);
  });

  it('a food with nothing proposed stays "not reviewed" (null), not "none"', async () => {
    // SR28 2047 Salt, table: no allergen word, and its group names none.
    const salt: TFood = {
      ...BUTTER,
      fdcId: 2047,
      description: 'Salt, table',
      categoryName: 'Spices and Herbs',
      foodPortions: [{ amount: 1, measureName: 'tsp', modifier: null, gramWeight: 6 }],
    };
    const { server, user } = open({
      food: salt,
      serving: { size: 1, units: 'Teaspoon' },
      routes: { 'POST /api/ingredients/food': () => json(ingredientReply({ id: 42 }), 201) },
    });
    expect(ticked()).toEqual([]);
    expect(within(allergensBox()).getByText('Not reviewed yet')).toBeTruthy();
    await addIt(user);
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0].allergens).toBeNull();
  });
});
