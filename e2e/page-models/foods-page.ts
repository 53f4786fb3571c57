import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/usda: the food database search, the food detail and the Add To Catalogue modal. */
export class FoodsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly overlay: Locator;
  readonly results: Locator;
  readonly detail: Locator;
  readonly portions: Locator;
  readonly nutrients: Locator;
  readonly breakdown: Locator;
  /** The pie's legend: what a portion is made of, largest first, then the total. */
  readonly composition: Locator;
  readonly compositionItems: Locator;
  readonly backButton: Locator;
  readonly addButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'USDA Food Database' });
    this.searchBox = this.main.getByRole('searchbox', { name: 'Search foods' });
    this.searchButton = this.main.getByRole('button', { name: 'Search', exact: true });
    this.overlay = this.main.getByRole('progressbar', { name: 'Searching foods' });
    this.results = this.main.getByRole('region', { name: 'Foods' });
    this.detail = this.main.getByRole('article');
    this.portions = this.main.getByLabel('Portions');
    this.nutrients = this.main.getByRole('grid', { name: 'Nutrients' });
    this.breakdown = this.main.getByRole('region', { name: 'Nutrient Breakdown (grams)' });
    this.composition = this.breakdown.getByRole('list', { name: 'What a portion is made of' });
    this.compositionItems = this.composition.getByRole('listitem');
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.addButton = this.main.getByRole('button', { name: 'Add to my catalogue' });
  }

  async goto() {
    await this.page.goto('/portal/usda');
    await expect(this.heading).toBeVisible();
  }

  /** Types the text and presses Enter (spec 9: Enter searches). */
  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  result(description: string): Locator {
    return this.results.getByRole('button', { name: description, exact: true });
  }

  /** The descriptions of the results in view, in order. */
  async resultDescriptions(): Promise<string[]> {
    return this.results
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  }

  async open(description: string) {
    await this.result(description).click();
    await expect(this.detail.getByRole('heading', { level: 2, name: description })).toBeVisible();
  }

  /** The nutrient list's row of this nutrient and unit, as [name, amount, unit]. */
  /**
   * A nutrient's cells. The grid draws only the rows in view (a food lists some 150): its search
   * brings the nutrient up, and is cleared after.
   */
  async nutrientRow(name: string, unit: string): Promise<string[]> {
    const search = this.main.getByRole('searchbox', { name: 'Search nutrients' });
    await search.fill(name);
    const row = this.nutrients
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name, exact: true }) })
      .filter({ has: this.page.getByRole('gridcell', { name: unit, exact: true }) });
    await expect(row).toBeVisible();
    const cells = await row.getByRole('gridcell').allTextContents();
    await search.fill('');
    return cells;
  }

  async openAddToCatalogue(): Promise<AddToCatalogueModal> {
    await this.addButton.click();
    const modal = new AddToCatalogueModal(this.page);
    await expect(modal.dialog).toBeVisible();
    return modal;
  }
}

export type CatalogueFields = {
  servingSize?: string;
  servingUnits?: string;
  cost?: string;
  costAmount?: string;
  costUnits?: string;
  vendor?: string;
  category?: string;
};

/** The Add To Catalogue modal: the item's name and the catalogue fields. */
export class AddToCatalogueModal {
  readonly page: Page;
  readonly dialog: Locator;
  readonly submitButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Add To Catalogue' });
    this.submitButton = this.dialog.getByRole('button', { name: 'Add to Catalogue' });
  }

  /** The field of this label (a required field's label ends with an asterisk). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  }

  async fill(fields: CatalogueFields) {
    if (fields.servingSize !== undefined) await this.field('Serving Size').fill(fields.servingSize);
    if (fields.servingUnits !== undefined)
      await this.field('Serving Units').selectOption(fields.servingUnits);
    if (fields.cost !== undefined) await this.field('Cost').fill(fields.cost);
    if (fields.costAmount !== undefined) await this.field('Cost Amount').fill(fields.costAmount);
    if (fields.costUnits !== undefined) await this.field('Cost Units').selectOption(fields.costUnits);
    if (fields.vendor !== undefined) await this.field('Vendor').selectOption({ label: fields.vendor });
    if (fields.category !== undefined) await this.field('Category').selectOption(fields.category);
  }

  /** Adds a vendor from inside the modal (the Vendor modal on top of it); it becomes the chosen vendor. */
  async addVendor(name: string) {
    await this.dialog.getByRole('button', { name: 'Add Vendor' }).click();
    const vendorModal = this.page.getByRole('dialog', { name: 'Add Vendor' });
    await vendorModal.getByLabel('Vendor Name').fill(name);
    await vendorModal.getByRole('button', { name: 'Save Vendor' }).click();
    await expect(vendorModal).toBeHidden();
    await expect(this.field('Vendor').locator('option:checked')).toHaveText(name);
  }

  async submit() {
    await this.submitButton.click();
  }
}
