import type { Locator, Page } from '@playwright/test';

/** "Sign in with Google" / "Sign up with Google" under the password forms of / and /sign-up. */
export class GoogleSignIn {
  readonly page: Page;
  readonly signInButton: Locator;
  readonly signUpButton: Locator;
  /** The overlay while the server signs the user up or in (spec 4). */
  readonly overlay: Locator;
  /** The server's answer, below the forms. */
  readonly alert: Locator;

  constructor(page: Page) {
    this.page = page;
    this.signInButton = page.getByRole('button', { name: 'Sign in with Google' });
    this.signUpButton = page.getByRole('button', { name: 'Sign up with Google' });
    this.overlay = page.getByRole('status');
    this.alert = page.getByRole('alert');
  }

  /** Holds the next call to `path` until the returned function is called (to see what shows meanwhile). */
  async holdNext(path: '/api/registerGoogleUser' | '/api/googlesignin'): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await this.page.route(`**${path}`, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
}
