import { dayAfter, kitchenApi } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { TabletCalendar } from './page-models/tablet-calendar.ts';

/**
 * The banquet calendar on a tablet: Chromium with a touch screen, landscape and portrait.
 * Each test books its events through the API in a fresh kitchen, from tomorrow on (never in the past).
 */

const today = () => new Date();

/** A fresh kitchen with these events (title, start, end), signed in on the page. */
async function kitchenWith(
  page: import('@playwright/test').Page,
  baseURL: string,
  events: [string, Date, Date][],
) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  for (const [title, start, end] of events)
    await api.event({
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      guestCount: 120,
      location: 'Grand Ballroom',
    });
  await signInPage(page, session);
  const calendar = new TabletCalendar(page);
  await calendar.goto();
  return calendar;
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} touch screen`, () => {
    test.use({ viewport, hasTouch: true, isMobile: false });

    test('the week opens with an evening banquet wholly in sight', async ({ page, baseURL }) => {
      const day = dayAfter(today(), 1);
      const calendar = await kitchenWith(page, baseURL as string, [
        ['Hartley Wedding', dayAfter(day, 0, 21), dayAfter(day, 0, 23, 30)],
      ]);
      await calendar.showWeekOf(day);
      const wedding = calendar.event('Hartley Wedding');
      await expect(wedding).toBeVisible();
      await expect.poll(() => calendar.whollyInSight(wedding)).toBe(true);
    });

    test('a tap opens an event, also once a long-press has selected it', async ({ page, baseURL }) => {
      const day = dayAfter(today(), 1);
      const calendar = await kitchenWith(page, baseURL as string, [
        ['Rotary Lunch', dayAfter(day, 0, 12), dayAfter(day, 0, 14)],
      ]);
      await calendar.showWeekOf(day);
      await calendar.longPress('Rotary Lunch');
      await calendar.event('Rotary Lunch').tap();
      await expect(page.getByRole('dialog', { name: 'Edit Rotary Lunch' })).toBeVisible();
    });

    test('a drag onto another day keeps the time, and Undo puts it back', async ({ page, baseURL }) => {
      // A week from tomorrow, 18:30 to 22:00, dragged to the day before or after in the same week.
      const day = dayAfter(today(), 8);
      const other = day.getDay() === 6 ? dayAfter(day, -1) : dayAfter(day, 1);
      const calendar = await kitchenWith(page, baseURL as string, [
        ['Hartley Wedding', dayAfter(day, 0, 18, 30), dayAfter(day, 0, 22)],
      ]);
      await calendar.showWeekOf(day);
      const moved = await calendar.dragToDay('Hartley Wedding', other);
      expect(moved.status()).toBe(200);
      expect(await moved.json()).toMatchObject({
        start: dayAfter(other, 0, 18, 30).toISOString(),
        end: dayAfter(other, 0, 22).toISOString(),
      });
      const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(other);
      await expect(calendar.snackbar).toContainText(
        `Hartley Wedding moved to ${weekday} ${other.getDate()}, 6:30 PM`,
      );
      await expect(
        calendar.dayCell(other).getByRole('button', { name: /Hartley Wedding ?, / }),
      ).toBeVisible();

      const undone = page.waitForResponse((r) => r.request().method() === 'PATCH');
      await calendar.snackbar.getByRole('button', { name: 'Undo' }).click();
      expect(await (await undone).json()).toMatchObject({
        start: dayAfter(day, 0, 18, 30).toISOString(),
        end: dayAfter(day, 0, 22).toISOString(),
      });
      await expect(calendar.dayCell(day).getByRole('button', { name: /Hartley Wedding ?, / })).toBeVisible();
      await expect(calendar.dayCell(other).getByRole('button', { name: /Hartley Wedding ?, / })).toHaveCount(
        0,
      );
    });

    test('the month view shows a busy day as chips and "+N more", which lists them all', async ({
      page,
      baseURL,
    }) => {
      const day = dayAfter(today(), 1);
      const titles = [
        'Hartley Wedding Reception',
        'Rotary Lunch',
        'Board Dinner',
        'Gala Cocktails',
        'Bar Mitzvah',
      ];
      const calendar = await kitchenWith(
        page,
        baseURL as string,
        titles.map((title, i): [string, Date, Date] => [
          title,
          dayAfter(day, 0, 9 + 2 * i),
          dayAfter(day, 0, 10 + 2 * i),
        ]),
      );
      await calendar.showMonth();
      if (day.getMonth() !== today().getMonth())
        await calendar.main.getByRole('button', { name: 'Next Month' }).click();
      // Toolbar buttons big enough for a finger.
      for (const control of [
        calendar.main.getByRole('button', { name: 'Previous Month' }),
        calendar.main.getByRole('button', { name: 'Next Month' }),
        calendar.main.getByRole('tab', { name: 'Week view' }),
      ]) {
        const box = await control.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      // Every week of the month inside the calendar's box (a fixed height once spilled the last ones out).
      expect(await calendar.overflowBelowBox()).toBeLessThanOrEqual(0);
      const cell = calendar.dayCell(day);
      const more = cell.getByText(/^\+\d+ more$/);
      await expect(more).toBeVisible();
      // The first chip's title is not cut to a few letters.
      await expect(cell.getByRole('button', { name: /Hartley Wedding Reception ?, / })).toBeVisible();
      await more.click();
      const popover = page.getByRole('dialog');
      for (const title of titles) await expect(popover.getByText(title, { exact: true })).toBeVisible();
    });
  });
}
