import { deletedReply, type TRecipeListItem } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { VIEW_MODE_STORAGE_KEY } from '../../app/view-mode';
import { stubListLayout } from '../../components/item-list/test-layout';
import { apiError, fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { page, recipeReply } from '../../test/recipe-fixtures';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

stubListLayout();
afterEach(() => queryClient.clear());

const row = (id: number, name: string, category: string, valid = true): TRecipeListItem => ({
  id,
  name,
  category,
  team: 'Banquets',
  numberOfIngredients: 2,
  valid,
  errorMessages: valid ? [] : ['Team is required'],
});

const query = (request: RecordedRequest) => new URL(request.path, 'http://localhost').searchParams;

/** A kitchen whose recipe list follows what was saved and deleted (by name, prefix search). */
function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  const recipes = [
    row(1, 'Vinaigrette', 'Salads'),
    row(2, 'Herb Oil', 'Sauces and Stocks'),
    row(3, 'Veal Stock', 'Sauces and Stocks', false),
  ];
  const server = fakeApi({
    'GET /api/recipes': (request) => {
      const q = query(request);
      const search = (q.get('searchText') ?? '').toLowerCase();
      return json(
        page(
          recipes
            .filter((r) => !q.get('category') || r.category === q.get('category'))
            .filter((r) => r.name.toLowerCase().startsWith(search))
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      );
    },
    'POST /api/recipes': (request) => {
      const body = JSON.parse(request.body ?? '{}');
      const saved = recipeReply({
        id: 10 + recipes.length,
        name: body.name,
        category: body.category,
        valid: false,
      });
      recipes.push(row(saved.id, saved.name, saved.category, false));
      return json(saved, 201);
    },
    'DELETE /api/recipes/1': () => {
      recipes.splice(
        recipes.findIndex((r) => r.id === 1),
        1,
      );
      return json(deletedReply('Vinaigrette'));
    },
    'DELETE /api/recipes/2': () =>
      apiError(409, 'Recipe in use', 'Herb Oil is used by: Vinaigrette. Remove it from them first.'),
    ...extra,
  });
  return server;
}

function openPage(path: string) {
  const view = renderApp(path, { signedInAs: 'chef@example.com' });
  return { ...view, user: setupUser() };
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

// Whole-app renders with lazy screens: slower than a component test, above all on a busy machine.
describe('recipes list (spec 2, 4)', { timeout: 60_000 }, () => {
  it('lists every recipe as cards, with the category picker and tiles', async () => {
    const server = kitchen();
    openPage('/portal/chef/recipes');
    expect(await card('Herb Oil')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search recipes by name' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Icings and Fillings' }).getAttribute('href')).toBe(
      '/portal/chef/recipes/icing-and-filling',
    );
    const veal = await card('Veal Stock');
    expect(within(veal).getByText('Sauces and Stocks · Banquets')).toBeTruthy();
    expect(within(veal).getByRole('button', { name: 'Open Veal Stock' }).getAttribute('title')).toBe(
      'Hm, looks like this is still a work in progress',
    );
    expect(query(server.calls('GET', '/api/recipes')[0]).get('category')).toBeNull();
  });

  it('a category route lists that category; the picker moves between categories', async () => {
    const server = kitchen();
    const { user, router } = openPage('/portal/chef/recipes/sauces-and-stocks');
    expect(await card('Veal Stock')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sauces and Stocks' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Vinaigrette' })).toBeNull();
    expect(query(server.calls('GET', '/api/recipes')[0]).get('category')).toBe('Sauces and Stocks');

    // One way to pick a category: a link per category, the current one marked.
    const picker = screen.getByRole('list', { name: 'Recipe categories' });
    expect(within(picker).getAllByRole('link')).toHaveLength(17); // All recipes + the 16 of spec 3
    expect(within(picker).getByRole('link', { name: 'Sauces and Stocks' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await user.click(within(picker).getByRole('link', { name: 'Salads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/chef/recipes/salads'));
    expect(await card('Vinaigrette')).toBeTruthy();
  });

  it('says so for an unknown category route', async () => {
    kitchen();
    openPage('/portal/chef/recipes/desserts');
    expect(
      await screen.findByText('There is no recipe category "desserts".', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows the spec 2 table: Name, Category, number of recipe ingredients; search is off', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'table');
    kitchen();
    openPage('/portal/chef/recipes');
    const table = await screen.findByRole('grid', { name: 'Recipes' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Category', 'Number of Ingredients']);
    expect(await within(table).findByRole('gridcell', { name: 'Veal Stock' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search recipes by name' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('a new recipe joins the searched list only when it shares the first letter (spec 4)', async () => {
    kitchen();
    const { user } = openPage('/portal/chef/recipes/sauces-and-stocks');
    await card('Veal Stock');
    await user.type(screen.getByRole('searchbox'), 'v');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Herb Oil' })).toBeNull(), {
      timeout: 3000,
    });

    for (const name of ['Velouté', 'Brown Stock']) {
      await user.click(screen.getByRole('button', { name: 'Add Recipes' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Recipe' }, { timeout: 10_000 });
      await user.type(within(dialog).getByLabelText(/^Name/), name);
      await user.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
      await user.click(await screen.findByRole('button', { name: 'Save Progress' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Recipe' })).toBeNull());
    }
    expect(await card('Velouté')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Brown Stock' })).toBeNull();
  });

  it('deletes after confirmation; a recipe in use is refused with the server message', async () => {
    const server = kitchen();
    const { user } = openPage('/portal/chef/recipes');
    const vinaigrette = await card('Vinaigrette');
    await user.click(within(vinaigrette).getByRole('button', { name: 'Delete Vinaigrette' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Vinaigrette was deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Vinaigrette' })).toBeNull());
    expect(server.calls('DELETE', '/api/recipes/1')).toHaveLength(1);

    await user.click(within(await card('Herb Oil')).getByRole('button', { name: 'Delete Herb Oil' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Herb Oil is used by: Vinaigrette. Remove it from them first.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oh, Ok' }));
    expect(await card('Herb Oil')).toBeTruthy();
  });
});
