import { deletedReply, type TMenuListItem } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { stubListLayout } from '../../components/item-list/test-layout';
import { apiError, fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { harvestDinner, menuRow, page } from '../../test/menu-fixtures';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

stubListLayout();
afterEach(() => queryClient.clear());

const query = (request: RecordedRequest) => new URL(request.path, 'http://localhost').searchParams;

/**
 * A kitchen whose menu list follows what was saved and deleted (by name prefix, like the server).
 * Page 0 holds the first two menus by name, page 1 (the last) the rest.
 */
function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  const menus: TMenuListItem[] = [
    menuRow({
      id: 5,
      name: 'Harvest Dinner',
      numberOfSections: 2,
      numberOfItems: 5,
      averageFoodCostPercent: 31.5,
      allergens: ['MILK', 'WHEAT'],
    }),
    menuRow({ id: 6, name: 'Spring Brunch', season: 'Spring', year: 2027, valid: false, numberOfItems: 1 }),
    menuRow({ id: 7, name: 'Holiday Buffet', season: 'Winter', averageFoodCostPercent: 24 }),
  ];
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
    'GET /api/menus': (request) => {
      const q = query(request);
      const search = (q.get('searchText') ?? '').toLowerCase();
      const found = menus
        .filter((m) => m.name.toLowerCase().startsWith(search))
        .sort((a, b) => a.name.localeCompare(b.name));
      const number = Number(q.get('page') ?? 0);
      return json(page(found.slice(number * 2, number * 2 + 2), number, number * 2 + 2 >= found.length));
    },
    'POST /api/menus': (request) => {
      const body = JSON.parse(request.body ?? '{}');
      const saved = harvestDinner({ id: 20 + menus.length, name: body.name, menuSections: [], valid: false });
      menus.push(menuRow({ id: saved.id, name: saved.name, valid: false }));
      return json(saved, 201);
    },
    'DELETE /api/menus/6': () => {
      menus.splice(
        menus.findIndex((m) => m.id === 6),
        1,
      );
      return json(deletedReply('Spring Brunch'));
    },
    'DELETE /api/menus/5': () =>
      apiError(
        409,
        'Menu in use',
        'Harvest Dinner is on the event Smith Wedding. Remove it from the event first.',
      ),
    ...extra,
  });
}

function openPage() {
  const view = renderApp('/portal/chef/menus', { signedInAs: 'chef@example.com' });
  return { ...view, user: setupUser() };
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

// Whole-app renders with lazy screens: slower than a component test, above all on a busy machine.
describe('menus list (spec 2, 4, 8)', { timeout: 60_000 }, () => {
  it('shows each menu with season and year, counts, completeness, average food cost and allergens', async () => {
    const server = kitchen();
    openPage();
    const harvest = await card('Harvest Dinner');
    expect(screen.getByRole('heading', { level: 1, name: 'Menus' })).toBeTruthy();
    expect(within(harvest).getByText('Fall 2026 · 2 sections · 5 items')).toBeTruthy();
    // 31.5 % is within 5 points above the 30 % target: "near".
    const average = within(harvest).getByLabelText('Avg. food cost');
    expect(average.textContent).toBe('31.50%');
    expect(within(average).getByText('31.50%').closest('[title]')?.getAttribute('title')).toBe(
      'Just over the 30% target',
    );
    expect(within(harvest).getByText('Milk')).toBeTruthy();
    expect(within(harvest).getByText('Wheat')).toBeTruthy();
    expect(within(harvest).getByRole('button', { name: 'Open Harvest Dinner' }).getAttribute('title')).toBe(
      'This item is complete!',
    );
    const brunch = await card('Spring Brunch');
    expect(within(brunch).getByText('Spring 2027 · 2 sections · 1 item')).toBeTruthy();
    expect(within(brunch).getByRole('button', { name: 'Open Spring Brunch' }).getAttribute('title')).toBe(
      'Hm, looks like this is still a work in progress',
    );

    // Pages append: page 1 (the last) brings the third menu, and paging stops there.
    expect(await card('Spring Brunch')).toBeTruthy();
    const holiday = await card('Holiday Buffet');
    const holidayAverage = within(holiday).getByLabelText('Avg. food cost');
    expect(holidayAverage.textContent).toBe('24.00%');
    expect(within(holidayAverage).getByText('24.00%').closest('[title]')?.getAttribute('title')).toBe(
      'At or under the 30% target',
    );
    // (StrictMode mounts twice, so a page may be asked for twice; never a page after the last.)
    const pages = () => new Set(server.calls('GET', '/api/menus').map((r) => query(r).get('page')));
    await waitFor(() => expect([...pages()]).toEqual(['0', '1']));
  });

  it('searches by name prefix after the pause: new text replaces the list', async () => {
    const server = kitchen();
    const { user } = openPage();
    await card('Harvest Dinner');
    await user.type(screen.getByRole('searchbox', { name: 'Search menus by name' }), 'sp');
    expect(await card('Spring Brunch')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Harvest Dinner' })).toBeNull());
    const searches = server.calls('GET', '/api/menus').map((r) => query(r).get('searchText'));
    // One search for the whole word typed (debounced), not one per letter.
    expect(searches.filter((s) => s !== null)).toEqual(['sp']);
  });

  it('a new menu joins the searched list only when its name starts with the search (spec 4)', async () => {
    kitchen();
    const { user } = openPage();
    await card('Harvest Dinner');
    await user.type(screen.getByRole('searchbox'), 'ho');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Harvest Dinner' })).toBeNull(), {
      timeout: 3000,
    });
    for (const name of ['Hot Pot Night', 'Summer Grill']) {
      await user.click(screen.getByRole('button', { name: 'Add Menus' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Menu' }, { timeout: 10_000 });
      await user.type(within(dialog).getByLabelText(/^Name/), name);
      await user.click(within(dialog).getByRole('button', { name: 'Save Menu' }));
      await user.click(await screen.findByRole('button', { name: 'Save Progress' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Menu' })).toBeNull());
    }
    expect(await card('Hot Pot Night')).toBeTruthy();
    expect(await card('Holiday Buffet')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Summer Grill' })).toBeNull();
  });

  it('deletes after confirmation; a refused delete shows the server header and message', async () => {
    const server = kitchen();
    const { user } = openPage();
    const brunch = await card('Spring Brunch');
    await user.click(within(brunch).getByRole('button', { name: 'Delete Spring Brunch' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete menu' });
    expect(dialog.textContent).toContain('Are you sure you want to delete menu Spring Brunch?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The server's header and message (spec 4).
    expect(await screen.findByRole('dialog', { name: 'Deleted' })).toBe(dialog);
    expect(within(dialog).getByText('Spring Brunch was deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spring Brunch' })).toBeNull());
    expect(server.calls('DELETE', '/api/menus/6')).toHaveLength(1);

    await user.click(
      within(await card('Harvest Dinner')).getByRole('button', { name: 'Delete Harvest Dinner' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('heading', { name: 'Menu in use' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Harvest Dinner is on the event Smith Wedding. Remove it from the event first.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oh, Ok' }));
    expect(await card('Harvest Dinner')).toBeTruthy();
  });

  it('a menu that cannot be loaded shows the error dialog with the response text (spec 8)', async () => {
    kitchen({ 'GET /api/menus/5': () => apiError(404, 'Not Found', 'There is no menu 5.') });
    const { user } = openPage();
    await user.click(
      within(await card('Harvest Dinner')).getByRole('button', { name: 'Open Harvest Dinner' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error: The Menu could not be loaded' });
    expect(within(dialog).getByText('There is no menu 5.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error: The Menu could not be loaded' })).toBeNull(),
    );
  });
});
