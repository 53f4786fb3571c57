import type { Locator, Page } from '@playwright/test';

/** `text` as a regular expression that matches it to the letter. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A modal form named by its title: its fields are found by their labels. */
export class FormDialog {
  readonly page: Page;
  readonly dialog: Locator;

  constructor(page: Page, title: string) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: title });
  }

  /** A field by its label (required fields' labels end with an asterisk). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
  }
}
