import { deletedReply, type TMenuItemListItem } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { VIEW_MODE_STORAGE_KEY } from '../../app/view-mode';
import { stubListLayout } from '../../components/item-list/test-layout';
import { apiError, fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { listRow, menuItemReply, page } from './test-fixtures';

stubListLayout();
afterEach(() => queryClient.clear());

const query = (request: RecordedRequest) => new URL(request.path, 'http://localhost').searchParams;

/**
 * A kitchen whose menu item list follows what was saved and deleted: name prefix search, pages of
 * two (so a third item needs a second page).
 */
function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  const items: TMenuItemListItem[] = [
    listRow({
      id: 1,
      name: 'Caesar Salad',
      courseType: 'Appetizer',
      costPerServing: 2.1,
      allergens: ['EGGS'],
    }),
    listRow({ id: 2, name: 'Tomato Bisque', costPerServing: 4.62, allergens: ['MILK'] }),
    listRow({
      id: 3,
      name: 'Tomato Tart',
      valid: false,
      costPerServing: 3.5,
      costComplete: false,
      allergensNotReviewed: ['Puff Pastry'],
    }),
  ];
  const server = fakeApi({
    'GET /api/menuItems': (request) => {
      const q = query(request);
      const search = (q.get('searchText') ?? '').toLowerCase();
      const number = Number(q.get('page') ?? 0);
      const found = items
        .filter((m) => m.name.toLowerCase().startsWith(search))
        .sort((a, b) => a.name.localeCompare(b.name));
      const slice = found.slice(number * 2, number * 2 + 2);
      return json(page(slice, number, number * 2 + 2 >= found.length));
    },
    'POST /api/menuItems': (request) => {
      const body = JSON.parse(request.body ?? '{}');
      const saved = menuItemReply({ id: 10 + items.length, name: body.name, valid: false });
      items.push(listRow({ id: saved.id, name: saved.name, valid: false, costPerServing: 0 }));
      return json(saved, 201);
    },
    'DELETE /api/menuItems/1': () => {
      items.splice(
        items.findIndex((m) => m.id === 1),
        1,
      );
      return json(deletedReply('Caesar Salad'));
    },
    'DELETE /api/menuItems/2': () =>
      apiError(409, 'Menu item in use', 'Tomato Bisque is on these menus: Winter Lunch, Spring Dinner.'),
    'GET /api/recipes': () => json(page([])),
    ...extra,
  });
  return server;
}

function openPage() {
  const view = renderApp('/portal/chef/menuItems', { signedInAs: 'chef@example.com' });
  return { ...view, user: setupUser() };
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

// Whole-app renders with lazy screens: slower than a component test, above all on a busy machine.
describe('menu items list (spec 2, 4)', { timeout: 60_000 }, () => {
  it('lists menu items as cards with completeness, cost per serving and allergens; pages on', async () => {
    const server = kitchen();
    openPage();
    const caesar = await card('Caesar Salad');
    expect(screen.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search menu items by name' })).toBeTruthy();
    expect(within(caesar).getByText('Appetizer · $2.10 per serving')).toBeTruthy();
    expect(within(caesar).getByText('Eggs')).toBeTruthy();
    expect(within(caesar).getByRole('button', { name: 'Open Caesar Salad' }).getAttribute('title')).toBe(
      'This item is complete!',
    );

    // The third item comes with the second page (the card grid asks for it as it nears the end).
    const tart = await card('Tomato Tart');
    expect(within(tart).getByRole('button', { name: 'Open Tomato Tart' }).getAttribute('title')).toBe(
      'Hm, looks like this is still a work in progress',
    );
    // A line could not be costed: the cost is a lower bound; a missing review is not "none".
    expect(within(tart).getByText('Entrée · ≥ $3.50 per serving')).toBeTruthy();
    expect(within(tart).getByText('allergens not reviewed (1)')).toBeTruthy();
    // (StrictMode may ask twice for a page in development.)
    const pages = server.calls('GET', '/api/menuItems').map((r) => query(r).get('page'));
    expect([...new Set(pages)]).toEqual(['0', '1']);
  });

  it('a table shows the name, status icon, course, recipes, cost and allergens', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'table');
    kitchen();
    openPage();
    const table = await screen.findByRole('grid', { name: 'Menu Items' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Course', 'Number of Recipes', 'Cost per Serving', 'Allergens']);
    const bisque = (
      await within(table).findByRole('gridcell', { name: 'Tomato Bisque' })
    ).closest<HTMLElement>('[role="row"]')!;
    expect(within(bisque).getByRole('gridcell', { name: '$4.62' })).toBeTruthy();
    expect(within(bisque).getByText('Milk')).toBeTruthy();
  });

  it('searches by name after the pause; a new text replaces the list', async () => {
    const server = kitchen();
    const { user } = openPage();
    await card('Caesar Salad');
    await user.type(screen.getByRole('searchbox'), 'tom');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Caesar Salad' })).toBeNull(), {
      timeout: 3000,
    });
    expect(await card('Tomato Bisque')).toBeTruthy();
    expect(await card('Tomato Tart')).toBeTruthy();
    // Typing "tom" sent one search, after the 500 ms pause, not one per letter.
    const searches = server.calls('GET', '/api/menuItems').map((r) => query(r).get('searchText'));
    expect(searches.filter((s) => s)).toEqual(['tom']);
  });

  it('a new menu item joins the searched list only when its name starts with the text (spec 4)', async () => {
    kitchen();
    const { user } = openPage();
    await card('Caesar Salad');
    await user.type(screen.getByRole('searchbox'), 'tomato');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Caesar Salad' })).toBeNull(), {
      timeout: 3000,
    });

    for (const name of ['Tomato Salad', 'Green Tomato Relish']) {
      await user.click(screen.getByRole('button', { name: 'Add Menu Items' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Menu Item' }, { timeout: 10_000 });
      await user.type(within(dialog).getByLabelText(/^Name/), name);
      await user.click(within(dialog).getByRole('button', { name: 'Save Menu Item' }));
      await user.click(await screen.findByRole('button', { name: 'Save Progress' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Menu Item' })).toBeNull());
    }
    expect(await card('Tomato Salad')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Green Tomato Relish' })).toBeNull();
  });

  it('deletes after confirmation; a menu item on a menu is refused naming the menus', async () => {
    const server = kitchen();
    const { user } = openPage();
    const caesar = await card('Caesar Salad');
    await user.click(within(caesar).getByRole('button', { name: 'Delete Caesar Salad' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete menu item' });
    expect(within(dialog).getByText(/Are you sure you want to delete menu item/).textContent).toBe(
      'Are you sure you want to delete menu item Caesar Salad?',
    );
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Caesar Salad was deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Caesar Salad' })).toBeNull());
    expect(server.calls('DELETE', '/api/menuItems/1')).toHaveLength(1);

    await user.click(
      within(await card('Tomato Bisque')).getByRole('button', { name: 'Delete Tomato Bisque' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete menu item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('heading', { name: 'Menu item in use' })).toBeTruthy();
    expect(
      within(dialog).getByText('Tomato Bisque is on these menus: Winter Lunch, Spring Dinner.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oh, Ok' }));
    expect(await card('Tomato Bisque')).toBeTruthy();
  });
});
