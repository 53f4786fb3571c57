import { outboxFiles, waitForLink } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';
import { uniqueUser } from './fixtures/users.ts';
import { closeNoticeDialog } from './page-models/notice-dialog.ts';

test('sign up, activate from the e-mailed link, sign in, open the home cards, sign out', async ({
  page,
  signUpPage,
  signInPage,
  homePage,
  topBar,
}) => {
  const user = uniqueUser();
  const before = await outboxFiles();

  await signUpPage.goto();
  await signUpPage.signUp(user);
  // Spec 4: on success a dialog says to check e-mail, then the visitor is back at /.
  await expect(signUpPage.successDialog).toContainText(/check your e-?mail/i);
  await closeNoticeDialog(signUpPage.successDialog);
  await expect(page).toHaveURL('/');

  // Not activated yet: the sign-in is refused with the server's message below the form.
  await signInPage.signIn(user.email, user.password);
  await expect(signInPage.alert).toHaveText(/not activated/i);
  await expect(page).toHaveURL('/');

  // The activation link arrives by e-mail (the outbox) and lands on /activated, a sign-in form.
  const activationLink = await waitForLink(user.email, '/activate', { after: before });
  await page.goto(activationLink);
  await expect(page).toHaveURL('/activated');
  await expect(page.getByRole('status')).toHaveText(/activated/i);
  await signInPage.expectShown();

  await signInPage.signIn(user.email, user.password);
  await homePage.expectShown();
  expect(await page.evaluate(() => sessionStorage.getItem('jwt'))).toBeTruthy();

  // Each card leads to its portal.
  for (const [card, path] of [
    [homePage.cards.usda, '/portal/usda'],
    [homePage.cards.kitchen, '/portal/chef'],
    [homePage.cards.events, '/portal/events'],
  ] as const) {
    await card.click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await homePage.expectShown();
  }

  await topBar.logout();
  await expect(page).toHaveURL('/');
  await signInPage.expectShown();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('jwt'), sessionStorage.getItem('username')]),
  ).toEqual([null, null]);

  // Signed out means signed out: /home sends the visitor back to the sign-in page.
  await page.goto('/home');
  await expect(page).toHaveURL('/');
});
