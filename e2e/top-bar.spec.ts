import { expect, test } from './fixtures/test.ts';
import { RecipesPage } from './page-models/recipes-page.ts';

// Signed in through the API: the sign-in form has specs of its own.
test.beforeEach(async ({ signedIn: _, homePage }) => {
  await homePage.goto();
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
  // The switch shows on the list screens it changes, not on the home page.
  await expect(topBar.tableView).toHaveCount(0);
  await page.goto('/portal/chef/recipes');
  await topBar.tableView.click();
  await expect(topBar.tableView).toHaveAttribute('aria-pressed', 'true');
  await expect(topBar.tileView).toHaveAttribute('aria-pressed', 'false');
  await topBar.tileView.click();
  await expect(topBar.tileView).toHaveAttribute('aria-pressed', 'true');
  await expect(topBar.tableView).toHaveAttribute('aria-pressed', 'false');
});

test('on a tablet the kitchen tools stay on the top row, the sections under them', async ({
  page,
  topBar,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/portal/chef/recipes');
  await expect(topBar.tileView).toBeVisible();
  // At 768 px the account menu wrapped alone onto a second row: it now sits beside the switch.
  const account = await topBar.accountButton.boundingBox();
  const tile = await topBar.tileView.boundingBox();
  const usda = await topBar.section('USDA').boundingBox();
  expect(
    account && tile && Math.abs(account.y + account.height / 2 - (tile.y + tile.height / 2)),
  ).toBeLessThan(8);
  expect(usda && account && usda.y).toBeGreaterThan((account?.y ?? 0) + (account?.height ?? 0) - 1);
});

test('the kitchen drawer stays under the top bar as the page scrolls', async ({ page, topBar }) => {
  await page.setViewportSize({ width: 1366, height: 360 });
  // The drawer shows before the list is drawn: a wheel turned before the page is taller than the
  // window scrolls nothing, so the list and the page's full height come first.
  await new RecipesPage(page).goto();
  const drawer = page.getByRole('navigation', { name: 'Kitchen' }).first();
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(50);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  // It was drawn over the top bar, hiding the logo and the sections, once scrolled: the bar stays
  // on top wherever the drawer passes under it (a drawer taller than the window may slide under).
  const bar = await topBar.bar.boundingBox();
  const box = await drawer.boundingBox();
  expect(bar && box && box.y + box.height).toBeGreaterThan((bar?.y ?? 0) + (bar?.height ?? 0));
  const barOnTop = await topBar.bar.evaluate((header) => {
    const { left, top, height } = header.getBoundingClientRect();
    // The bar's left edge, where the drawer would cover the logo, top to bottom.
    return [0.25, 0.5, 0.75].every((f) => {
      const hit = document.elementFromPoint(left + 40, top + height * f);
      return hit !== null && header.contains(hit);
    });
  });
  expect(barOnTop).toBe(true);
  await expect(topBar.section('USDA')).toBeVisible();
  await topBar.section('USDA').click();
  await expect(page).toHaveURL('/portal/usda');
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
