import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// Spec 5 texts, written out here rather than imported, so a changed message fails the test.
const EMAIL_REQUIRED = 'Please enter your email';
const EMAIL_INVALID = 'Please enter a valid email address';
const PASSWORD_REQUIRED = 'Please enter your password';
const PASSWORD_TOO_SHORT = 'Your password must have a length of 8 or more';
const PASSWORDS_DIFFER = 'Your passwords do not match';

/** The message is shown and tied to its field (aria-describedby), so a screen reader reads it too. */
async function expectFieldMessage(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  if (typeof message === 'string')
    await expect(field.page().getByText(message, { exact: true }).first()).toBeVisible();
}

test.describe('sign-in form', () => {
  test('asks for the e-mail and the password', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signInButton.click();
    await expectFieldMessage(signInPage.email, EMAIL_REQUIRED);
    await expectFieldMessage(signInPage.password, PASSWORD_REQUIRED);
    await expect(page).toHaveURL('/');
  });

  test('refuses an address that is not an e-mail', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('chef.example.com', 'whatever-password');
    await expectFieldMessage(signInPage.email, EMAIL_INVALID);
    await expect(signInPage.password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(signInPage.message(PASSWORD_REQUIRED)).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('shows the server message below the form for wrong credentials', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('nobody-here@example.com', 'wrong-password');
    await expect(signInPage.alert).toHaveText(/incorrect/i);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => sessionStorage.getItem('jwt'))).toBeNull();
  });
});

test.describe('sign-up form', () => {
  test('checks the e-mail, the password length and the confirmation', async ({ page, signUpPage }) => {
    await signUpPage.goto();
    await signUpPage.fill({
      firstName: 'Ada',
      lastName: 'Cook',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
    });
    await signUpPage.signUpButton.click();
    await expectFieldMessage(signUpPage.email, EMAIL_INVALID);
    await expectFieldMessage(signUpPage.password, PASSWORD_TOO_SHORT);
    await expectFieldMessage(signUpPage.confirmPassword, PASSWORDS_DIFFER);
    await expect(page).toHaveURL('/sign-up');

    // Fixing the fields clears their messages.
    await signUpPage.fill({
      email: 'ada@example.com',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    for (const message of [EMAIL_INVALID, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER]) {
      await expect(signUpPage.message(message)).toBeHidden();
    }
    for (const field of [signUpPage.email, signUpPage.password, signUpPage.confirmPassword]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('asks for every field when they are empty', async ({ page, signUpPage }) => {
    await signUpPage.goto();
    await signUpPage.signUpButton.click();
    await expectFieldMessage(signUpPage.email, EMAIL_REQUIRED);
    await expectFieldMessage(signUpPage.password, PASSWORD_REQUIRED);
    // Spec 5 names these fields required without giving their texts.
    await expectFieldMessage(signUpPage.firstName, /\S/);
    await expectFieldMessage(signUpPage.lastName, /\S/);
    await expectFieldMessage(signUpPage.confirmPassword, /\S/);
    await expect(page).toHaveURL('/sign-up');
  });

  test('refuses an e-mail that is already registered with the server message', async ({
    page,
    sharedUser,
    signUpPage,
  }) => {
    await signUpPage.goto();
    await signUpPage.signUp({ ...sharedUser, password: 'another-password-1' });
    await expect(signUpPage.alert).toHaveText(/already exists/i);
    await expect(signUpPage.successDialog).toBeHidden();
    await expect(page).toHaveURL('/sign-up');
  });
});

test.describe('forgot and reset password forms', () => {
  test('require their one field before sending anything', async ({
    page,
    forgotPasswordPage,
    resetPasswordPage,
  }) => {
    let accountCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/account/reset-password/')) accountCalls++;
    });

    await forgotPasswordPage.goto();
    await forgotPasswordPage.submitButton.click();
    await expectFieldMessage(forgotPasswordPage.email, EMAIL_REQUIRED);
    await expect(forgotPasswordPage.dialog).toBeHidden();

    await resetPasswordPage.open('/account/reset-password?key=some-key');
    await resetPasswordPage.submitButton.click();
    await expectFieldMessage(resetPasswordPage.password, PASSWORD_REQUIRED);
    await expect(resetPasswordPage.dialog).toBeHidden();

    expect(accountCalls).toBe(0);
  });
});
