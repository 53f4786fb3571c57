import { emailsTo, outboxFiles, waitForLink } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';
import { uniqueUser } from './fixtures/users.ts';

// Spec 8 texts: each is the whole message of its outcome dialog (the dialog's accessible description).
const SENT = 'Hang tight! We sent you an email with a password reset link.';
const NOT_FOUND = "Hm, we couldn't find that email. Please double check the email you provided.";
const RESET_OK = 'Success! Your password was reset';
const RESET_FAILED = 'Password reset error. Please try again.';

test('reset a forgotten password through the e-mailed link, then only the new password works', async ({
  page,
  activatedUser,
  signInPage,
  forgotPasswordPage,
  resetPasswordPage,
  homePage,
}) => {
  await signInPage.goto();
  await signInPage.forgotPasswordLink.click();
  await expect(forgotPasswordPage.heading).toBeVisible();

  const before = await outboxFiles();
  await forgotPasswordPage.request(activatedUser.email);
  await expect(forgotPasswordPage.dialog).toHaveAccessibleDescription(SENT);
  // Closing the dialog after success goes to / (spec 2).
  await forgotPasswordPage.closeDialog();
  await expect(page).toHaveURL('/');

  const resetLink = await waitForLink(activatedUser.email, '/account/reset-password', { after: before });
  const newPassword = `${activatedUser.password}-new`;
  await resetPasswordPage.open(resetLink);
  await resetPasswordPage.reset(newPassword);
  await expect(resetPasswordPage.dialog).toHaveAccessibleDescription(RESET_OK);
  // After a successful reset the user goes back to / (spec 8).
  await resetPasswordPage.closeDialog();
  await expect(page).toHaveURL('/');

  // The key is single-use: the same link a second time fails with the spec's text.
  await resetPasswordPage.open(resetLink);
  await resetPasswordPage.reset(`${newPassword}-again`);
  await expect(resetPasswordPage.dialog).toHaveAccessibleDescription(RESET_FAILED);

  await signInPage.goto();
  await signInPage.signIn(activatedUser.email, activatedUser.password);
  await expect(page).toHaveURL('/');
  await expect(signInPage.alert).toHaveText(/incorrect/i);

  await signInPage.signIn(activatedUser.email, newPassword);
  await homePage.expectShown();
});

test('forgot password with an unknown e-mail says it could not be found and stays', async ({
  page,
  forgotPasswordPage,
}) => {
  const stranger = uniqueUser();
  await forgotPasswordPage.goto();
  await forgotPasswordPage.request(stranger.email);
  await expect(forgotPasswordPage.dialog).toHaveAccessibleDescription(NOT_FOUND);
  await forgotPasswordPage.closeDialog();
  await expect(page).toHaveURL('/forgot-password');
  expect(await emailsTo(stranger.email)).toEqual([]);
});

test('a reset link with an unknown key fails with the spec text', async ({ page, resetPasswordPage }) => {
  await resetPasswordPage.open('/account/reset-password?key=not-a-real-key');
  await resetPasswordPage.reset('a-brand-new-password');
  await expect(resetPasswordPage.dialog).toHaveAccessibleDescription(RESET_FAILED);
  // A failure keeps the user on the form to try again.
  await resetPasswordPage.closeDialog();
  await expect(page).toHaveURL('/account/reset-password?key=not-a-real-key');
});
