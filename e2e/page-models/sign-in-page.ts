import { expect, type Locator, type Page } from '@playwright/test';

/** / — sign in (also /activated, the same form with an "activated" notice). */
export class SignInPage {
  readonly page: Page;
  readonly alert: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly signUpLink: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    this.signUpLink = page.getByRole('link', { name: /sign up/i });
    this.forgotPasswordLink = page.getByRole('link', { name: /forgot/i });
    // The server's answer, shown below the form.
    this.alert = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/');
    await this.expectShown();
  }

  /** `wait` allows longer for a first load of the app (the dev server's unbundled modules). */
  async expectShown(wait: { timeout?: number } = {}) {
    await expect(this.signInButton).toBeVisible(wait);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** A message shown on the form (field validation or the server's answer below the form). */
  message(text: string | RegExp): Locator {
    return this.page.getByText(text, { exact: typeof text === 'string' });
  }
}
