import { MSG, TARGET_FOOD_COST_MESSAGE } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/catalogue-support';
import { costUnchanged } from '../../test/cost-since-fixtures';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { CAESAR, harvestDinner, page, SHORT_RIB, SORBET } from '../../test/menu-fixtures';
import { setupUser } from '../../test/user-event';
import { MenuModal } from './MenuModal';

/** The kitchen of test-fixtures.ts behind a fake API (target 30 %); extra routes override. */
function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/kitchen/settings': () =>
      json({
        targetFoodCostPercent: 30,
        guaranteeDaysBefore: 3,
        measurementSystem: 'us',
        versionsToKeep: 50,
        onlyApprovedRecipesOnEvents: false,
        version: 4,
      }),
    'GET /api/menuItems': () => json(page([CAESAR, SHORT_RIB, SORBET])),
    'GET /api/menus/5': () => json(harvestDinner()),
    // One serving of each item: Caesar $3 + Short Rib $9.50, then and now.
    'GET /api/menus/5/cost-since': costUnchanged(12.5),
    ...extra,
  });
}

function open(menuId: number | null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(<MenuModal menuId={menuId} onClose={onClose} onSaved={onSaved} />);
  return { ...view, onClose, onSaved, user: setupUser() };
}

const modal = () => screen.getByRole('dialog', { name: /New Menu|Edit/ });
const field = (label: string) => within(modal()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const sectionRow = (name: string) =>
  within(within(modal()).getByRole('list', { name: 'Menu sections' })).getByRole('listitem', { name });
const sectionNames = () =>
  [...within(modal()).getByRole('list', { name: 'Menu sections' }).children].map((li) =>
    li.getAttribute('aria-label'),
  );

type User = ReturnType<typeof userEvent.setup>;

/** Picks a menu item in a row's picker by typing part of its name. */
async function pick(user: User, row: HTMLElement, name: string) {
  await user.type(within(row).getByRole('combobox', { name: 'Menu Item' }), name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }));
}

/** A figure shown under its caption ("Food cost" → "25.00%"), its rating and the rating in words. */
function figure(scope: HTMLElement, caption: string) {
  const output = within(scope).getByLabelText(caption);
  const chip = output.querySelector('[data-rating]');
  return {
    text: output.textContent,
    rating: chip?.getAttribute('data-rating') ?? null,
    words: chip?.getAttribute('title') ?? null,
  };
}

function posted(server: ReturnType<typeof fakeApi>, method = 'POST', path = '/api/menus') {
  return server.calls(method, path).map((r) => JSON.parse(r.body ?? 'null'));
}

describe('MenuModal: validation and sections (spec 4, 5)', { timeout: 30_000 }, () => {
  it('shows the spec 5 messages under the fields, and will not save without a name', async () => {
    const server = kitchen();
    const { user } = open(null);
    // The year defaults to the current year (spec 3).
    expect((field('Year') as HTMLSelectElement).value).toBe(String(new Date().getFullYear()));
    await user.click(within(modal()).getByRole('button', { name: 'Add Section' }));
    const section = sectionRow('Section 1');
    await user.type(within(section).getByLabelText('Price'), '12');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu' }));

    const warning = await screen.findByRole('dialog', { name: 'Warning: Menu progress will not be saved' });
    const missing = within(warning).getByRole('list', { name: 'Still missing' });
    expect(within(missing).getByText(MSG.nameRequired)).toBeTruthy();
    expect(MSG.nameRequired).toBe('Name is required');
    await user.click(within(warning).getByRole('button', { name: 'Continue Editing' }));

    expect(within(modal()).getByText('Name is required')).toBeTruthy();
    expect(within(section).getByText('Section name is required')).toBeTruthy();
    expect(within(section).getByText('Menu item is required')).toBeTruthy();
    expect(within(modal()).getByText(MSG.seasonRequired)).toBeTruthy();

    // An item with a menu item but no price asks for the price.
    await user.clear(within(section).getByLabelText('Price'));
    await pick(user, section, 'Caesar Salad');
    expect(await within(section).findByText('Menu item price is required')).toBeTruthy();
    expect(server.calls('POST', '/api/menus')).toHaveLength(0);
  });

  it('removing the last item of a section removes the section (spec 5)', async () => {
    kitchen();
    const { user } = open(5);
    await screen.findByRole('dialog', { name: 'Edit Harvest Dinner' });
    expect(sectionNames()).toEqual(['Starters', 'Mains']);
    const starters = sectionRow('Starters');
    await user.click(within(starters).getByRole('button', { name: 'Add Item to Starters' }));
    expect(within(starters).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(starters).getByRole('button', { name: 'Remove Item 2 of Starters' }));
    expect(within(starters).getAllByRole('listitem')).toHaveLength(1);
    expect(sectionNames()).toEqual(['Starters', 'Mains']);
    await user.click(within(starters).getByRole('button', { name: 'Remove Caesar Salad' }));
    expect(sectionNames()).toEqual(['Mains']);
  });
});

describe('MenuModal: food cost beside each price (spec 9)', { timeout: 30_000 }, () => {
  it('works out cost ÷ price live, coloured against the target, and the menu average', async () => {
    kitchen();
    const { user } = open(null);
    await user.type(field('Name'), 'Tasting');
    await user.click(within(modal()).getByRole('button', { name: 'Add Section' }));
    // Nothing chosen yet: no allergen claim at all (not "No major allergens").
    expect(within(modal()).queryByLabelText('Allergens')).toBeNull();
    const section = sectionRow('Section 1');
    await pick(user, section, 'Caesar Salad');
    const row = within(section).getByRole('listitem', { name: 'Caesar Salad' });
    expect(figure(row, 'Cost per serving').text).toBe('$3.00');
    expect(figure(row, 'Food cost').text).toBe('—');

    // $3.00 ÷ $12.00 = 25 %: at or under the 30 % target (green).
    await user.type(within(row).getByLabelText('Price'), '12');
    expect(figure(row, 'Food cost')).toEqual({
      text: '25.00%',
      rating: 'under',
      words: 'At or under the 30% target',
    });

    // A new price recolours at once: $3.00 ÷ $9.50 = 31.578… % → 31.58 %, within 5 points (amber).
    await user.clear(within(row).getByLabelText('Price'));
    await user.type(within(row).getByLabelText('Price'), '9.5');
    expect(figure(row, 'Food cost')).toMatchObject({ text: '31.58%', rating: 'near' });

    // Short Rib: at least $9.50 (a line cannot be costed); $9.50 ÷ $25 = at least 38 % (over 35: red
    // whatever the rest costs).
    await user.click(within(section).getByRole('button', { name: 'Add Item to Section 1' }));
    const second = within(section).getByRole('listitem', { name: 'Item 2 of Section 1' });
    await pick(user, second, 'Short Rib');
    const rib = within(section).getByRole('listitem', { name: 'Short Rib' });
    await user.type(within(rib).getByLabelText('Price'), '25');
    expect(figure(rib, 'Cost per serving').text).toBe('≥ $9.50');
    expect(figure(rib, 'Food cost')).toMatchObject({ text: '≥ 38.00%', rating: 'over' });

    // Its cost is not known, so it is not averaged: the menu's average is the Caesar's 31.58 %, not
    // (31.578947 + 38) ÷ 2 = 34.79 %.
    expect(figure(modal(), 'Average food cost').text).toBe('31.58%');
    // At $95, "at least 10 %" could be under the target or not: no colour, no claim.
    await user.clear(within(rib).getByLabelText('Price'));
    await user.type(within(rib).getByLabelText('Price'), '95');
    expect(figure(rib, 'Food cost')).toMatchObject({ text: '≥ 10.00%', rating: null });
    // The menu's allergens: Caesar's and Short Rib's, and Short Rib's unreviewed ingredient.
    const allergens = within(modal()).getAllByLabelText('Allergens')[0];
    for (const label of ['Milk', 'Eggs', 'Wheat', 'Fish'])
      expect(within(allergens).getByText(label)).toBeTruthy();
    expect(within(allergens).getByText('allergens not reviewed (1)')).toBeTruthy();
  });

  it('a new target recolours the figures and is saved for the kitchen', async () => {
    const server = kitchen({
      // The server answers every setting: the one sent, the others as stored.
      'PUT /api/kitchen/settings': (request) =>
        json({
          guaranteeDaysBefore: 3,
          measurementSystem: 'us',
          versionsToKeep: 50,
          onlyApprovedRecipesOnEvents: false,
          ...JSON.parse(request.body ?? '{}'),
          version: 5,
        }),
    });
    const { user } = open(5);
    await screen.findByRole('dialog', { name: 'Edit Harvest Dinner' });
    const caesar = within(sectionRow('Starters')).getByRole('listitem', { name: 'Caesar Salad' });
    expect(figure(caesar, 'Food cost')).toMatchObject({ text: '25.00%', rating: 'under' });
    const target = field('Target food cost');
    // The kitchen's settings are a chef's: the field opens once the role is read.
    await waitFor(() => expect((target as HTMLInputElement).disabled).toBe(false));
    // Below core's range (1 to 100): said under the field; Enter puts the saved target back.
    await user.clear(target);
    await user.type(target, '0');
    expect(within(modal()).getByText(TARGET_FOOD_COST_MESSAGE)).toBeTruthy();
    await user.type(target, '{Enter}');
    expect((target as HTMLInputElement).value).toBe('30');
    expect(server.calls('PUT', '/api/kitchen/settings')).toHaveLength(0);
    await user.clear(target);
    await user.type(target, '22{Enter}');
    // 25 % against a 22 % target: within 5 points above it.
    expect(figure(caesar, 'Food cost')).toMatchObject({ text: '25.00%', rating: 'near' });
    await waitFor(() =>
      expect(posted(server, 'PUT', '/api/kitchen/settings')).toEqual([
        { targetFoodCostPercent: 22, version: 4 },
      ]),
    );
  });
});

describe('MenuModal: saving (spec 4, 8)', { timeout: 30_000 }, () => {
  it('saves a complete menu at once: POST with sections and items in order, 201 → snackbar', async () => {
    const saved = harvestDinner({ id: 9, name: 'Tasting' });
    const server = kitchen({ 'POST /api/menus': () => json(saved, 201) });
    const { user, onSaved, onClose } = open(null);
    await user.type(field('Name'), 'Tasting');
    await user.selectOptions(field('Season'), 'Winter');
    await user.selectOptions(field('Year'), '2027');
    await user.click(within(modal()).getByRole('button', { name: 'Add Section' }));
    const section = sectionRow('Section 1');
    await user.type(within(section).getByLabelText(/^Section Name/), 'Desserts');
    const dessert = sectionRow('Desserts');
    await pick(user, dessert, 'Lemon Sorbet');
    await user.type(within(dessert).getByLabelText('Price'), '8.5');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu' }));

    expect(await screen.findByText('Menu saved successfully')).toBeTruthy();
    expect(posted(server)).toEqual([
      {
        name: 'Tasting',
        season: 'Winter',
        year: 2027,
        menuSections: [{ name: 'Desserts', menuSectionItems: [{ menuItem: { id: 33 }, price: 8.5 }] }],
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved, true);
    expect(onClose).toHaveBeenCalled();
  });

  it('a failed create shows "Error: The Menu was not saved" with the server message and the snackbar', async () => {
    kitchen({ 'POST /api/menus': () => apiError(400, 'Bad Request', 'Menu item 99 does not exist.') });
    const { user, onClose } = open(null);
    await user.type(field('Name'), 'Tasting');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu' }));
    const warning = await screen.findByRole('dialog', {
      name: "Warning: This Menu is still considered a 'work in progess'",
    });
    await user.click(within(warning).getByRole('button', { name: 'Save Progress' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: The Menu was not saved' });
    expect(within(failed).getByText('Menu item 99 does not exist.')).toBeTruthy();
    expect(await screen.findByText('Menu not saved')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Continue Editing' }));
    expect(screen.queryByRole('dialog', { name: 'Error: The Menu was not saved' })).toBeNull();
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Error: The Menu was not saved' })).getByRole(
        'button',
        {
          name: 'Close Anyway',
        },
      ),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a stale update (409) says the Menu was not updated and offers to reload it', async () => {
    let reads = 0;
    const server = kitchen({
      'GET /api/menus/5': () => {
        reads += 1;
        return json(reads === 1 ? harvestDinner() : harvestDinner({ version: 4, name: 'Harvest Supper' }));
      },
      'PUT /api/menus/5': () =>
        apiError(
          409,
          'Conflict',
          'Harvest Dinner was changed by someone else: reload it to see their changes.',
        ),
    });
    const { user } = open(5);
    await screen.findByRole('dialog', { name: 'Edit Harvest Dinner' });
    const rib = within(sectionRow('Mains')).getByRole('listitem', { name: 'Short Rib' });
    await user.clear(within(rib).getByLabelText('Price'));
    await user.type(within(rib).getByLabelText('Price'), '28');
    await user.click(within(modal()).getByRole('button', { name: 'Save Menu' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: The Menu was not updated' });
    expect(
      within(failed).getByText('Harvest Dinner was changed by someone else: reload it to see their changes.'),
    ).toBeTruthy();
    const [body] = posted(server, 'PUT', '/api/menus/5');
    expect(body.version).toBe(3);
    expect(body.menuSections.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual([
      [51, 'Starters'],
      [52, 'Mains'],
    ]);
    expect(body.menuSections[1].menuSectionItems).toEqual([{ id: 502, menuItem: { id: 32 }, price: 28 }]);

    await user.click(within(failed).getByRole('button', { name: 'Reload Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Harvest Supper' })).toBeTruthy();
    expect((field('Name') as HTMLInputElement).value).toBe('Harvest Supper');
  });
});
