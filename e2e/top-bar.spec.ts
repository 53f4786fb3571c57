import { expect, test } from './fixtures/test.ts';

test.beforeEach(async ({ sharedUser, signInPage, homePage }) => {
  await signInPage.goto();
  await signInPage.signIn(sharedUser.email, sharedUser.password);
  await homePage.expectShown();
});

test('the section buttons open their portals and the logo returns home', async ({
  page,
  topBar,
  homePage,
}) => {
  for (const [section, path] of [
    ['USDA', '/portal/usda'],
    ['Kitchen', '/portal/chef'],
    ['Events', '/portal/events'],
  ] as const) {
    await topBar.section(section).click();
    await expect(page).toHaveURL(path);
    await expect(topBar.section(section)).toHaveAttribute('aria-current', 'page');
  }
  await topBar.homeLink.click();
  await homePage.expectShown();
});

test('the Tile/Table switch keeps one view selected', async ({ page, topBar }) => {
  // Issue 17: the switch shows on the list screens it changes, not on the home page.
  await expect(topBar.tableView).toHaveCount(0);
  await page.goto('/portal/chef/recipes');
  await topBar.tableView.click();
  await expect(topBar.tableView).toHaveAttribute('aria-pressed', 'true');
  await expect(topBar.tileView).toHaveAttribute('aria-pressed', 'false');
  await topBar.tileView.click();
  await expect(topBar.tileView).toHaveAttribute('aria-pressed', 'true');
  await expect(topBar.tableView).toHaveAttribute('aria-pressed', 'false');
});

test('the account menu shows who is signed in and leads to Feedback', async ({
  page,
  sharedUser,
  topBar,
}) => {
  const menu = await topBar.openAccountMenu();
  await expect(menu).toContainText(sharedUser.email);
  await page.keyboard.press('Escape');
  await topBar.openFeedback();
  await expect(page).toHaveURL('/portal/feedback');
});
