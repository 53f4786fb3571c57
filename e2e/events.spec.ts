import { dayAfter, kitchenApi, seedCaesarMenuItems } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { EventDialog, EventsPage } from './page-models/events-page.ts';

/**
 * The Events screen end to end: a catalogue, a recipe, two menu items and a complete
 * menu are made through the API; the event is booked, moved and refused in the browser.
 * Figures worked out by hand:
 * - Romaine $2 a Pound, Parmesan $16 a Pound. Caesar Base: 12 oz romaine ($1.50) + 4 oz parmesan
 *   ($4.00) = $5.50 a Pound.
 * - Caesar Salad (1 serving, 1/2 Pound): $2.75 a serving; Parmesan Crisps (2 servings, 0.4 Pound):
 *   $2.20 ÷ 2 = $1.10 a serving.
 * - 20 guests, both at 20: 20 × 2.75 + 20 × 1.10 = 55 + 22 = $77.00; $3.85 a guest; at $38.50 a
 *   guest, 3.85 ÷ 38.5 = 10 %.
 */

/** A fresh kitchen: ingredient → recipe → two menu items → the complete Autumn Supper menu. */
async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const { salad, crisps } = await seedCaesarMenuItems(api);
  await api.menu({
    name: 'Autumn Supper',
    season: 'Fall',
    menuSections: [
      { name: 'Starters', menuSectionItems: [{ menuItem: { id: crisps.id }, price: 5 }] },
      { name: 'Mains', menuSectionItems: [{ menuItem: { id: salad.id }, price: 11 }] },
    ],
  });
  return session;
}

test('book an event on a slot with two menu items, then drag it to another day', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, await seedKitchen(baseURL as string));
  const events = new EventsPage(page);
  await events.goto();

  // Tomorrow (never in the past), 18:00 to 20:00: the slots from 18:00 through the 19:30 one.
  const tomorrow = dayAfter(new Date(), 1);
  await events.showWeekOf(tomorrow);
  await events.selectSlots(tomorrow, '18:00', '19:30');
  const dialog = new EventDialog(page, 'New Event');
  await expect(dialog.dialog).toBeVisible();
  await expect(dialog.field('Start time')).toHaveValue('18:00');
  await expect(dialog.field('End time')).toHaveValue('20:00');

  await dialog.field('Title').fill('Harvest Gala');
  await dialog.field('Number of Guests').fill('20');
  await dialog.field('Location').fill('Garden Terrace');
  await dialog.field('Price per Guest').fill('38.5');
  await dialog.next();
  await dialog.addMenuItems('Autumn Supper', 'Caesar Salad', 'Parmesan Crisps');
  // Grouped by their menu sections; prices from the menu, prep quantities from the guest count.
  await expect(dialog.eventMenu.getByRole('region', { name: 'Starters' })).toContainText('Parmesan Crisps');
  await expect(dialog.eventMenu.getByRole('region', { name: 'Mains' })).toContainText('Caesar Salad');
  await expect(dialog.menuLine('Caesar Salad').getByLabel('Price')).toHaveValue('11');
  await expect(dialog.menuLine('Caesar Salad').getByLabel('Prep Quantity')).toHaveValue('20');
  await dialog.setPlating('Caesar Salad', 'Plated');
  await dialog.setPlating('Parmesan Crisps', 'Passed');
  // 20 × $2.75 + 20 × $1.10 = $77.00; ÷ 20 = $3.85 a guest; 3.85 ÷ 38.50 = 10 %.
  await expect(dialog.dialog.getByLabel('Food cost', { exact: true })).toHaveText('$77.00');
  await expect(dialog.dialog.getByLabel('Per guest', { exact: true })).toHaveText('$3.85');
  await expect(dialog.dialog.getByLabel('Food cost %', { exact: true })).toHaveText('10.00%');

  await dialog.button('Save Event').click();
  await expect(page.getByText('The Event was successfully saved')).toBeVisible();
  await expect(dialog.dialog).toBeHidden();
  await expect(events.dayCell(tomorrow).getByRole('button', { name: /Harvest Gala ?, / })).toBeVisible();

  // Dragged to another day of the same week: the PATCH is accepted and the move stays after a reload.
  const target = tomorrow.getDay() === 6 ? dayAfter(tomorrow, -1) : dayAfter(tomorrow, 1);
  const patched = await events.dragEvent('Harvest Gala', target);
  expect(patched.status()).toBe(200);
  await page.reload();
  await expect(events.heading).toHaveText('Events');
  // The reload comes back to the week shown (the address keeps it).
  await expect(events.dayHeader(target)).toBeVisible();
  await expect(events.dayCell(target).getByRole('button', { name: /Harvest Gala ?, / })).toBeVisible();
  await expect(events.dayCell(tomorrow).getByRole('button', { name: /Harvest Gala ?, / })).toHaveCount(0);

  // Reopened: the menu and its plating were saved, and it still runs 18:00 to 20:00.
  const saved = await events.open('Harvest Gala');
  await expect(saved.field('Start time')).toHaveValue('18:00');
  await expect(saved.field('End time')).toHaveValue('20:00');
  await saved.next();
  await expect(saved.menuLine('Caesar Salad').getByRole('combobox', { name: 'Plating' })).toHaveText(
    'Plated',
  );
  await expect(saved.menuLine('Parmesan Crisps').getByRole('combobox', { name: 'Plating' })).toHaveText(
    'Passed',
  );
});

test('a reload comes back to the view and the days shown; Today in the week view is a plain address', async ({
  page,
  baseURL,
}) => {
  await signInPage(page, await newKitchen(baseURL as string));
  const events = new EventsPage(page);
  await events.goto();
  // Five weeks on is always in another month, so that Today has something to do in the month view.
  const inFiveWeeks = dayAfter(new Date(), 35);
  await events.showWeekOf(inFiveWeeks);
  await page.reload();
  await expect(events.dayHeader(inFiveWeeks)).toBeVisible();

  const monthView = events.main.getByRole('tab', { name: 'Month view' }).first();
  await monthView.click();
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(inFiveWeeks);
  await expect(events.main.getByText(month, { exact: true })).toBeVisible();
  await page.reload();
  await expect(monthView).toHaveAttribute('aria-selected', 'true');
  await expect(events.main.getByText(month, { exact: true })).toBeVisible();

  await events.main.getByRole('button', { name: 'Today' }).click();
  await events.main.getByRole('tab', { name: 'Week view' }).first().click();
  await expect(page).toHaveURL(/\/portal\/events$/);
  await expect(events.dayHeader(new Date())).toBeVisible();
});

test('a slot in the past is refused with the spec dialog', async ({ page, baseURL }) => {
  await signInPage(page, await seedKitchen(baseURL as string));
  const events = new EventsPage(page);
  await events.goto();
  const lastWeek = dayAfter(new Date(), -7);
  await events.showWeekOf(lastWeek);
  await events.selectSlots(lastWeek, '10:00', '10:30');

  await expect(events.pastBookingDialog).toBeVisible();
  await events.pastBookingDialog.getByRole('button', { name: 'Got it!' }).click();
  await expect(events.pastBookingDialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'New Event' })).toHaveCount(0);
});
