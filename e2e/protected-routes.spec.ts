import { expect, test } from './fixtures/test.ts';

for (const path of ['/home', '/portal/chef', '/portal/usda', '/portal/events']) {
  test(`${path} while signed out goes to the sign-in page`, async ({ page, signInPage }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await signInPage.expectShown();
  });
}

test('a token the API refuses (401) ends the session and returns to the sign-in page', async ({
  page,
  signInPage,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('jwt', 'not-a-token-the-server-signed');
    sessionStorage.setItem('username', 'someone@example.com');
  });
  // The vendors screen loads its list from the API with the session's token on arrival.
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/') && response.status() === 401,
  );
  await page.goto('/portal/chef/vendors');
  await refused;
  await expect(page).toHaveURL('/');
  await signInPage.expectShown();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('jwt'), sessionStorage.getItem('username')]),
  ).toEqual([null, null]);
});
