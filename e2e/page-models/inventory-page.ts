import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef/inventory (issue 31): on hand, the count sheet, purchase orders, variance, areas. */
export class InventoryPage {
  readonly page: Page;
  readonly main: Locator;
  readonly onHand: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.onHand = this.main.getByRole('table', { name: 'On hand' });
  }

  async expectShown() {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Inventory');
  }

  async tab(name: 'On hand' | 'Count' | 'Purchase orders' | 'Variance' | 'Storage areas') {
    await this.main.getByRole('tab', { name }).click();
  }

  /** An on-hand row's cells (ingredient first) as texts. */
  async stock(ingredient: string): Promise<string[]> {
    const row = this.onHand.getByRole('row').filter({ hasText: ingredient });
    return row.locator('th, td').allTextContents();
  }

  /** The count sheet: adds an ingredient, as a cook does for an area counted the first time. */
  async addToSheet(ingredient: string) {
    await this.main.getByLabel('Add an ingredient').click();
    await this.page.getByRole('option', { name: ingredient, exact: true }).click();
  }

  quantity(ingredient: string): Locator {
    return this.main.getByLabel(`${ingredient} quantity`);
  }

  /** A count line's units. */
  async countUnits(ingredient: string, units: string) {
    await this.main.getByLabel(`${ingredient} units`).click();
    await this.page.getByRole('option', { name: units, exact: true }).click();
  }

  purchaseOrder(number: number, vendor: string): Locator {
    return this.main.getByRole('region', { name: `Purchase order #${number} — ${vendor}` });
  }
}
