import { call, newKitchen, signInContext } from './fixtures/kitchen-session.ts';
import { test } from './fixtures/test.ts';

test('screens', async ({ browser, baseURL }) => {
  const session = await newKitchen(baseURL as string);
  const vendor = await call(session, 'POST', '/api/vendors', { name: 'Harbor Foodservice' });
  await call(session, 'POST', '/api/vendors', { name: 'Baldor' });
  const rows = [
    ['Saffron', 'Spices and Herbs', 90, 1, 'Ounce'],
    ['Butter', 'Dairy and Egg Products', 4.5, 1, 'Pound'],
    ['All-purpose Flour', 'Grains and Pasta', 20, 50, 'Pound'],
    ['Large Eggs', 'Dairy and Egg Products', 48, 180, 'Each'],
    ['Atlantic Salmon', 'Seafood Products', 130, 10, 'Pound'],
  ] as const;
  for (const [name, category, cost, costAmount, costUnits] of rows) {
    await call(session, 'POST', '/api/ingredients', { vendor: { id: vendor.id }, allergens: [], name, category, cost, costAmount, costUnits });
  }
  for (const [label, options] of [
    ['desktop', { viewport: { width: 1366, height: 850 } }],
    ['tablet', { viewport: { width: 1024, height: 768 }, hasTouch: true }],
    ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ] as const) {
    const context = await browser.newContext(options);
    await signInContext(context, session);
    await context.addInitScript(() => localStorage.setItem('viewMode', 'table'));
    const page = await context.newPage();
    await page.goto('/portal/chef/vendor/Harbor%20Foodservice/ingredients');
    await page.getByRole('gridcell', { name: 'Butter', exact: true }).waitFor();
    await page.screenshot({ path: `/tmp/h30b-ingredients-${label}.png`, fullPage: true });
    await page.goto('/portal/chef/vendors');
    await page.getByRole('gridcell', { name: 'Baldor', exact: true }).waitFor();
    await page.screenshot({ path: `/tmp/h30b-vendors-${label}.png`, fullPage: true });
    await page.goto('/portal/chef/recipes');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `/tmp/h30b-recipes-${label}.png` });
    await context.close();
  }
});
