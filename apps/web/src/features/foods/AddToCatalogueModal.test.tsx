import { MSG, type TUnit } from '@brigade/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { ingredientReply, pageOf, renderWithProviders, vendorReply } from '../ingredients/test-support';
import { setVendorInScope } from '../vendors/vendor-scope';
import { AddToCatalogueModal } from './AddToCatalogueModal';
import { BUTTER_SUMMARY } from './test-fixtures';

const VENDORS = [vendorReply(3, 'Sysco', 2), vendorReply(4, 'Hudson Valley Dairy', 0)];

function open(
  options: { serving?: { size: number; units: TUnit }; routes?: Parameters<typeof fakeApi>[0] } = {},
) {
  const server = fakeApi({ 'GET /api/vendors': () => json(pageOf(VENDORS)), ...options.routes });
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithProviders(
    <AddToCatalogueModal
      food={BUTTER_SUMMARY}
      serving={options.serving ?? { size: 100, units: 'Gram' }}
      onClose={onClose}
      onAdded={onAdded}
    />,
  );
  return { server, onClose, onAdded, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add To Catalogue' });
/** The field of this label; a required field's label ends with an asterisk. */
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const value = (label: string) => (field(label) as HTMLInputElement | HTMLSelectElement).value;
const posted = (server: ReturnType<typeof fakeApi>) =>
  server.calls('POST', '/api/ingredients/food').map((r) => JSON.parse(r.body ?? 'null'));

async function fillCost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Cost'), '4.5');
  await user.type(field('Cost Amount'), '1');
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
    expect([value('Cost'), value('Cost Amount'), value('Cost Units')]).toEqual(['', '', '']);
  });

  it('lists every catalogue message of spec 5 and posts nothing', async () => {
    const { server, user } = open();
    await waitFor(() => expect(within(field('Vendor')).getAllByRole('option')).toHaveLength(3));
    await user.clear(field('Serving Size'));
    await user.selectOptions(field('Serving Units'), '');
    await user.selectOptions(field('Category'), '');
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
        vendor: { id: 3 },
        category: 'Dairy and Egg Products',
        food: { fdcId: 1001 },
      },
    ]);
    expect(onAdded).toHaveBeenCalledWith(added);
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

  it("shows the server's message in a snackbar and under its field, and stays open", async () => {
    const message = '1 Slice of Butter, salted cannot be weighed: choose a weight unit.';
    const { user, onAdded } = open({
      serving: { size: 1, units: 'Slice' },
      routes: {
        'POST /api/ingredients/food': () =>
          apiError(400, 'Bad Request', message, [{ field: 'servingUnits', message }]),
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
    expect(field('Serving Units').getAttribute('aria-invalid')).toBe('true');
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
