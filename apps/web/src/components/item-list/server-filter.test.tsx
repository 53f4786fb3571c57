import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { VIEW_MODE_STORAGE_KEY } from '../../app/view-mode';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { stubListLayout } from './test-layout';

stubListLayout();
afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('[data-field="name"]')?.textContent);

/** The demo kitchen's recipes in table mode, once their first page is on show. */
async function openRecipesTable() {
  localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'table');
  const server = fakeApi({});
  renderApp('/portal/chef/recipes', { signedInAs: 'chef@example.com' });
  const user = setupUser();
  const grid = await screen.findByRole('grid', { name: 'Recipes' }, { timeout: 10_000 });
  await within(grid).findByText('Apple Crisp');
  return { server, user, grid };
}

/** The last value a list call sent for a query parameter. */
const lastParam = (server: ReturnType<typeof fakeApi>, name: string) =>
  server
    .calls('GET', '/api/recipes')
    .map((r) => new URL(r.path, 'http://localhost').searchParams.get(name))
    .at(-1);

const counts = (g: HTMLElement) =>
  within(g)
    .getAllByRole('row')
    .slice(1)
    .map((r) => Number(r.querySelector('[data-field="numberOfIngredients"]')?.textContent));

/** Chooses a column filter in the grid's Filters panel: `column` `operator` `value` (a number). */
async function filterNumber(
  user: ReturnType<typeof userEvent.setup>,
  column: string,
  operator: string,
  value: string,
) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  await user.click(await screen.findByRole('combobox', { name: 'Column' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: column }));
  await user.click(screen.getByRole('combobox', { name: 'Operator' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: operator }));
  await user.type(screen.getByRole('spinbutton', { name: 'Value' }), value);
}

describe('the table’s search and column filter, answered by the server together (the mocked demo kitchen)', {
  timeout: 30_000,
}, () => {
  it('asks the recipe list for searchText from the toolbar search, and a cleared search lists all again', async () => {
    const { server, user, grid } = await openRecipesTable();
    const all = names(grid).length;

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'chick');
    // The server's search (words starting with "chick"): Chicken Stock, Chicken Velouté, Roast Chicken with Velouté.
    await waitFor(
      () =>
        expect(names(screen.getByRole('grid', { name: 'Recipes' }))).toEqual([
          'Chicken Stock',
          'Chicken Velouté',
          'Roast Chicken with Velouté',
        ]),
      { timeout: 5000 },
    );
    expect(lastParam(server, 'searchText')).toBe('chick');
    // The columns the list call filters by (core's RECIPE_FILTER_FIELDS) offer their filter.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('combobox', { name: 'Column' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Name', 'Category', 'Number of Ingredients']);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');

    await user.clear(screen.getByRole('searchbox', { name: 'Search recipes' }));
    await waitFor(() => expect(names(screen.getByRole('grid', { name: 'Recipes' }))).toHaveLength(all), {
      timeout: 5000,
    });
  });

  it('sends another column’s filter as filter=field,operator,value and shows the rows the server kept', async () => {
    const { server, user, grid } = await openRecipesTable();
    const all = counts(grid);
    expect(all.some((n) => n <= 3)).toBe(true);

    await filterNumber(user, 'Number of Ingredients', '>', '3');
    // The server's answer: only recipes of more than 3 ingredients, fewer than before.
    await waitFor(
      () => {
        const kept = counts(screen.getByRole('grid', { name: 'Recipes' }));
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.length).toBe(all.filter((n) => n > 3).length);
        expect(kept.every((n) => n > 3)).toBe(true);
      },
      { timeout: 5000 },
    );
    expect(lastParam(server, 'filter')).toBe('numberOfIngredients,>,3');
  });

  it('keeps the search when a column filter is chosen: both are sent, the rows pass both', async () => {
    const { server, user } = await openRecipesTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'chick');
    await waitFor(() => expect(names(screen.getByRole('grid', { name: 'Recipes' }))).toHaveLength(3), {
      timeout: 5000,
    });
    const searched = counts(screen.getByRole('grid', { name: 'Recipes' }));
    // Of the three chicken recipes, some have more than 2 ingredients and some not: the filter keeps fewer.
    const kept = searched.filter((n) => n > 2).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(3);

    await filterNumber(user, 'Number of Ingredients', '>', '2');
    await waitFor(
      () => {
        const grid = screen.getByRole('grid', { name: 'Recipes' });
        expect(counts(grid)).toHaveLength(kept);
        expect(names(grid).every((n) => n?.includes('Chicken'))).toBe(true);
      },
      { timeout: 5000 },
    );
    expect(lastParam(server, 'searchText')).toBe('chick');
    expect(lastParam(server, 'filter')).toBe('numberOfIngredients,>,2');
    expect((screen.getByRole('searchbox', { name: 'Search recipes' }) as HTMLInputElement).value).toBe(
      'chick',
    );
  });
});
