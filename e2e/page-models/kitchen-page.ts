import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef: the kitchen hub (cards Vendors, Recipes, Menu Items, Menus) and the kitchen drawer. */
export class KitchenPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly drawer: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Kitchen' });
    this.cards = main.getByRole('list', { name: 'Kitchen sections' });
    this.drawer = main.getByRole('navigation', { name: 'Kitchen' });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/portal\/chef$/);
    await expect(this.heading).toBeVisible();
  }

  card(name: 'Vendors' | 'Recipes' | 'Menu Items' | 'Menus'): Locator {
    return this.cards.getByRole('link', { name, exact: true });
  }

  drawerLink(name: 'Ingredients' | 'Recipes' | 'Menu Items' | 'Menus'): Locator {
    return this.drawer.getByRole('link', { name, exact: true });
  }
}
