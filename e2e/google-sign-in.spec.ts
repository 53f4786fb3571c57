import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { IdTokenClaims } from '../apps/server/src/modules/oidc/local-oidc-issuer.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { type FakeGoogle, startFakeGoogle } from './fixtures/fake-google.ts';
import { type OwnServer, startOwnServer } from './fixtures/own-server.ts';
import { createActivatedUser, uniqueUser } from './fixtures/users.ts';
import { FeedbackPage } from './page-models/feedback-page.ts';
import { GoogleSignIn } from './page-models/google-sign-in.ts';
import { HomePage } from './page-models/home-page.ts';
import { SignInPage } from './page-models/sign-in-page.ts';
import { TopBar } from './page-models/top-bar-page.ts';

/**
 * Sign in with Google through a stand-in for Google on loopback: a real OpenID Connect
 * issuer whose ID tokens the server verifies as it would Google's, and a small google.accounts.id
 * script served from GOOGLE_GSI_URL. These settings need a server of this spec's own; it also embeds
 * an external feedback form (FEEDBACK_URL), which the shared server does not have.
 */

const CLIENT_ID = 'brigade-e2e.apps.example.test';
let google: FakeGoogle;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // First start of a fresh database (the USDA foods are loaded): more than a test's 30 s may pass.
  test.setTimeout(120_000);
  google = await startFakeGoogle(CLIENT_ID);
  server = await startOwnServer({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    OIDC_ISSUER: google.issuer,
    GOOGLE_GSI_URL: google.scriptUrl,
    FEEDBACK_URL: google.feedbackFormUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await google?.close();
});

const url = (path: string) => new URL(path, server.baseURL).href;

/** Someone at the provider: a stable subject id and a verified address. */
function person(email = uniqueUser().email): IdTokenClaims {
  return {
    sub: String(BigInt(`0x${randomBytes(8).toString('hex')}`)),
    email,
    given_name: 'Marco',
    family_name: 'Pierre',
  };
}

const username = (page: import('@playwright/test').Page) =>
  page.evaluate(() => sessionStorage.getItem('username'));

let marco: IdTokenClaims;

test('signs up with Google: the loading overlay while the account is created, then /home', async ({
  page,
}) => {
  marco = person();
  google.chooseAccount(marco);
  const gsi = new GoogleSignIn(page);
  await page.goto(url('/sign-up'));

  const release = await gsi.holdNext('/api/registerGoogleUser');
  await gsi.signUpButton.click();
  await expect(gsi.overlay).toHaveText('Creating your Brigade account…');
  release();

  await new HomePage(page).expectShown();
  expect(await username(page)).toBe(marco.email);
  const menu = await new TopBar(page).openAccountMenu();
  await expect(menu).toContainText(marco.email);
});

test('signs in with Google on / later, into the same account', async ({ page }) => {
  google.chooseAccount(marco);
  const gsi = new GoogleSignIn(page);
  await page.goto(url('/'));
  await gsi.signInButton.click();
  await new HomePage(page).expectShown();
  expect(await username(page)).toBe(marco.email);
});

test('links a Google account to the password account with the same address: both ways sign in', async ({
  page,
}) => {
  const julia = await createActivatedUser(server.baseURL, server.dataDir);
  google.chooseAccount(person(julia.email));
  const gsi = new GoogleSignIn(page);
  const signIn = new SignInPage(page);
  const home = new HomePage(page);

  await page.goto(url('/'));
  await gsi.signInButton.click();
  await home.expectShown();
  expect(await username(page)).toBe(julia.email);

  await new TopBar(page).logout();
  await signIn.expectShown();
  await signIn.signIn(julia.email, julia.password);
  await home.expectShown();
});

test('tells someone without an account to sign up first, and stays on /', async ({ page }) => {
  const stranger = person();
  google.chooseAccount(stranger);
  const gsi = new GoogleSignIn(page);
  await page.goto(url('/'));
  await gsi.signInButton.click();
  await expect(gsi.alert).toHaveText(
    `There is no Brigade account for ${stranger.email} yet. Sign up with your identity provider to create one.`,
  );
  await expect(page).toHaveURL(url('/'));
  expect(await username(page)).toBeNull();
});

test('the sign-up page with the Google button has no serious accessibility violations', async ({ page }) => {
  await page.goto(url('/sign-up'));
  await expect(new GoogleSignIn(page).signUpButton).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('embeds the external feedback form of FEEDBACK_URL (its origin allowed to be framed)', async ({
  page,
}) => {
  google.chooseAccount(marco);
  await page.goto(url('/'));
  await new GoogleSignIn(page).signInButton.click();
  await new HomePage(page).expectShown();

  await new TopBar(page).openFeedback();
  const feedback = new FeedbackPage(page);
  await feedback.expectShown();
  await expect(feedback.embeddedForm).toHaveAttribute('src', google.feedbackFormUrl);
  await expect(
    page
      .frameLocator('iframe[title="Feedback form"]')
      .getByRole('heading', { name: 'Tell the Brigade team' }),
  ).toBeVisible();
  await expect(feedback.sendButton).toHaveCount(0);
});
