import type { Locator, Page } from '@playwright/test';

/** History (versions) of a recipe, menu item, menu or event: the list, one version compared with now, Restore. */
export class HistoryDialog {
  readonly dialog: Locator;
  readonly versions: Locator;
  readonly compared: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'History' });
    this.versions = this.dialog.getByRole('list', { name: 'Versions' });
    this.compared = this.dialog.getByRole('region', { name: 'Compared with now' });
  }

  /** Opens it from the modal that holds its History button. */
  static async openFrom(page: Page, modal: Locator): Promise<HistoryDialog> {
    await modal.getByRole('button', { name: 'History' }).click();
    return new HistoryDialog(page);
  }

  version(n: number): Locator {
    return this.versions.getByRole('button', { name: new RegExp(`^Version ${n}\\b`) });
  }

  async restore(n: number): Promise<void> {
    await this.compared.getByRole('button', { name: `Restore version ${n}` }).click();
  }
}
