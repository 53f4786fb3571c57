import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef/vendors: the table Vendors and the Vendor modal. */
export class VendorsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly modal: Locator;
  readonly vendorName: Locator;
  readonly saveButton: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Vendors' });
    this.table = main.getByRole('grid', { name: 'Vendors' });
    this.addButton = main.getByRole('button', { name: 'Add Vendor' });
    this.modal = page.getByRole('dialog', { name: 'Add Vendor' });
    this.vendorName = this.modal.getByLabel('Vendor Name');
    this.saveButton = this.modal.getByRole('button', { name: 'Save Vendor' });
  }

  async goto() {
    await this.page.goto('/portal/chef/vendors');
    await expect(this.heading).toBeVisible();
  }

  async openModal() {
    await this.addButton.click();
    await expect(this.modal).toBeVisible();
  }

  async addVendor(name: string) {
    await this.openModal();
    await this.vendorName.fill(name);
    await this.saveButton.click();
    await expect(this.modal).toBeHidden();
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name, exact: true }) });
  }

  /** The cells Name and Number of Ingredients of a vendor's row. */
  async rowCells(name: string): Promise<string[]> {
    return (await this.row(name).getByRole('gridcell').allTextContents()).slice(0, 2);
  }

  async open(name: string) {
    await this.row(name).getByRole('gridcell', { name, exact: true }).click();
  }
}
