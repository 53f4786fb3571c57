import { deletedReply } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { VIEW_MODE_STORAGE_KEY } from '../../app/view-mode';
import { stubListLayout } from '../../components/item-list/test-layout';
import { ingredientReply, pageOf, vendorReply } from '../../test/catalogue-support';
import { fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { VENDOR_SCOPE_STORAGE_KEY } from '../vendors/vendor-scope';
import { INGREDIENT_LIST_STORAGE_KEY } from './list-state';

stubListLayout();
afterEach(() => queryClient.clear());

const SYSCO = vendorReply(3, 'Sysco', 2);
// Flour's allergens were reviewed (Wheat); nobody reviewed the butter's yet.
const FLOUR = { ...ingredientReply({ allergens: ['WHEAT'] }), numberOfConversions: 1, numberOfNutrients: 2 };
const BUTTER = {
  ...ingredientReply({
    id: 8,
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: null,
    costUnits: null,
    valid: false,
  }),
  numberOfConversions: 0,
  numberOfNutrients: 0,
};

const query = (request: RecordedRequest) => new URL(request.path, 'http://localhost').searchParams;

/** The API of a kitchen with the vendor Sysco holding flour and butter. */
function catalogue(extra = {}) {
  return fakeApi({
    'GET /api/vendors': (request) =>
      json(
        pageOf(
          query(request).get('searchText')?.toLowerCase() === 'sysco' || !query(request).get('searchText')
            ? [SYSCO]
            : [],
        ),
      ),
    'GET /api/ingredients': (request) => {
      const q = query(request);
      const all = [FLOUR, BUTTER].filter(
        (i) =>
          (!q.get('category') || i.category === q.get('category')) &&
          i.name.toLowerCase().startsWith((q.get('searchText') ?? '').toLowerCase()),
      );
      return json(pageOf(all));
    },
    'GET /api/nutrients': () => json([{ name: 'Protein', unitName: 'g' }]),
    ...extra,
  });
}

async function openPage(path: string, extra = {}) {
  const server = catalogue(extra);
  const view = renderApp(path, { signedInAs: 'chef@example.com' });
  return { ...view, server, user: setupUser() };
}

// Whole-app renders with lazy screens: slower than a component test, above all on a busy machine.
describe('vendor ingredients page (spec 2, 6)', { timeout: 20_000 }, () => {
  it('opened directly, finds its vendor by name and lists its ingredients as cards', async () => {
    const { server } = await openPage('/portal/chef/vendor/Sysco/ingredients');
    // The first screen of the file loads its lazy modules: give it time.
    expect(
      await screen.findByRole('article', { name: 'All-purpose Flour' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sysco Ingredients' })).toBeTruthy();

    expect(query(server.calls('GET', '/api/vendors')[0]).get('searchText')).toBe('Sysco');
    const listCall = query(server.calls('GET', '/api/ingredients')[0]);
    expect([listCall.get('vendorId'), listCall.get('page'), listCall.get('category')]).toEqual([
      '3',
      '0',
      null,
    ]);
    expect(JSON.parse(localStorage.getItem(VENDOR_SCOPE_STORAGE_KEY) ?? 'null')).toEqual({
      id: 3,
      name: 'Sysco',
    });

    const butter = screen.getByRole('article', { name: 'Butter' });
    expect(within(butter).getByText('No cost yet')).toBeTruthy();
    // The pack and the unit price: $20 ÷ 50 = $0.40 a pound.
    expect(screen.getByRole('article', { name: 'All-purpose Flour' }).textContent).toContain(
      '$20.00 per 50 Pounds · $0.40 / Pound',
    );
  });

  it('has breadcrumbs, the header, category links, and a drawer without Ingredients', async () => {
    await openPage('/portal/chef/vendor/Sysco/ingredients');
    await screen.findByRole('article', { name: 'Butter' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Vendors' }).getAttribute('href')).toBe(
      '/portal/chef/vendors',
    );
    expect(screen.getByRole('button', { name: 'Add Ingredients' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search ingredients by name' })).toBeTruthy();
    // Spec 2: no header Tile/Table switch with a vendor in scope.
    expect(screen.queryByRole('group', { name: 'List view' })).toBeNull();

    const tiles = screen.getByRole('list', { name: 'Ingredient categories' });
    // All of the vendor's ingredients, then the 17 categories of spec 3.
    expect(within(tiles).getAllByRole('link')).toHaveLength(18);
    expect(
      within(tiles).getByRole('link', { name: 'All Sysco ingredients' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tiles).getByRole('link', { name: 'Dairy and Egg Products' }).getAttribute('href')).toBe(
      '/portal/chef/vendor/Sysco/ingredients/dairy-eggs',
    );

    const drawer = screen.getByRole('navigation', { name: 'Kitchen' });
    expect(within(drawer).queryByRole('link', { name: 'Ingredients' })).toBeNull();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Recipes', 'Menu Items', 'Menus', 'Production', 'Inventory']);
  });

  it('shows one category from its slug', async () => {
    const { server } = await openPage('/portal/chef/vendor/Sysco/ingredients/dairy-eggs');
    expect(await screen.findByRole('article', { name: 'Butter' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'All-purpose Flour' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Dairy and Egg Products' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search Dairy and Egg Products by name' })).toBeTruthy();
    expect(query(server.calls('GET', '/api/ingredients')[0]).get('category')).toBe('Dairy and Egg Products');
  });

  it('says so for an unknown vendor or category', async () => {
    await openPage('/portal/chef/vendor/Nobody/ingredients');
    expect(await screen.findByText('There is no vendor named Nobody.')).toBeTruthy();
    queryClient.clear();
  });

  it('says so for an unknown category slug', async () => {
    await openPage('/portal/chef/vendor/Sysco/ingredients/caviar');
    expect(await screen.findByText('There is no ingredient category "caviar".')).toBeTruthy();
  });

  it('searches after the pause and keeps the search in localStorage for a reload', async () => {
    const { server, user, unmount } = await openPage('/portal/chef/vendor/Sysco/ingredients');
    await screen.findByRole('article', { name: 'Butter' });
    await user.type(screen.getByRole('searchbox', { name: 'Search ingredients by name' }), 'al');
    // The search runs after the 500 ms pause and replaces the list.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Butter' })).toBeNull(), {
      timeout: 3000,
    });
    expect(await screen.findByRole('article', { name: 'All-purpose Flour' }, { timeout: 3000 })).toBeTruthy();
    const searches = server.calls('GET', '/api/ingredients').map((r) => query(r).get('searchText'));
    expect(searches.at(-1)).toBe('al');
    expect(searches.filter((text) => text !== null && text !== 'al')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(INGREDIENT_LIST_STORAGE_KEY) ?? 'null')).toEqual({
      vendorId: 3,
      searchText: 'al',
    });

    unmount();
    queryClient.clear();
    renderApp('/portal/chef/vendor/Sysco/ingredients');
    expect(
      await screen.findByRole('article', { name: 'All-purpose Flour' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('al');
    expect(screen.queryByRole('article', { name: 'Butter' })).toBeNull();
  });

  it('shows the spec 2 table in table mode, with search disabled', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'table');
    await openPage('/portal/chef/vendor/Sysco/ingredients');
    const table = await screen.findByRole('grid', { name: 'Ingredients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Cost', 'Cost Units', 'Category', 'Number of Conversions', 'Number of Nutrients']);
    expect(within(table).getAllByRole('row')[1].textContent).toBe(
      [
        'All-purpose Flour',
        '$20.00 per 50 Pounds · $0.40 / Pound',
        'Pound',
        'Grains and Pasta',
        '1',
        '2',
      ].join(''),
    );
    // The header's search is off in table mode: the grid's toolbar search is the list's search there.
    expect(
      (screen.getByRole('searchbox', { name: 'Search ingredients by name' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('searchbox', { name: /^Search ingredients$/ }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('marks the ingredients whose allergens nobody reviewed, on the cards and in the table', async () => {
    await openPage('/portal/chef/vendor/Sysco/ingredients');
    const butter = await screen.findByRole('article', { name: 'Butter' }, { timeout: 10_000 });
    expect(within(butter).getByText('Allergens not reviewed')).toBeTruthy();
    const flour = screen.getByRole('article', { name: 'All-purpose Flour' });
    expect(within(flour).queryByText('Allergens not reviewed')).toBeNull();
  });

  it('sorts the table on the server: a header click asks for sort=cost,asc, then desc', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'table');
    const { user, server } = await openPage('/portal/chef/vendor/Sysco/ingredients');
    const table = await screen.findByRole('grid', { name: 'Ingredients' }, { timeout: 10_000 });
    await within(table).findByText('All-purpose Flour');
    // No tile/table switch on a vendor's page (spec 2): the list follows the stored choice.
    expect(screen.queryByRole('button', { name: 'Table view' })).toBeNull();
    // The list calls that asked for an order (the first, by name, asked none).
    const sorts = () =>
      server
        .calls('GET', '/api/ingredients')
        .map((r) => query(r).get('sort'))
        .filter((sort) => sort !== null);
    expect(sorts()).toEqual([]);
    // A sorted header's name also carries its sort button: find the headers by field.
    // (Waited for: the grid re-renders as the sorted page arrives.)
    const header = (field: string) =>
      waitFor(() => {
        const found = screen
          .getByRole('grid', { name: 'Ingredients' })
          .querySelector<HTMLElement>(`[role="columnheader"][data-field="${field}"]`);
        if (!found) throw new Error(`no ${field} header`);
        return found;
      });
    await user.click(await header('cost'));
    await waitFor(() => expect(sorts()).toEqual(['cost,asc']));
    await user.click(await header('cost'));
    await waitFor(() => expect(sorts()).toEqual(['cost,asc', 'cost,desc']));
    // Number of Conversions sorts on the server too, by its API field.
    await user.click(await header('numberOfConversions'));
    await waitFor(() => expect(sorts().at(-1)).toBe('numberOfConversions,asc'));
  });

  it('marks them in the table too, beside the name', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'table');
    await openPage('/portal/chef/vendor/Sysco/ingredients');
    const table = await screen.findByRole('grid', { name: 'Ingredients' });
    const [, flour, butter] = within(table).getAllByRole('row');
    expect(within(butter).getByRole('img', { name: 'Allergens not reviewed' })).toBeTruthy();
    expect(within(flour).queryByRole('img', { name: 'Allergens not reviewed' })).toBeNull();
  });

  it('adds an ingredient: it shows when it matches the search by first letter, and the vendor count reloads', async () => {
    const saffron = ingredientReply({
      id: 9,
      name: 'Saffron',
      category: 'Spices and Herbs',
      valid: false,
      cost: null,
    });
    const { user, server } = await openPage('/portal/chef/vendor/Sysco/ingredients', {
      'POST /api/ingredients': () => json(saffron, 201),
    });
    await screen.findByRole('article', { name: 'Butter' });
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));
    const modal = await screen.findByRole('dialog', { name: 'New Ingredient' });
    await user.type(within(modal).getByLabelText(/^Name/), 'Saffron');
    await user.click(within(modal).getByRole('button', { name: 'Save Ingredient' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));

    const card = await screen.findByRole('article', { name: 'Saffron' });
    expect(
      within(card).getByRole('img', { name: 'Hm, looks like this is still a work in progress' }),
    ).toBeTruthy();
    // In name order among the others.
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'All-purpose Flour',
      'Butter',
      'Saffron',
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Ingredient saved successfully');
    await waitFor(() => expect(server.calls('GET', '/api/vendors').length).toBeGreaterThan(1));
  });

  it('does not show a new ingredient whose first letter differs from the search (spec 4)', async () => {
    localStorage.setItem(INGREDIENT_LIST_STORAGE_KEY, JSON.stringify({ vendorId: 3, searchText: 'b' }));
    const saffron = ingredientReply({ id: 9, name: 'Saffron', category: 'Spices and Herbs' });
    const { user } = await openPage('/portal/chef/vendor/Sysco/ingredients', {
      'POST /api/ingredients': () => json(saffron, 201),
    });
    await screen.findByRole('article', { name: 'Butter' });
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));
    const modal = await screen.findByRole('dialog', { name: 'New Ingredient' });
    await user.type(within(modal).getByLabelText(/^Name/), 'Saffron');
    await user.click(within(modal).getByRole('button', { name: 'Save Ingredient' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Ingredient' })).toBeNull());
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Butter',
    ]);
  });

  it('deletes an ingredient after confirmation and drops its card', async () => {
    const { user, server } = await openPage('/portal/chef/vendor/Sysco/ingredients', {
      'DELETE /api/ingredients/8': () => json(deletedReply('Butter')),
    });
    const butter = await screen.findByRole('article', { name: 'Butter' });
    await user.click(within(butter).getByRole('button', { name: 'Delete Butter' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete ingredient' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Butter was deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Butter' })).toBeNull());
    expect(server.calls('DELETE', '/api/ingredients/8')).toHaveLength(1);
  });
});
