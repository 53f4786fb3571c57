import { expect, type Locator, type Page } from '@playwright/test';
import { FormDialog } from './form-dialog.ts';
import { moveByKeyboard } from './keyboard-sort.ts';
import { ListPage } from './list-page.ts';

/** /portal/chef/recipes[/{category route}]: the recipes list (cards or table) and its header. */
export class RecipesPage extends ListPage<RecipeModal> {
  /** The category links (the one way to pick a category). */
  readonly categories: Locator;
  protected override readonly newTitle = 'New Recipe';

  constructor(page: Page) {
    super(page, '/portal/chef/recipes', 'Add Recipes');
    this.categories = this.main.getByRole('list', { name: 'Recipe categories' });
  }

  protected override modal(title: string): RecipeModal {
    return new RecipeModal(this.page, title);
  }

  /** The "Import recipe" dialog: paste or choose a page, JSON-LD or text. */
  async openImport(): Promise<ImportRecipeDialog> {
    await this.main.getByRole('button', { name: 'Import recipe' }).click();
    const dialog = new ImportRecipeDialog(this.page);
    await expect(dialog.dialog).toBeVisible();
    return dialog;
  }

  /** "Import spreadsheet": chooses a CSV of recipe lines; the dialog previews it. */
  async importSpreadsheet(name: string, csv: string): Promise<RecipeSpreadsheetDialog> {
    await this.main.getByRole('button', { name: 'Import spreadsheet' }).click();
    const dialog = new RecipeSpreadsheetDialog(this.page);
    await dialog.dialog
      .getByLabel('Recipe spreadsheet')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    return dialog;
  }

  /** Opens a recipe for a member who may only read it: the dialog is named by the recipe. */
  openToRead(name: string): Promise<RecipeModal> {
    return this.open(name, name);
  }
}

/** The recipe modal: header fields, lines, the cost badge, Scale, Nutrition, Print, Save. */
export class RecipeModal extends FormDialog {
  readonly ingredientRows: Locator;
  readonly subRecipeRows: Locator;
  readonly costBadge: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: string) {
    super(page, title);
    this.ingredientRows = this.dialog.getByRole('list', { name: 'Recipe ingredients' }).getByRole('listitem');
    this.subRecipeRows = this.dialog.getByRole('list', { name: 'Sub-recipes' }).getByRole('listitem');
    // "Cost $2.56", or a lower bound "Cost ≥ $0.19 · 1 line not costed".
    this.costBadge = this.dialog.getByLabel(/^Cost (≥ )?\$/);
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Recipe' });
  }

  /** What the recipe contains as the form stands: the allergen chips. */
  get allergenChips(): Locator {
    return this.dialog.getByLabel('Allergens', { exact: true });
  }

  async fillHeader(values: {
    name?: string;
    category?: string;
    team?: string;
    yieldQuantity?: string;
    yieldUnits?: string;
    /** Shown once the yield units count (Each, Slice). */
    portionName?: string;
    prepNotes?: string;
  }) {
    if (values.name !== undefined) await this.field('Name').fill(values.name);
    if (values.category !== undefined) await this.field('Category').selectOption(values.category);
    if (values.team !== undefined) await this.field('Team').selectOption(values.team);
    if (values.yieldQuantity !== undefined) await this.field('Yield').fill(values.yieldQuantity);
    if (values.yieldUnits !== undefined) await this.field('Yield Units').selectOption(values.yieldUnits);
    if (values.portionName !== undefined) await this.field('Portion name').fill(values.portionName);
    if (values.prepNotes !== undefined) await this.field('Prep Notes').fill(values.prepNotes);
  }

  /** Picks `option` in a row's picker after typing `typed`. */
  private async pick(row: Locator, label: string, typed: string, option: string) {
    const picker = row.getByRole('combobox', { name: label });
    await picker.fill(typed);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(picker).toHaveValue(option);
  }

  async addIngredient(name: string, quantity: string, units: string) {
    await this.dialog.getByRole('button', { name: 'Add Ingredient' }).click();
    const row = this.ingredientRows.last();
    await this.pick(row, 'Ingredient', name.slice(0, 4), name);
    await row.getByLabel('Quantity').fill(quantity);
    await row.getByLabel('Units').selectOption(units);
  }

  async addSubRecipe(name: string, quantity: string, units: string) {
    await this.dialog.getByRole('button', { name: 'Add Sub-recipe' }).click();
    const row = this.subRecipeRows.last();
    await this.pick(row, 'Sub-recipe', name.slice(0, 4), name);
    // Spec 5: the line takes the recipe's yield units; then the cook picks theirs.
    await row.getByLabel('Quantity').fill(quantity);
    await row.getByLabel('Units').selectOption(units);
  }

  /** The names of the ingredient lines, in order. */
  async ingredientNames(): Promise<string[]> {
    return this.ingredientRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  }

  /** Moves an ingredient line from the keyboard (keyboard-sort.ts). */
  async moveIngredient(name: string, steps: number) {
    await moveByKeyboard(
      this.page,
      this.dialog.getByRole('button', { name: `Drag to reorder ${name}` }),
      steps,
    );
  }

  /** The Cost per line panel beside the lines: the pie, its legend, the lines not costed. */
  get costPanel(): Locator {
    return this.dialog.getByRole('region', { name: 'Cost per line' });
  }

  /** The ingredient line at `index` (from 0). */
  ingredientRow(index: number): Locator {
    return this.ingredientRows.nth(index);
  }

  /** Picks another ingredient on an existing line. */
  async chooseIngredient(index: number, name: string) {
    await this.pick(this.ingredientRow(index), 'Ingredient', name.slice(0, 4), name);
  }

  /** The print view of the saved recipe, which opens in its own tab. */
  async openPrint(): Promise<Page> {
    const [printTab] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.dialog.getByRole('link', { name: 'Print' }).click(),
    ]);
    return printTab;
  }

  async openScale(): Promise<Locator> {
    await this.dialog.getByRole('button', { name: 'Scale' }).click();
    const popover = this.page.getByRole('dialog', { name: 'Scale' });
    await expect(popover).toBeVisible();
    return popover;
  }

  async openNutrition(): Promise<Locator> {
    await this.dialog.getByRole('button', { name: 'Nutrition' }).click();
    const popover = this.page.getByRole('dialog', { name: 'Nutrition' });
    await expect(popover).toBeVisible();
    return popover;
  }

  /** Closes the popover on top (Escape). */
  async closePopover(popover: Locator) {
    await this.page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
}

/** Import recipe: a text box, a file input, and Read recipe, which opens the draft in the recipe modal. */
export class ImportRecipeDialog extends FormDialog {
  constructor(page: Page) {
    super(page, 'Import recipe');
  }

  async paste(source: string) {
    await this.field('Recipe page, JSON-LD or text').fill(source);
  }

  /** Chooses a file: it is read at once (the draft opens, or the problem shows). */
  async chooseFile(name: string, contents: string, mimeType = 'text/html') {
    await this.dialog
      .getByLabel('Recipe file')
      .setInputFiles({ name, mimeType, buffer: Buffer.from(contents) });
  }

  async read() {
    await this.dialog.getByRole('button', { name: 'Read recipe' }).click();
  }

  /** The recipe modal the draft opens in: a new recipe, not saved yet. */
  draft(): RecipeModal {
    return new RecipeModal(this.page, 'New Recipe');
  }
}

/** Import recipes (a spreadsheet): the preview of its lines, Import, the recipes made with their costs, Undo. */
export class RecipeSpreadsheetDialog {
  readonly dialog: Locator;
  /** The preview's rows (the header row first). */
  readonly previewRows: Locator;
  /** The recipes the import made: "Shortbread" with "Cost $2.85". */
  readonly imported: Locator;
  readonly status: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Import recipes' });
    this.previewRows = this.dialog.getByRole('grid', { name: 'Recipe lines to import' }).getByRole('row');
    this.imported = this.dialog.getByRole('list', { name: 'Imported recipes' }).getByRole('listitem');
    this.status = this.dialog.getByRole('status');
  }

  async import(label: string) {
    await this.dialog.getByRole('button', { name: label }).click();
  }

  async undo() {
    await this.dialog.getByRole('button', { name: 'Undo import' }).click();
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(this.dialog).toBeHidden();
  }
}
