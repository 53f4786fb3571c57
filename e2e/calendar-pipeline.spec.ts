import type { Page } from '@playwright/test';
import { kitchenApi, seedCaesarMenuItems } from './fixtures/api.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { call, newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { EventsPage } from './page-models/events-page.ts';

/**
 * The banquet pipeline on the calendar: status colours with a legend that filters, the
 * totals of the events shown, guarantees flagged, and the Rooms view. One fresh kitchen per test, its
 * events tomorrow, booked through the API. Figures worked out by hand (events.spec.ts's catalogue):
 * - Caesar Salad $2.75 a serving, Parmesan Crisps $1.10 a serving.
 * - Hartley Wedding, Definite, Grand Ballroom: 100 expected, 90 guaranteed at $85 → revenue
 *   90 × 85 = $7,650; 90 salads = $247.50 of food.
 * - Okafor Hold, Tentative, Grand Ballroom (overlapping the wedding): 60 guests, none guaranteed, at
 *   $70 → $4,200; 60 crisps = $66.00 of food; its guarantee is due today and not given.
 * - Nguyen Inquiry, Library: 30 guests, no price, no menu → guests only; its guarantee (3 days before
 *   tomorrow) is overdue.
 * - Rotary Lunch, Cancelled, no room: 40 guests at $50 with 40 crisps → never counted, never flagged.
 * All shown: 3 events; 90 + 60 + 30 = 180 guests; $7,650 + $4,200 = $11,850.00;
 *   ($247.50 + $66.00) ÷ $11,850 = 313.5 ÷ 11,850 = 2.6456 % → 2.65%.
 * Definite only: 1 event; 90 guests; $7,650.00; 247.5 ÷ 7,650 = 3.2353 % → 3.24%.
 */

const tomorrowAt = (hour: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, hour).toISOString();
};

async function bookedKitchen(page: Page, baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const { salad, crisps } = await seedCaesarMenuItems(api);
  const menu = await api.menu({
    name: 'Autumn Supper',
    season: 'Fall',
    menuSections: [
      { name: 'Starters', menuSectionItems: [{ menuItem: { id: crisps.id }, price: 5 }] },
      { name: 'Mains', menuSectionItems: [{ menuItem: { id: salad.id }, price: 11 }] },
    ],
  });
  const [crispsLine, saladLine] = menu.menuSections.map((s) => s.menuSectionItems[0].id);
  const line = (id: number, prepQuantity: number) => [
    { menuSectionItem: { id }, plating: 'Plated', prepQuantity, price: 5 },
  ];
  const ballroom = await call(session, 'POST', '/api/rooms', { name: 'Grand Ballroom', capacity: 200 });
  const library = await call(session, 'POST', '/api/rooms', { name: 'Library', capacity: 40 });
  const event = (body: Record<string, unknown>) =>
    api.event({ location: 'Main building', allDay: false, ...body });
  await event({
    title: 'Hartley Wedding',
    start: tomorrowAt(18),
    end: tomorrowAt(23),
    guestCount: 100,
    guaranteedCount: 90,
    pricePerGuest: 85,
    room: { id: ballroom.id },
    banquetEventMenuSectionItems: line(saladLine, 90),
  });
  await event({
    title: 'Okafor Hold',
    status: 'TENTATIVE',
    start: tomorrowAt(19),
    end: tomorrowAt(22),
    guestCount: 60,
    pricePerGuest: 70,
    room: { id: ballroom.id },
    // Due today (the day as the server counts it, UTC) and not given: flagged.
    guaranteeDueDate: new Date().toISOString().slice(0, 10),
    banquetEventMenuSectionItems: line(crispsLine, 60),
  });
  await event({
    title: 'Nguyen Inquiry',
    status: 'INQUIRY',
    start: tomorrowAt(12),
    end: tomorrowAt(14),
    guestCount: 30,
    room: { id: library.id },
  });
  await event({
    title: 'Rotary Lunch',
    status: 'CANCELLED',
    cancelReason: 'Moved to another venue',
    start: tomorrowAt(11),
    end: tomorrowAt(13),
    guestCount: 40,
    pricePerGuest: 50,
    banquetEventMenuSectionItems: line(crispsLine, 40),
  });
  await signInPage(page, session);
  const events = new EventsPage(page);
  await events.goto();
  const tomorrow = new Date(tomorrowAt(0));
  await events.showWeekOf(tomorrow);
  return events;
}

const totals = (page: Page) => page.getByRole('main').getByLabel('Totals of the events shown');
const statusToggle = (page: Page, status: string) =>
  page.getByRole('group', { name: 'Statuses shown' }).getByRole('button', { name: status });

test('the header totals the events shown, never a cancelled one, and follows the status filter', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const events = await bookedKitchen(page, baseURL as string);
  await expect(events.event('Rotary Lunch')).toBeVisible();
  await expect(totals(page)).toContainText('Events3');
  await expect(totals(page)).toContainText('Guests180');
  await expect(totals(page)).toContainText('Revenue$11,850.00');
  await expect(totals(page)).toContainText('Food cost2.65%');

  // Definite only: the others leave the calendar and the totals; the address keeps the filter.
  for (const status of ['Inquiry', 'Tentative', 'Completed', 'Cancelled'])
    await statusToggle(page, status).click();
  await expect(statusToggle(page, 'Definite')).toHaveAttribute('aria-pressed', 'true');
  await expect(statusToggle(page, 'Tentative')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/[?&]status=definite(&|$)/);
  await expect(events.event('Okafor Hold')).toHaveCount(0);
  await expect(events.event('Hartley Wedding')).toBeVisible();
  await expect(totals(page)).toContainText('Events1');
  await expect(totals(page)).toContainText('Guests90');
  await expect(totals(page)).toContainText('Revenue$7,650.00');
  await expect(totals(page)).toContainText('Food cost3.24%');
  await page.reload();
  // A reload keeps the week shown (tomorrow's: on the last day of a week, the next one) and the filter.
  await expect(events.dayHeader(new Date(tomorrowAt(0)))).toBeVisible();
  await expect(events.event('Hartley Wedding')).toBeVisible();
  await expect(events.event('Okafor Hold')).toHaveCount(0);
  await expect(statusToggle(page, 'Tentative')).toHaveAttribute('aria-pressed', 'false');
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} touch screen`, () => {
    test.use({ viewport, hasTouch: true, isMobile: false });

    test('each status is drawn its own way, named in its chip, with a due guarantee flagged', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const events = await bookedKitchen(page, baseURL as string);
      const hold = events.event('Okafor Hold');
      await expect(hold).toHaveAccessibleName(/Okafor Hold ?, Tentative ?, Guarantee due today$/);
      await expect(hold).toHaveCSS('border-top-style', 'dashed');
      await expect(events.event('Nguyen Inquiry')).toHaveAccessibleName(
        /Nguyen Inquiry ?, Inquiry ?, Guarantee overdue$/,
      );
      await expect(events.event('Nguyen Inquiry')).toHaveCSS('border-top-style', 'dotted');
      await expect(events.event('Hartley Wedding')).toHaveAccessibleName(/Hartley Wedding ?, Definite$/);
      const cancelled = events.event('Rotary Lunch');
      await expect(cancelled).toHaveAccessibleName(/Rotary Lunch ?, Cancelled$/);
      await expect(cancelled).toHaveCSS('text-decoration-line', 'line-through');
      // The legend's toggles are big enough for a finger.
      const box = await statusToggle(page, 'Tentative').boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('week-statuses.png') });
    });

    test('the Rooms view puts each event of the day in its room’s column, and a tap opens one', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const events = await bookedKitchen(page, baseURL as string);
      const roomsTab = events.main.getByRole('tab', { name: /^Rooms/ });
      await roomsTab.click();
      await expect(roomsTab).toHaveAttribute('aria-selected', 'true');
      const tomorrow = new Date(tomorrowAt(0));
      const title = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
      const heading = events.main.getByRole('heading', { name: title.format(tomorrow) });
      // Tomorrow is the day after today, whichever day the view opened on (a week may end today);
      // Today is disabled when the view already shows today.
      const todayButton = events.main.getByRole('button', { name: 'Today' });
      if (await todayButton.isEnabled()) await todayButton.click();
      await expect(todayButton).toBeDisabled();
      await events.main.getByRole('button', { name: /^Next/ }).click();
      await expect(heading).toBeVisible();
      const column = (name: string) => events.main.getByRole('region', { name, exact: true });
      await expect(column('Grand Ballroom').getByRole('button')).toHaveText([
        /Hartley Wedding/,
        /Okafor Hold/,
      ]);
      await expect(column('Library').getByRole('button')).toHaveText([/Nguyen Inquiry/]);
      await expect(column('No room').getByRole('button')).toHaveText([/Rotary Lunch/]);
      // The clash sits side by side: the hold beside the wedding, not on top of it.
      const wedding = await column('Grand Ballroom')
        .getByRole('button', { name: /Hartley Wedding/ })
        .boundingBox();
      const hold = await column('Grand Ballroom')
        .getByRole('button', { name: /Okafor Hold/ })
        .boundingBox();
      expect(hold!.x).toBeGreaterThanOrEqual(wedding!.x + wedding!.width - 1);
      expect(wedding!.height).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('rooms-view.png') });
      await column('Library')
        .getByRole('button', { name: /Nguyen Inquiry/ })
        .tap();
      await expect(page.getByRole('dialog', { name: 'Edit Nguyen Inquiry' })).toBeVisible();
    });
  });
}
