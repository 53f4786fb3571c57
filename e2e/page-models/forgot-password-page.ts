import { expect, type Locator, type Page } from '@playwright/test';
import { closeNoticeDialog } from './notice-dialog.ts';

/** /forgot-password — "Forgot Your Password": an Email Address field, Submit and an outcome dialog. */
export class ForgotPasswordPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly email: Locator;
  readonly submitButton: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Forgot Your Password' });
    this.email = page.getByLabel('Email Address', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/forgot-password');
    await expect(this.heading).toBeVisible();
  }

  async request(email: string) {
    await this.email.fill(email);
    await this.submitButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async closeDialog() {
    await closeNoticeDialog(this.dialog);
  }
}
