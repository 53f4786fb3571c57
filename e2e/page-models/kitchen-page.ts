import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/chef: the kitchen hub (cards Vendors, Recipes, Menu Items, Menus) and the kitchen drawer. */
export class KitchenPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly drawer: Locator;
  /** The Backup section: Download backup, Restore from backup and what became of it. */
  readonly backup: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Kitchen' });
    this.cards = main.getByRole('list', { name: 'Kitchen sections' });
    this.drawer = main.getByRole('navigation', { name: 'Kitchen' });
    this.backup = main.getByRole('region', { name: 'Backup' });
  }

  /** Downloads the backup: the file's name and its parsed contents. */
  async downloadBackup(): Promise<{ name: string; contents: unknown }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.backup.getByRole('button', { name: 'Download backup' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return {
      name: download.suggestedFilename(),
      contents: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    };
  }

  /** Restores from a backup file with these contents. */
  async restoreBackup(contents: unknown) {
    await this.backup.getByLabel('Backup file').setInputFiles({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(contents)),
    });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/portal\/chef$/);
    await expect(this.heading).toBeVisible();
  }

  card(name: 'Vendors' | 'Recipes' | 'Menu Items' | 'Menus'): Locator {
    return this.cards.getByRole('link', { name, exact: true });
  }

  drawerLink(name: 'Ingredients' | 'Recipes' | 'Menu Items' | 'Menus'): Locator {
    return this.drawer.getByRole('link', { name, exact: true });
  }
}
