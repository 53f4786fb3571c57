import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef/vendor/{vendorName}/ingredients[/{category-slug}]: a vendor's ingredients. */
export class IngredientsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly categories: Locator;
  readonly cards: Locator;
  readonly table: Locator;
  /** The grid with its toolbar (Columns, Filters, Density, Arrange columns, Export CSV). */
  readonly tableRegion: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.addButton = this.main.getByRole('button', { name: 'Add Ingredients' });
    // The header's search (placeholder 'Search {category or items} by name'), disabled in table mode
    // (spec 2), where the grid's toolbar has its own (searchTable).
    this.search = this.main.getByRole('searchbox', { name: /by name$/ });
    this.categories = this.main.getByRole('list', { name: 'Ingredient categories' });
    this.cards = this.main.getByRole('region', { name: 'Ingredients' }).getByRole('article');
    this.table = this.main.getByRole('grid', { name: 'Ingredients' });
    this.tableRegion = this.main.getByRole('region', { name: 'Ingredients table' });
  }

  async expectShown(vendorName: string) {
    await expect(this.heading).toHaveText(`${vendorName} Ingredients`);
  }

  card(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /** The card's marker of allergens nobody reviewed yet. */
  notReviewedMarker(name: string): Locator {
    return this.card(name).getByText('Allergens not reviewed', { exact: true });
  }

  /** The card's validity icon (spec 4 tooltips as the icon's name). */
  validity(name: string): Locator {
    return this.card(name).getByRole('img');
  }

  /** Import spreadsheet: opens the dialog and chooses the file; answers the dialog. */
  async importSpreadsheet(path: string): Promise<Locator> {
    await this.main.getByRole('button', { name: 'Import spreadsheet' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Import ingredients' });
    await dialog.getByLabel('Ingredient spreadsheet').setInputFiles(path);
    return dialog;
  }

  async add(): Promise<IngredientModal> {
    await this.addButton.click();
    const modal = new IngredientModal(this.page, 'New Ingredient');
    await expect(modal.dialog).toBeVisible();
    return modal;
  }

  async open(name: string): Promise<IngredientModal> {
    await this.card(name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    const modal = new IngredientModal(this.page, `Edit ${name}`);
    // The first open loads the modal's code and the ingredient, its prices and the nutrient names: on
    // a 2-core CI machine under load that took 7 s once (the API answered in 12 ms; the page was busy).
    await expect(modal.dialog).toBeVisible({ timeout: 15_000 });
    return modal;
  }

  /** The table row of an ingredient, as its cells' texts. */
  async tableRow(name: string): Promise<string[]> {
    // The name cell's accessible name also carries the marker of unreviewed allergens.
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const nameCell = new RegExp(`^${escaped}( Allergens not reviewed)?$`);
    const row = this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: nameCell }) });
    return row.getByRole('gridcell').allTextContents();
  }

  /** The names of the table's rows, top to bottom (the rows in view: the grid is virtualized). */
  async names(): Promise<string[]> {
    return this.table.locator('[role="row"][data-rowindex]').locator('[data-field="name"]').allTextContents();
  }

  /** Adds a filter from the grid's toolbar: `column` holds `text` (the panel stays open: Escape closes it). */
  async filter(column: string, text: string) {
    await this.tableRegion.getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = this.page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Column' }).click();
    await this.page.getByRole('option', { name: column, exact: true }).click();
    await panel.getByRole('textbox', { name: 'Value' }).fill(text);
  }

  /** Types the grid's toolbar search (the list's search, beside any column filter). */
  async searchTable(text: string) {
    await this.tableRegion.getByRole('searchbox', { name: 'Search ingredients' }).fill(text);
  }

  /** Shows or hides a column from the grid's Columns panel. */
  async toggleColumn(column: string) {
    await this.tableRegion.getByRole('button', { name: 'Columns', exact: true }).click();
    await this.page.getByRole('checkbox', { name: column, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /**
   * Shows the list as cards or as the table. Spec 2: a vendor's page has no Tile/Table switch, so the
   * choice is made on the recipes list (where it shows) and the vendor's page follows it.
   */
  async showAs(view: 'Tile view' | 'Table view') {
    const heading = await this.heading.textContent();
    // There and back within the app (the kitchen drawer's link, then Back): no page load, so no cold
    // start. A narrow screen keeps the drawer behind its Kitchen menu button.
    const menuButton = this.main.getByRole('button', { name: 'Open the kitchen menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await this.page
      .getByRole('navigation', { name: 'Kitchen' })
      .getByRole('link', { name: 'Recipes', exact: true })
      .click();
    const button = this.page.getByRole('banner').getByRole('button', { name: view });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await this.page.goBack();
    await expect(this.heading).toHaveText(heading ?? '');
  }

  async deleteIngredient(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = this.page.getByRole('dialog', { name: 'Delete ingredient' });
    await expect(confirm).toContainText(`Are you sure you want to delete ingredient ${name}?`);
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The same dialog then shows the outcome, under its own title.
    const outcome = this.page.getByRole('dialog', { name: 'Deleted' });
    await expect(outcome).toContainText(`${name} was deleted.`);
    await outcome.getByRole('button', { name: 'Thanks!' }).click();
    await expect(outcome).toBeHidden();
  }
}

export type IngredientDetails = {
  name?: string;
  category?: string;
  cost?: string;
  costAmount?: string;
  costUnits?: string;
};

/** The ingredient modal: the tabs Ingredient Details and Nutrition, Save Ingredient. */
export class IngredientModal {
  readonly page: Page;
  readonly dialog: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: string) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Ingredient' });
  }

  /** The field of this label (a required field's label ends with an asterisk). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  }

  tab(name: 'Ingredient Details' | 'Nutrition'): Locator {
    return this.dialog.getByRole('tab', { name });
  }

  async fillDetails(details: IngredientDetails) {
    await this.tab('Ingredient Details').click();
    if (details.name !== undefined) await this.field('Name').fill(details.name);
    if (details.category !== undefined) await this.field('Category').selectOption(details.category);
    if (details.cost !== undefined) await this.field('Cost').fill(details.cost);
    if (details.costAmount !== undefined) await this.field('Cost Amount').fill(details.costAmount);
    if (details.costUnits !== undefined) await this.field('Cost Units').selectOption(details.costUnits);
  }

  /** The allergens of the Ingredient Details tab: nine boxes and "contains none". */
  get allergens(): Locator {
    return this.dialog.getByRole('group', { name: 'Allergens' });
  }

  async tickAllergen(label: string) {
    await this.tab('Ingredient Details').click();
    await this.allergens.getByRole('checkbox', { name: label, exact: true }).check();
  }

  /** Adds "quantityStart unitsStart = quantityEnd unitsEnd". */
  async addConversion(quantityStart: string, unitsStart: string, quantityEnd: string, unitsEnd: string) {
    await this.tab('Ingredient Details').click();
    const count = await this.dialog.getByRole('group', { name: /^Conversion \d+$/ }).count();
    await this.dialog.getByRole('button', { name: 'Add Conversion' }).click();
    const row = this.dialog.getByRole('group', { name: `Conversion ${count + 1}` });
    await row.getByLabel('Starting quantity').fill(quantityStart);
    await row.getByLabel('Starting units').selectOption(unitsStart);
    await row.getByLabel('Ending quantity').fill(quantityEnd);
    await row.getByLabel('Ending units').selectOption(unitsEnd);
  }

  async setServing(size: string, units: string) {
    await this.tab('Nutrition').click();
    await this.field('Serving Size').fill(size);
    await this.field('Serving Units').selectOption(units);
  }

  /** Picks a nutrient by typing `search` (fuzzy) and choosing `option`, then types the amount. */
  async addNutrient(search: string, option: string, amount: string) {
    await this.tab('Nutrition').click();
    const count = await this.dialog.getByRole('group', { name: /^Nutrient \d+$/ }).count();
    await this.dialog.getByRole('button', { name: 'Add Nutrient' }).click();
    const row = this.dialog.getByRole('group', { name: `Nutrient ${count + 1}` });
    await row.getByRole('combobox', { name: 'Nutrient' }).fill(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await row.getByLabel('Amount').fill(amount);
    return row;
  }

  async save() {
    await this.saveButton.click();
  }
}
