import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

/** Serious and critical WCAG 2.1 A/AA violations on the current page, summarised for the report. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the sign-in page has no serious accessibility violations', async ({ page, signInPage }) => {
  await signInPage.goto();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-up page has no serious accessibility violations', async ({ page, signUpPage }) => {
  await signUpPage.goto();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page has no serious accessibility violations', async ({
  page,
  sharedUser,
  signInPage,
  homePage,
}) => {
  await signInPage.goto();
  await signInPage.signIn(sharedUser.email, sharedUser.password);
  await homePage.expectShown();
  expect(await seriousViolations(page)).toEqual([]);
});
