import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef/recipes[/{category route}]: the recipes list (cards or table) and its header. */
export class RecipesPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly categoryPicker: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.addButton = main.getByRole('button', { name: 'Add Recipes' });
    this.categoryPicker = main.getByLabel('Category', { exact: true });
  }

  async goto(categoryRoute?: string) {
    await this.page.goto(`/portal/chef/recipes${categoryRoute ? `/${categoryRoute}` : ''}`);
    await expect(this.addButton).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('main').getByRole('article', { name, exact: true });
  }

  async open(name: string): Promise<RecipeModal> {
    await this.card(name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    const modal = new RecipeModal(this.page, `Edit ${name}`);
    await expect(modal.dialog).toBeVisible();
    return modal;
  }

  async add(): Promise<RecipeModal> {
    await this.addButton.click();
    const modal = new RecipeModal(this.page, 'New Recipe');
    await expect(modal.dialog).toBeVisible();
    return modal;
  }
}

/** The recipe modal: header fields, lines, the cost badge, Scale, Nutrition, Print, Save. */
export class RecipeModal {
  readonly page: Page;
  readonly dialog: Locator;
  readonly ingredientRows: Locator;
  readonly subRecipeRows: Locator;
  readonly costBadge: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: string) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: title });
    this.ingredientRows = this.dialog.getByRole('list', { name: 'Recipe ingredients' }).getByRole('listitem');
    this.subRecipeRows = this.dialog.getByRole('list', { name: 'Sub-recipes' }).getByRole('listitem');
    this.costBadge = this.dialog.getByLabel(/^Cost \$/);
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Recipe' });
  }

  /** A header field by its label (required fields' labels end with an asterisk). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  }

  async fillHeader(values: {
    name?: string;
    category?: string;
    team?: string;
    yieldQuantity?: string;
    yieldUnits?: string;
    prepNotes?: string;
  }) {
    if (values.name !== undefined) await this.field('Name').fill(values.name);
    if (values.category !== undefined) await this.field('Category').selectOption(values.category);
    if (values.team !== undefined) await this.field('Team').selectOption(values.team);
    if (values.yieldQuantity !== undefined) await this.field('Yield').fill(values.yieldQuantity);
    if (values.yieldUnits !== undefined) await this.field('Yield Units').selectOption(values.yieldUnits);
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

  /** Moves an ingredient line from the keyboard: focus its handle, Space, arrows, Space (dnd-kit). */
  async moveIngredient(name: string, steps: number) {
    const handle = this.dialog.getByRole('button', { name: `Drag to reorder ${name}` });
    await handle.focus();
    await this.page.keyboard.press('Space');
    for (let i = 0; i < Math.abs(steps); i++)
      await this.page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
    await this.page.keyboard.press('Space');
  }

  /** Hovers the cost badge and returns its tooltip (cost per line, with the pie). */
  async hoverCost(): Promise<Locator> {
    await this.costBadge.hover();
    const tooltip = this.page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    return tooltip;
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
