import { expect, type Locator, type Page } from '@playwright/test';
import { closeNoticeDialog } from './notice-dialog.ts';

/** /account/reset-password?key=… — one Password field and Submit, reached from the e-mailed link. */
export class ResetPasswordPage {
  readonly page: Page;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.password = page.getByLabel('Password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  /** Opens the link exactly as the e-mail gives it (absolute, PUBLIC_URL-based). */
  async open(link: string) {
    await this.page.goto(link);
    await expect(this.submitButton).toBeVisible();
  }

  async reset(newPassword: string) {
    await this.password.fill(newPassword);
    await this.submitButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async closeDialog() {
    await closeNoticeDialog(this.dialog);
  }
}
