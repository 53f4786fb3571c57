import { expect, type Locator, type Page } from '@playwright/test';
import type { FormDialog } from './form-dialog.ts';

/**
 * A chef's list screen (menu items, menus, recipes): a heading, an Add button, one card per row, and
 * the modal that adds a row ("New …") or edits one ("Edit {name}").
 */
export abstract class ListPage<Modal extends FormDialog> {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly addButton: Locator;
  private readonly path: string;

  /** `path` is the screen's address; `addLabel` names its Add button ("Add Menus"). */
  constructor(page: Page, path: string, addLabel: string) {
    this.page = page;
    this.path = path;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.addButton = this.main.getByRole('button', { name: addLabel });
  }

  /** The modal of this screen with that title. */
  protected abstract modal(title: string): Modal;

  /** The title of the modal the Add button opens ("New Menu"). */
  protected abstract readonly newTitle: string;

  /** Opens the screen (below its path, when `subPath` is given) and waits for its Add button. */
  async goto(subPath?: string) {
    await this.page.goto(subPath ? `${this.path}/${subPath}` : this.path);
    await expect(this.addButton).toBeVisible();
  }

  card(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /**
   * Opens a row from its card: the modal named "Edit {name}" (or `title`). `wait` gives the modal
   * longer to show, where its code is fetched on first use (the dev server's unbundled modules).
   */
  async open(name: string, title = `Edit ${name}`, wait: { timeout?: number } = {}): Promise<Modal> {
    await this.card(name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    return this.shown(this.modal(title), wait);
  }

  async add(): Promise<Modal> {
    await this.addButton.click();
    return this.shown(this.modal(this.newTitle));
  }

  private async shown(modal: Modal, wait: { timeout?: number } = {}): Promise<Modal> {
    await expect(modal.dialog).toBeVisible(wait);
    return modal;
  }
}
