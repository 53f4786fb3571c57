import type { Browser, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './fixtures/axe.ts';
import { demoSession } from './fixtures/demo-session.ts';
import { signInContext } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { boardDay, DaySheetPage, LabelsPage, ProductionPage } from './page-models/production-page.ts';

/**
 * The production plan end to end, on the demo account the server seeds on its first start: its
 * events of the coming week (the Harper–Lee Wedding today, 140 guests; others every day or two) as
 * batches spread over the days before them by the recipes' lead times. Worked out by hand:
 * - Apple Crisp (Pastry, no lead time) yields 12 Each from 12 apples; the wedding's 140 guests take
 *   one each: 140 Each, made today; its apples 140 ÷ 12 × 12 = 140 whole apples.
 * Check-offs are kept on the server: one survives a reload. The day sheet and both label layouts are
 * printed to PDF (paper size and page count checked) and screenshotted as printed.
 */

/** A screenshot kept in the test's output folder and attached to its report. */
async function attachShot(testInfo: TestInfo, page: Page, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The pages and paper sizes (in points) of a PDF as Chromium prints it. */
function pdfPages(pdf: Buffer): { pages: number; sizes: string[] } {
  const text = pdf.toString('latin1');
  return {
    pages: (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length,
    sizes: [...new Set(text.match(/\/MediaBox\s*\[[^\]]*\]/g) ?? [])].map((box) =>
      box.replace(/^\/MediaBox\s*\[\s*|\s*\]$/g, ''),
    ),
  };
}

/**
 * The board's name of the wedding's day ('Thu, Nov 26'), as the events list shows its start: the demo
 * seeds it today at 17:00 UTC (at the next hour once that has passed), which is another local day in
 * some time zones.
 */
async function weddingDay(board: ProductionPage): Promise<string> {
  const text =
    (await board.events.getByRole('listitem').filter({ hasText: 'Harper–Lee Wedding' }).textContent()) ?? '';
  const day = /— (\w{3}, \w{3} \d{1,2}),/.exec(text)?.[1];
  expect(day, text).toBeTruthy();
  return day as string;
}

test('the demo’s coming week as a production board: batches over days, a check-off kept, day sheet and labels printed', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await demoSession(baseURL as string);
  await signInContext(page.context(), session);
  await page.setViewportSize({ width: 1366, height: 850 });

  // From the kitchen drawer, and from the Events screen (the week on screen).
  await page.goto('/portal/chef/recipes');
  await page
    .getByRole('navigation', { name: 'Kitchen' })
    .first()
    .getByRole('link', { name: 'Production' })
    .click();
  const board = new ProductionPage(page);
  await board.expectShown();
  await page.goto('/portal/events');
  await expect(page.getByRole('link', { name: 'Production' })).toHaveAttribute(
    'href',
    /^\/portal\/events\/production\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
  );
  await board.goto();

  // The coming week's events, and batches spread over several days, the first made ahead of the first.
  await expect(board.events).toContainText('Harper–Lee Wedding');
  const weddingDayName = await weddingDay(board);
  await expect.poll(() => board.days.count()).toBeGreaterThanOrEqual(3);
  const firstDay = (await board.days.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(firstDay).not.toBe(boardDay(new Date()));
  await expect(board.days.first()).toContainText('ahead of the days shown');

  const crisp = board
    .batch(weddingDayName, 'Pastry', 'Apple Crisp')
    .filter({ hasText: 'Harper–Lee Wedding' });
  await expect(crisp.getByLabel('Batch quantity')).toHaveText('140 Each');
  await expect(crisp.getByRole('list', { name: 'Uses of Apple Crisp' })).toHaveText(
    'Harper–Lee Wedding — Apple Crisp — 140 Each',
  );
  await crisp.getByRole('button', { name: /^Show \d+ lines$/ }).click();
  await expect(crisp.getByRole('list', { name: 'Ingredients of Apple Crisp' })).toContainText(
    '140 Each Granny Smith Apples',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Done, by the demo's owner; still done after a reload (kept on the server).
  const done = board.doneBox(crisp, 'Apple Crisp');
  if (await done.isChecked()) await board.setDone(crisp, 'Apple Crisp', false);
  await board.setDone(crisp, 'Apple Crisp', true);
  await expect(crisp).toContainText(/Done by Demo Chef at \w{3} \d{1,2}:\d\d [AP]M/);
  await page.reload();
  await board.expectShown();
  await expect(board.doneBox(crisp, 'Apple Crisp')).toBeChecked();
  await expect(crisp).toContainText('Done by Demo Chef');
  await attachShot(testInfo, page, 'board-1366x850');

  // The Pastry day sheet of today: the crisp ticked, its uses and lines; printed on letter paper.
  const sheetTab = await board.openDaySheet(weddingDayName, 'Pastry');
  await sheetTab.setViewportSize({ width: 1366, height: 850 });
  const sheet = new DaySheetPage(sheetTab, 'Pastry');
  await expect(sheet.row('Apple Crisp')).toContainText('140 Each');
  await expect(sheet.row('Apple Crisp')).toContainText('Harper–Lee Wedding: Apple Crisp, 140 Each');
  await expect(sheet.row('Apple Crisp')).toContainText('140 Each Granny Smith Apples');
  await expect(sheet.row('Apple Crisp').getByRole('img', { name: 'Done' })).toBeVisible();
  expect(await seriousViolations(sheetTab)).toEqual([]);
  await sheetTab.emulateMedia({ media: 'print' });
  await expect(sheetTab.getByRole('banner')).toBeHidden();
  await expect(sheet.printButton).toBeHidden();
  await attachShot(testInfo, sheetTab, 'day-sheet-print', true);
  const sheetPdf = pdfPages(await sheetTab.pdf({ format: 'Letter', preferCSSPageSize: true }));
  expect(sheetPdf.pages).toBeGreaterThanOrEqual(1);
  expect(sheetPdf.sizes).toEqual(['0 0 612 792']);
  await sheetTab.emulateMedia({ media: 'screen' });

  // Its labels on a 30-up letter sheet (Avery 5160): 2.625 × 1 in labels from 0.1875 in and 0.5 in,
  // 2.75 in apart across; in CSS pixels (96 an inch): 252 × 96 from (18, 48), columns 264 apart.
  await sheetTab.getByRole('link', { name: 'Labels' }).click();
  const labels = new LabelsPage(sheetTab);
  await expect(labels.label('Apple Crisp')).toContainText('140 Each');
  await expect(labels.label('Apple Crisp')).toContainText('Contains: Milk, Wheat, Tree Nuts');
  await expect(labels.label('Apple Crisp')).toContainText('Harper–Lee Wedding');
  await expect(labels.label('Apple Crisp')).toContainText('Pastry');
  expect(await seriousViolations(sheetTab)).toEqual([]);
  const count = await labels.labels.getByRole('region').count();
  const boxes = await labels.printedBoxes();
  expect(boxes[0]).toEqual({ x: 18, y: 48, width: 252, height: 96 });
  if (boxes.length > 1) expect(boxes[1]).toMatchObject({ x: 282, y: 48 });
  await attachShot(testInfo, sheetTab, 'labels-sheet-print', true);
  const sheetLabels = pdfPages(await sheetTab.pdf({ preferCSSPageSize: true }));
  expect(sheetLabels).toEqual({ pages: Math.ceil(count / 30), sizes: ['0 0 612 792'] });
  await sheetTab.emulateMedia({ media: 'screen' });

  // And on 2 × 1 in thermal labels: one label a page, 144 × 72 points.
  await labels.layout.getByRole('button', { name: 'Thermal 2 × 1 in' }).click();
  await expect(sheetTab).toHaveURL(/layout=thermal/);
  await expect(labels.label('Apple Crisp')).toBeVisible();
  const thermalBoxes = await labels.printedBoxes();
  expect(thermalBoxes[0]).toMatchObject({ width: 192, height: 96 });
  await attachShot(testInfo, sheetTab, 'labels-thermal-print', true);
  expect(pdfPages(await sheetTab.pdf({ preferCSSPageSize: true }))).toEqual({
    pages: count,
    sizes: ['0 0 144 72'],
  });
  await sheetTab.close();

  // Leave the demo as it was for the next run on this data folder.
  await board.setDone(crisp, 'Apple Crisp', false);
  await expect(crisp).not.toContainText('Done by');
});

async function touchPage(browser: Browser, baseURL: string, width: number, height: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, hasTouch: true });
  const page = await context.newPage();
  await signInContext(page.context(), await demoSession(baseURL));
  return page;
}

test('the board on a 1024×768 touch tablet and a 390×844 phone: 44 px targets, nothing off the side', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ]) {
    const page = await touchPage(browser, baseURL as string, width, height);
    const board = new ProductionPage(page);
    await board.goto();
    const weddingDayName = await weddingDay(board);
    await expect(board.days.first()).toBeVisible();
    await attachShot(testInfo, page, `board-${width}x${height}`);
    const crisp = board
      .batch(weddingDayName, 'Pastry', 'Apple Crisp')
      .filter({ hasText: 'Harper–Lee Wedding' });
    await crisp.scrollIntoViewIfNeeded();
    for (const target of [
      board.doneBox(crisp, 'Apple Crisp').locator('..'),
      crisp.getByRole('button', { name: /^Show \d+ lines$/ }),
      board.team(weddingDayName, 'Pastry').getByRole('link', { name: /day sheet/ }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    // The page never scrolls sideways (the board scrolls its own days on a tablet).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await attachShot(testInfo, page, `board-${width}x${height}-today-pastry`);
    await page.context().close();
  }
});
