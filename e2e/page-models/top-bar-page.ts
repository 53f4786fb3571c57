import { expect, type Locator, type Page } from '@playwright/test';

export type Section = 'USDA' | 'Kitchen' | 'Events';

/** The top bar of signed-in pages: logo/title to /home, USDA, Kitchen, Events, Tile/Table, the account menu. */
export class TopBar {
  readonly page: Page;
  readonly bar: Locator;
  readonly homeLink: Locator;
  readonly accountButton: Locator;
  readonly tileView: Locator;
  readonly tableView: Locator;
  /** The active kitchen and the member's role: a button when there are others to switch to. */
  readonly kitchen: Locator;

  constructor(page: Page) {
    this.page = page;
    this.bar = page.getByRole('banner');
    this.homeLink = this.bar.getByRole('link', { name: /Brigade/ });
    this.accountButton = this.bar.getByRole('button', { name: 'Account' });
    this.tileView = this.bar.getByRole('button', { name: 'Tile view' });
    this.tableView = this.bar.getByRole('button', { name: 'Table view' });
    this.kitchen = this.bar
      .getByRole('button', { name: /^Kitchen: / })
      .or(this.bar.getByRole('group', { name: /^Kitchen: / }));
  }

  section(name: Section): Locator {
    return this.bar.getByRole('button', { name, exact: true });
  }

  async openAccountMenu(): Promise<Locator> {
    await this.accountButton.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async openMembers() {
    const menu = await this.openAccountMenu();
    await menu.getByRole('menuitem', { name: 'Members' }).click();
  }

  async openFeedback() {
    const menu = await this.openAccountMenu();
    await menu.getByRole('menuitem', { name: 'Feedback' }).click();
  }

  async logout() {
    const menu = await this.openAccountMenu();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  }
}
