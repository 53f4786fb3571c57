import { expect, type Locator, type Page } from '@playwright/test';
import type { NewUser } from '../fixtures/users.ts';

/** /sign-up — registration (spec 5 fields and messages). */
export class SignUpPage {
  readonly page: Page;
  readonly alert: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly signUpButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.firstName = page.getByLabel('First Name', { exact: true });
    this.lastName = page.getByLabel('Last Name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm Password', { exact: true });
    this.signUpButton = page.getByRole('button', { name: 'Sign Up', exact: true });
    // The server's answer, shown below the form.
    this.alert = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/sign-up');
    await expect(this.signUpButton).toBeVisible();
  }

  async fill(user: Partial<NewUser> & { confirmPassword?: string }) {
    if (user.firstName !== undefined) await this.firstName.fill(user.firstName);
    if (user.lastName !== undefined) await this.lastName.fill(user.lastName);
    if (user.email !== undefined) await this.email.fill(user.email);
    if (user.password !== undefined) await this.password.fill(user.password);
    const confirm = user.confirmPassword ?? user.password;
    if (confirm !== undefined) await this.confirmPassword.fill(confirm);
  }

  async signUp(user: NewUser) {
    await this.fill(user);
    await this.signUpButton.click();
  }

  /** The dialog shown after a successful registration (spec 4: check your e-mail). */
  get successDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
