import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/feedback — the built-in form, or the external form embedded (FEEDBACK_URL). */
export class FeedbackPage {
  readonly page: Page;
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly confirmation: Locator;
  readonly error: Locator;
  readonly embeddedForm: Locator;

  constructor(page: Page) {
    this.page = page;
    this.message = page.getByLabel('Your feedback');
    this.sendButton = page.getByRole('button', { name: 'Send Feedback' });
    this.confirmation = page.getByRole('status').filter({ hasText: 'Thank you!' });
    this.error = page.getByRole('alert');
    this.embeddedForm = page.getByTitle('Feedback form');
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/portal\/feedback$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  }

  async send(text: string) {
    await this.message.fill(text);
    await this.sendButton.click();
  }
}
