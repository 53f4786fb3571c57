import { expect, type Locator, type Page } from '@playwright/test';

/** /home — the three cards USDA, Kitchen and Events. */
export class HomePage {
  readonly page: Page;
  readonly cards: { usda: Locator; kitchen: Locator; events: Locator };

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.cards = {
      usda: main.getByRole('link', { name: 'USDA' }),
      kitchen: main.getByRole('link', { name: 'Kitchen' }),
      events: main.getByRole('link', { name: 'Events' }),
    };
  }

  async goto() {
    await this.page.goto('/home');
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/home$/);
    for (const card of Object.values(this.cards)) await expect(card).toBeVisible();
  }
}
