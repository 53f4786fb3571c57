import { expect, type Locator, type Page } from '@playwright/test';
import { FormDialog } from './form-dialog.ts';
import { moveByKeyboard } from './keyboard-sort.ts';
import { ListPage } from './list-page.ts';

/** /portal/chef/menus: the menus list (cards) and its header. */
export class MenusPage extends ListPage<MenuModal> {
  readonly search: Locator;
  protected override readonly newTitle = 'New Menu';

  constructor(page: Page) {
    super(page, '/portal/chef/menus', 'Add Menus');
    this.search = this.main.getByRole('searchbox', { name: 'Search menus by name' });
  }

  protected override modal(title: string): MenuModal {
    return new MenuModal(this.page, title);
  }
}

/** The menu modal: name, season, year, sections of priced menu items, food-cost figures, Save. */
export class MenuModal extends FormDialog {
  readonly sectionList: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: string) {
    super(page, title);
    this.sectionList = this.dialog.getByRole('list', { name: 'Menu sections' });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Menu' });
  }

  /** A section by its name (an unnamed one is "Section {n}"). */
  section(name: string): Locator {
    return this.sectionList
      .locator(':scope > li')
      .and(this.page.getByRole('listitem', { name, exact: true }));
  }

  /** An item row of a section, by its menu item's name. */
  item(section: string, name: string): Locator {
    return this.section(section).getByRole('listitem', { name, exact: true });
  }

  /** Adds a section at the end and names it. */
  async addSection(name: string) {
    const count = await this.sectionList.locator(':scope > li').count();
    await this.dialog.getByRole('button', { name: 'Add Section' }).click();
    const added = this.section(`Section ${count + 1}`);
    await added.getByLabel(/^Section Name/).fill(name);
    await expect(this.section(name)).toBeVisible();
  }

  /** Fills the section's first empty item row (adding one when there is none) with a menu item and price. */
  async addItem(section: string, menuItem: string, price: string) {
    const box = this.section(section);
    const blank = box.getByRole('listitem', { name: /^Item \d+ of / });
    if ((await blank.count()) === 0)
      await box.getByRole('button', { name: `Add Item to ${section}` }).click();
    const row = blank.first();
    const picker = row.getByRole('combobox', { name: 'Menu Item' });
    await picker.fill(menuItem.slice(0, 4));
    await this.page.getByRole('option', { name: menuItem, exact: true }).click();
    // The row is named for its menu item once one is chosen.
    const chosen = this.item(section, menuItem);
    await expect(chosen.getByRole('combobox', { name: 'Menu Item' })).toHaveValue(menuItem);
    await chosen.getByLabel('Price').fill(price);
  }

  /** The section names, in order. */
  async sectionNames(): Promise<string[]> {
    return this.sectionList
      .locator(':scope > li')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  }

  /** Moves a section from the keyboard (keyboard-sort.ts). */
  async moveSection(name: string, steps: number) {
    const handle = this.dialog.getByRole('button', { name: `Drag to reorder ${name}`, exact: true });
    await moveByKeyboard(this.page, handle, steps);
  }

  /** A figure beside an item's price, by its caption: 'Cost per serving', 'Food cost'. */
  figure(section: string, item: string, caption: string): Locator {
    return this.item(section, item).getByLabel(caption, { exact: true });
  }

  /** The food-cost % beside an item's price ("25.00%"); its rating is on `[data-rating]` inside. */
  foodCost(section: string, item: string): Locator {
    return this.figure(section, item, 'Food cost');
  }

  get averageFoodCost(): Locator {
    return this.dialog.getByLabel('Average food cost', { exact: true });
  }
}
