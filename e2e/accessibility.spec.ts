import { seriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

test('the sign-in page has no serious accessibility violations', async ({ page, signInPage }) => {
  await signInPage.goto();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-up page has no serious accessibility violations', async ({ page, signUpPage }) => {
  await signUpPage.goto();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page has no serious accessibility violations', async ({ page, signedIn: _, homePage }) => {
  await homePage.goto();
  expect(await seriousViolations(page)).toEqual([]);
});
