import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef/inventory: on hand, the count sheet, purchase orders, variance, areas. */
export class InventoryPage {
  readonly page: Page;
  readonly main: Locator;
  readonly onHand: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.onHand = this.main.getByRole('grid', { name: 'On hand' });
  }

  async expectShown() {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Inventory');
  }

  async tab(name: 'On hand' | 'Count' | 'Purchase orders' | 'Variance' | 'Storage areas') {
    await this.main.getByRole('tab', { name }).click();
  }

  /** An on-hand row's cells (ingredient first, its vendor and areas' button under it) as texts. */
  async stock(ingredient: string): Promise<string[]> {
    const row = this.onHand.getByRole('row').filter({ hasText: ingredient });
    return row.getByRole('gridcell').allTextContents();
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

  /** The variance over time (on the Variance tab): its chart and the table that says the same. */
  get varianceHistory(): Locator {
    return this.main.getByRole('region', { name: 'Variance over time' });
  }

  /** The variance over time's rows (period first) as texts; `ingredient` when one is shown. */
  async historyRows(ingredient?: string): Promise<string[][]> {
    const name = ingredient ? `Variance over time: ${ingredient}` : 'Variance over time';
    const rows = this.varianceHistory.getByRole('grid', { name, exact: true }).getByRole('row');
    const texts: string[][] = [];
    for (const row of await rows.all())
      texts.push(await row.locator('[role="columnheader"], [role="gridcell"]').allTextContents());
    return texts;
  }

  /** Shows one ingredient's variance over time (or the whole kitchen's). */
  async showInHistory(option: string) {
    await this.varianceHistory.getByLabel('Show').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Opens an on-hand line's storage areas (a dialog); answers their lines as texts, and closes it. */
  async areas(ingredient: string): Promise<string[]> {
    await this.onHand.getByRole('button', { name: new RegExp(`^${ingredient} in \\d+ areas?$`) }).click();
    const dialog = this.page.getByRole('dialog', { name: `${ingredient} by storage area` });
    await expect(dialog).toBeVisible();
    const lines = await dialog
      .getByRole('list', { name: `${ingredient} by storage area` })
      .getByRole('listitem')
      .allTextContents();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    return lines;
  }

  purchaseOrder(number: number, vendor: string): Locator {
    return this.main.getByRole('region', { name: `Purchase order #${number} — ${vendor}` });
  }
}
