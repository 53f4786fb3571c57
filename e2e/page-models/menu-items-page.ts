import { expect, type Locator, type Page } from '@playwright/test';
import { FormDialog } from './form-dialog.ts';
import { moveByKeyboard } from './keyboard-sort.ts';
import { ListPage } from './list-page.ts';

/** /portal/chef/menuItems: the menu items list (cards or table) and its header. */
export class MenuItemsPage extends ListPage<MenuItemModal> {
  readonly search: Locator;
  protected override readonly newTitle = 'New Menu Item';

  constructor(page: Page) {
    super(page, '/portal/chef/menuItems', 'Add Menu Items');
    this.search = this.main.getByRole('searchbox', { name: 'Search menu items by name' });
  }

  protected override modal(title: string): MenuItemModal {
    return new MenuItemModal(this.page, title);
  }
}

/** The menu item modal: fields, recipe lines, the live figures (cost, price slider, allergens). */
export class MenuItemModal extends FormDialog {
  readonly recipeRows: Locator;
  readonly priceSlider: Locator;
  readonly priceRange: Locator;
  readonly allergens: Locator;
  readonly nutritionFacts: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: string) {
    super(page, title);
    this.recipeRows = this.dialog.getByRole('list', { name: 'Menu item recipes' }).getByRole('listitem');
    this.priceSlider = this.dialog.getByRole('slider', { name: 'Price' });
    this.priceRange = this.dialog.getByLabel('Suggested price range');
    this.allergens = this.dialog.getByRole('region', { name: 'Allergens' });
    this.nutritionFacts = this.dialog.getByRole('region', { name: 'Nutrition Facts' });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Menu Item' });
  }

  /**
   * A live figure ("Cost per serving", "Profit margin"…): a <dd> labelled by its <dt>. (Playwright's
   * role engine gives the definition role no name, so it is found by its label.)
   */
  figure(name: string): Locator {
    return this.dialog.getByLabel(name, { exact: true }).and(this.dialog.locator('dd'));
  }

  async fill(values: {
    name?: string;
    servings?: string;
    servingSize?: string;
    courseType?: string;
    servingVessel?: string;
    description?: string;
    platingNotes?: string;
  }) {
    if (values.name !== undefined) await this.field('Name').fill(values.name);
    if (values.servings !== undefined) await this.field('Servings').fill(values.servings);
    if (values.servingSize !== undefined) await this.field('Serving Size').fill(values.servingSize);
    if (values.courseType !== undefined) await this.field('Course Type').selectOption(values.courseType);
    if (values.servingVessel !== undefined)
      await this.field('Serving Vessel').selectOption(values.servingVessel);
    if (values.description !== undefined) await this.field('Description').fill(values.description);
    if (values.platingNotes !== undefined) await this.field('Plating Notes').fill(values.platingNotes);
  }

  /**
   * Adds a recipe line: picks the recipe (typing the start of its name), waits for the line to take
   * the recipe's yield units (spec 5), then sets the quantity and the units.
   */
  async addRecipe(name: string, yieldUnits: string, quantity?: string, units?: string) {
    await this.dialog.getByRole('button', { name: 'Add Recipe' }).click();
    const row = this.recipeRows.last();
    const picker = row.getByRole('combobox', { name: 'Recipe' });
    await picker.fill(name.slice(0, 5));
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(picker).toHaveValue(name);
    const line = this.dialog.getByRole('listitem', { name, exact: true });
    await expect(line.getByLabel('Units')).toHaveValue(yieldUnits);
    if (quantity !== undefined) await line.getByLabel('Quantity').fill(quantity);
    if (units !== undefined) await line.getByLabel('Units').selectOption(units);
  }

  /** The names of the recipe lines, in order. */
  async recipeNames(): Promise<string[]> {
    return this.recipeRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  }

  /** Moves a recipe line from the keyboard (keyboard-sort.ts). */
  async moveRecipe(name: string, steps: number) {
    await moveByKeyboard(
      this.page,
      this.dialog.getByRole('button', { name: `Drag to reorder ${name}` }),
      steps,
    );
  }

  /** Moves the price slider from the keyboard: focus its thumb, then arrows (one step = $0.01). */
  async movePrice(steps: number) {
    await this.priceSlider.focus();
    for (let i = 0; i < Math.abs(steps); i++)
      await this.page.keyboard.press(steps < 0 ? 'ArrowLeft' : 'ArrowRight');
  }
}
