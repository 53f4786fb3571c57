import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { CAESAR, harvestDinner, SORBET } from '../../../test/menu-fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => queryClient.clear());

/** A dish's allergen marks with what each stands for: 'M Milk'. */
const marks = (dish: HTMLElement) =>
  [...dish.querySelectorAll('abbr')].map((abbr) => `${abbr.textContent} ${abbr.getAttribute('title')}`);

describe('the printable guest menu', { timeout: 60_000 }, () => {
  it('shows name, season and year, sections in order, dishes with description, price and allergen marks', async () => {
    const menu = harvestDinner();
    // A third section, to see the order kept: Desserts (sorbet, no allergens, reviewed) comes first.
    menu.menuSections.unshift({
      id: 50,
      name: 'Desserts',
      menuSectionItems: [
        {
          ...menu.menuSections[0].menuSectionItems[0],
          id: 500,
          section: 'Desserts',
          menuItem: {
            ...menu.menuSections[0].menuSectionItems[0].menuItem,
            id: SORBET.id,
            name: SORBET.name,
            description: null,
            allergens: [],
          },
          price: 8.5,
        },
      ],
    });
    fakeApi({ 'GET /api/menus/5': () => json(menu) });
    renderApp('/portal/chef/menus/print/5', { signedInAs: 'chef@example.com' });

    const article = await screen.findByRole('article', { name: 'Harvest Dinner' }, { timeout: 10_000 });
    expect(within(article).getByRole('heading', { level: 1, name: 'Harvest Dinner' })).toBeTruthy();
    expect(within(article).getByText('Fall 2026')).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Desserts', 'Starters', 'Mains']);

    const caesar = within(article).getByRole('listitem', { name: 'Caesar Salad' });
    expect(within(caesar).getByText(CAESAR.description as string)).toBeTruthy();
    // $12 to 2 decimals; Milk, Eggs, Wheat, Fish in the list's order.
    expect(within(caesar).getByText('12.00')).toBeTruthy();
    expect(marks(caesar)).toEqual(['M Milk', 'E Eggs', 'W Wheat', 'F Fish']);
    const rib = within(article).getByRole('listitem', { name: 'Short Rib' });
    expect(within(rib).getByText('25.00')).toBeTruthy();
    // Milk, and the dagger: an ingredient of it was never reviewed.
    expect(marks(rib)).toEqual(['M Milk', '† Allergen information incomplete: please ask your server']);
    const sorbet = within(article).getByRole('listitem', { name: 'Lemon Sorbet' });
    expect(within(sorbet).getByText('8.50')).toBeTruthy();
    expect(marks(sorbet)).toEqual([]);

    // The legend names only the marks used, in the list's order; no costs anywhere.
    const legend = within(article).getByLabelText('Allergen legend');
    const terms = [...legend.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual([
      'M Milk',
      'E Eggs',
      'W Wheat',
      'F Fish',
      '† Allergen information incomplete: please ask your server',
    ]);
    expect(article.textContent).not.toMatch(/\$|food cost|cost/i);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
