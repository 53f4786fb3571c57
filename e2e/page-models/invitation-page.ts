import { expect, type Locator, type Page } from '@playwright/test';

/** /invitation?key=…: the e-mailed link, before and after signing in. */
export class InvitationPage {
  readonly page: Page;
  /** "{invitedBy} invited you to join {kitchenName} as {Role}." */
  readonly sentence: Locator;
  readonly signInToAccept: Locator;
  readonly createAccount: Locator;

  constructor(page: Page) {
    this.page = page;
    this.sentence = page.getByRole('main').getByText(/invited you to join/);
    this.signInToAccept = page.getByRole('button', { name: 'Sign in to accept' });
    this.createAccount = page.getByRole('button', { name: 'Create an account' });
  }

  async open(link: string) {
    await this.page.goto(link);
    await expect(this.sentence).toBeVisible();
  }

  acceptButton(kitchenName: string): Locator {
    return this.page.getByRole('button', { name: `Accept and join ${kitchenName}` });
  }
}
