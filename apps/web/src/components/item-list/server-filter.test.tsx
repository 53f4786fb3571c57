import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { VIEW_MODE_STORAGE_KEY } from '../../app/view-mode';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
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
  const user = userEvent.setup();
  const grid = await screen.findByRole('grid', { name: 'Recipes' }, { timeout: 10_000 });
  await within(grid).findByText('Apple Crisp');
  return { server, user, grid };
}

describe('the table’s Name filter is the list’s search, answered by the server (the mocked demo kitchen)', {
  timeout: 30_000,
}, () => {
  it('asks the recipe list for searchText, shows what the server found, and a cleared filter lists all again', async () => {
    const { server, user, grid } = await openRecipesTable();
    const all = names(grid).length;

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const value = await screen.findByRole('textbox', { name: 'Value' });
    await user.type(value, 'chick');
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
    const searched = server
      .calls('GET', '/api/recipes')
      .map((r) => new URL(r.path, 'http://localhost').searchParams.get('searchText'));
    expect(searched.at(-1)).toBe('chick');
    expect(screen.getByRole('combobox', { name: 'Operator' }).textContent).toBe('has words starting with');
    // The columns the list call filters by (core's RECIPE_FILTER_FIELDS) offer their filter too.
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Name', 'Category', 'Number of Ingredients']);
    await user.keyboard('{Escape}');

    await user.clear(screen.getByRole('textbox', { name: 'Value' }));
    await waitFor(() => expect(names(screen.getByRole('grid', { name: 'Recipes' }))).toHaveLength(all), {
      timeout: 5000,
    });
  });

  it('sends another column’s filter as filter=field,operator,value and shows the rows the server kept', async () => {
    const { server, user, grid } = await openRecipesTable();
    const counts = (g: HTMLElement) =>
      within(g)
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(r.querySelector('[data-field="numberOfIngredients"]')?.textContent));
    const all = counts(grid);
    expect(all.some((n) => n <= 3)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('combobox', { name: 'Column' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Number of Ingredients' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '>' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Value' }), '3');
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
    const asked = server
      .calls('GET', '/api/recipes')
      .map((r) => new URL(r.path, 'http://localhost').searchParams.get('filter'));
    expect(asked.at(-1)).toBe('numberOfIngredients,>,3');
  });
});
