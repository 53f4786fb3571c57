import { FLOUR, harvestDinnerLines, kitchenApi, seedHarvestDinner, tomorrowAt } from './fixtures/api.ts';
import { newKitchen, signInPage } from './fixtures/kitchen-session.ts';
import { expect, test } from './fixtures/test.ts';
import { BeoPage, EventsCalendarPage, StationSheetPage } from './page-models/preplist-page.ts';

/**
 * Prep lists and the BEO end to end. The catalogue, recipes, menu items, a complete menu
 * and an event for tomorrow are made through the API; the prep list and the prints are read in the
 * browser. Quantities and costs worked out by hand:
 * - White Sauce yields 1 Quart from 1 Quart of milk and 2 Ounces of butter (team Banquets).
 * - Cheddar Sauce yields 2 Quarts from 4 Ounces of butter, 1/2 Cup of flour and 1 Quart of White
 *   Sauce (team Banquets).
 * - Cheddar Soup (1 serving) takes 1 Cup of Cheddar Sauce. 30 orders: 30 Cups = 7 1/2 Quarts of
 *   sauce (a unit conversion, Cup → Quart), i.e. 7.5 ÷ 2 = × 3.75 the recipe: 1 7/8 Gallons of
 *   sauce, 4 oz × 3.75 = 15 Ounces of butter, 1/2 Cup × 3.75 = 1 7/8 Cups of flour, and
 *   1 Quart × 3.75 = 3 3/4 Quarts of White Sauce — itself × 3.75: 3 3/4 Quarts of milk and
 *   2 oz × 3.75 = 7.5 Ounces of butter.
 * - Shortbread (12 servings) takes 1 Pound of Shortbread Dough (1 Pound from 8 Ounces of butter and
 *   2 Cups of flour, team Pastry). Prep quantity 24 (the guest count, typed) → 24 ÷ 12 = 2 Pounds,
 *   × 2: 16 Ounces of butter and 4 Cups of flour.
 * - Pull list: butter 15 + 7.5 + 16 = 38.5 oz = 2.40625 lb × $4 = $9.625; flour 1.875 + 4 =
 *   5.875 Cups × 125 g (its conversion) = 734.375 g = 1.619019 lb × ($20 ÷ 50 lb) = $0.647608 →
 *   $0.65; milk 3.75 Quarts = 0.9375 Gallon × $4 = $3.75. Total 9.625 + 0.647608 + 3.75 =
 *   $14.022608 → $14.02.
 */

/** A fresh kitchen with the catalogue above, a complete menu and the Harvest Gala tomorrow evening. */
async function seedKitchen(baseURL: string) {
  const session = await newKitchen(baseURL);
  const api = kitchenApi(session);
  const vendor = await api.vendor('Dairy Farm Co');
  const ingredient = (body: Record<string, unknown>) => api.ingredient(vendor, { costAmount: 1, ...body });
  const butter = await ingredient({
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4,
    costUnits: 'Pound',
    allergens: ['MILK'],
  });
  const flour = await ingredient({ ...FLOUR, allergens: ['WHEAT'] });
  const milk = await ingredient({
    name: 'Milk',
    category: 'Dairy and Egg Products',
    cost: 4,
    costUnits: 'Gallon',
    allergens: ['MILK'],
  });
  const menu = await seedHarvestDinner(api, { butter, flour, milk });
  const event = await api.event({
    title: 'Harvest Gala',
    start: tomorrowAt(18).toISOString(),
    end: tomorrowAt(22).toISOString(),
    allDay: false,
    guestCount: 24,
    guaranteedCount: 22,
    location: 'Garden Terrace',
    clientName: 'Ada Lovelace',
    clientPhone: '555-0100',
    pricePerGuest: 45,
    notes: 'Speeches after the soup.',
    dietaryCounts: [{ label: 'milk allergy', count: 2, allergen: 'MILK' }],
    banquetEventMenuSectionItems: harvestDinnerLines(menu, null, null),
  });
  return { session, eventId: event.id };
}

test('view an event prep list per team, print a station sheet and the BEO', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { session, eventId } = await seedKitchen(baseURL as string);
  await signInPage(page, session);

  const calendar = new EventsCalendarPage(page);
  await calendar.goto();
  // The week view starts on Sunday: on a Saturday, tomorrow is in next week.
  if (new Date().getDay() === 6) await calendar.nextWeek();
  const dialog = await calendar.open('Harvest Gala');
  await dialog.openPreplist();

  // The event's details and menu. Saved without prep quantities: View Prep List waits for both (a
  // blank one is missing, not the guest count in silence); the soup's typed, the shortbread's 24.
  await expect(dialog.dialog.getByRole('region', { name: 'Event details' })).toContainText('Garden Terrace');
  await expect(dialog.prepQuantity('Shortbread')).toHaveValue('');
  await expect(dialog.menuRow('Shortbread').getByText('Please enter a prep quantity')).toBeVisible();
  await expect(dialog.viewButton).toBeDisabled();
  await dialog.prepQuantity('Cheddar Soup').fill('30');
  await expect(dialog.viewButton).toBeDisabled();
  await dialog.prepQuantity('Shortbread').fill('24');
  await dialog.viewPreplist();
  await expect(page.getByText('Prep List generated')).toBeVisible();

  // Banquets (open first): the soup's sauce × 3.75, the white sauce nested inside it.
  const banquets = dialog.team('Banquets');
  await expect(banquets).toBeVisible();
  const soup = banquets.getByRole('article', { name: 'Cheddar Soup' });
  await expect(soup).toContainText('Orders satisfied:30');
  await expect(soup).toContainText('Plating:Plated');
  const sauce = soup.getByRole('article', { name: 'Cheddar Sauce', exact: true });
  await expect(sauce.getByRole('heading', { name: 'Cheddar Sauce — make 1 7/8 Gallons' })).toBeVisible();
  await expect(sauce.getByRole('list', { name: 'Cheddar Sauce ingredients' })).toHaveText(
    /15 Ounces Butter\s*1 7\/8 Cups Flour/,
  );
  const white = sauce.getByRole('article', { name: 'White Sauce', exact: true });
  await expect(white.getByRole('heading', { name: 'White Sauce — make 3 3/4 Quarts' })).toBeVisible();
  await expect(white).toContainText('Sub-recipe of Cheddar Sauce');
  await expect(white).toContainText('3 3/4 Quarts Milk');
  await expect(white).toContainText('7.5 Ounces Butter');

  // Pastry: the shortbread's 24 ÷ 12 = × 2.
  await dialog.expandTeam('Pastry');
  const shortbread = dialog.team('Pastry').getByRole('article', { name: 'Shortbread', exact: true });
  await expect(shortbread).toContainText('Orders satisfied:24');
  const dough = shortbread.getByRole('article', { name: 'Shortbread Dough' });
  await expect(dough.getByRole('heading', { name: 'Shortbread Dough — make 2 Pounds' })).toBeVisible();
  await expect(dough).toContainText('1 Pound Butter');

  // The pull list in cost units, with costs.
  const pull = await dialog.openPullList();
  await expect(pull.getByRole('row', { name: /^Butter/ })).toContainText('$9.63');
  await expect(pull.getByRole('row', { name: /^Flour/ })).toContainText('$0.65');
  await expect(pull.getByRole('row', { name: /^Milk/ })).toContainText('$3.75');
  await expect(dialog.pullListTotal).toHaveText('Total cost$14.02');

  // The prep quantity typed is not saved: the sheet prints in place (window.print). Save it first
  // so the station sheet page (worked out from the stored event) prints the same list.
  await dialog.dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(page.getByText('The Event was successfully saved')).toBeVisible();
  const reopened = await calendar.open('Harvest Gala');
  await reopened.openPreplist();
  await expect(reopened.prepQuantity('Cheddar Soup')).toHaveValue('30');
  await reopened.viewPreplist();
  const sheetTab = await reopened.printTeam('Banquets');
  await expect(sheetTab).toHaveURL(new RegExp(`/portal/events/${eventId}/preplist/print\\?team=Banquets$`));
  const sheet = new StationSheetPage(sheetTab, 'Banquets');
  await expect(sheet.sheet.getByRole('heading', { level: 1, name: 'Banquets' })).toBeVisible();
  await expect(sheet.sheet.locator('header')).toContainText('Harvest Gala');
  await expect(sheet.sheet.locator('header')).toContainText('Garden Terrace');
  await expect(sheet.sheet.locator('header')).toContainText('Guests:24');
  await expect(sheet.recipe('Cheddar Sauce')).toContainText('1 7/8 Cups Flour');
  await expect(sheet.recipe('White Sauce')).toContainText('3 3/4 Quarts Milk');
  await expect(sheet.recipe('White Sauce')).toContainText('Warm the milk; whisk in the butter.');
  await expect(sheetTab.getByRole('article', { name: 'Pastry prep list' })).toHaveCount(0);
  await sheetTab.close();

  // The BEO: number and revision (saved twice: created, then the prep quantity), header, allergens.
  const beoTab = await reopened.printBeo();
  const beo = new BeoPage(beoTab);
  await expect(beo.beo.getByRole('heading', { level: 1, name: 'Harvest Gala' })).toBeVisible();
  await expect(beo.beo.getByLabel('BEO number')).toHaveText(
    `BEO-${String(eventId).padStart(6, '0')}Revision 2`,
  );
  const inWords = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const day = inWords.format(tomorrowAt(18));
  // The guarantee is due 3 days before the event unless the planner says otherwise, written in words.
  const guaranteeDue = inWords.format(new Date(tomorrowAt(18).getTime() - 3 * 86_400_000));
  expect(await beo.facts('Event')).toEqual([
    `Date: ${day}`,
    'Time: 6:00 PM – 10:00 PM',
    'Status: Definite',
    'Location: Garden Terrace',
    'Expected guests: 24',
    'Guaranteed: 22',
    `Guarantee due: ${guaranteeDue}`,
    'Client: Ada Lovelace',
    'Phone: 555-0100',
  ]);
  // Milk from the butter and milk, Wheat from the flour; every ingredient was reviewed.
  const allergens = beo.section('Allergens');
  await expect(allergens).toContainText('Contains: Milk, Wheat');
  await expect(allergens).not.toContainText('Allergens not reviewed');
  await expect(allergens.getByLabel('Allergen warnings')).toContainText(
    'Cheddar Soup contains Milk: 2 guests declared Milk.',
  );
  await expect(allergens.getByLabel('Allergen warnings')).toContainText(
    'Shortbread contains Milk: 2 guests declared Milk.',
  );
  await expect(beo.section('Menu').getByRole('row', { name: /^Cheddar Soup/ })).toContainText(
    'Plated30$12.00',
  );
  await expect(beo.section('Menu').getByRole('row', { name: /^Shortbread/ })).toContainText('Buffet24$8.00');
  await expect(beo.printButton).toBeVisible();
});
