import { tomorrowAt } from './fixtures/api.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { call, type KitchenSession, signInContext } from './fixtures/kitchen-session.ts';
import { outboxFiles, waitForLink } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';
import { authenticate, createActivatedUser, uniqueUser } from './fixtures/users.ts';
import { InvitationPage } from './page-models/invitation-page.ts';
import { MembersPage } from './page-models/members-page.ts';
import { EventsCalendarPage } from './page-models/preplist-page.ts';
import { RecipeModal } from './page-models/recipes-page.ts';
import { SignInPage } from './page-models/sign-in-page.ts';
import { TopBar } from './page-models/top-bar-page.ts';
import { VendorsPage } from './page-models/vendors-page.ts';

/**
 * The brigade end to end: the owner invites a cook by e-mail from the members page; the
 * cook, who has an account of their own, opens the e-mailed link, signs in, comes back and accepts;
 * then reads the owner's recipes and the event's prep list without a way to change them, and cannot
 * open the vendors' edit dialogs — which the server would refuse anyway.
 */

type Menu = { menuSections: { menuSectionItems: { id: number }[] }[] };

/** The owner's kitchen: a vendor, butter, a White Sauce for the Banquets team, and a gala tomorrow. */
async function seed(owner: KitchenSession) {
  const vendor = await call(owner, 'POST', '/api/vendors', { name: 'Dairy Farm Co' });
  const butter = await call(owner, 'POST', '/api/ingredients', {
    vendor: { id: vendor.id },
    name: 'Butter',
    category: 'Dairy and Egg Products',
    cost: 4,
    costAmount: 1,
    costUnits: 'Pound',
    allergens: ['MILK'],
  });
  const sauce = await call(owner, 'POST', '/api/recipes', {
    name: 'White Sauce',
    category: 'Sauces and Stocks',
    team: 'Banquets',
    yieldQuantity: 1,
    yieldUnits: 'Quart',
    prepNotes: 'Melt the butter; whisk.',
    recipeIngredients: [{ ingredient: { id: butter.id }, yieldQuantity: 4, yieldUnits: 'Ounce' }],
  });
  const item = await call(owner, 'POST', '/api/menuItems', {
    name: 'Sauce Boat',
    description: 'White sauce on the side',
    servings: 4,
    servingSize: '1 cup',
    platingNotes: 'Warm boats.',
    menuItemRecipes: [{ recipe: { id: sauce.id }, yieldQuantity: 1, yieldUnits: 'Quart' }],
  });
  const menu = await call<Menu>(owner, 'POST', '/api/menus', {
    name: 'Winter Menu',
    season: 'Winter',
    menuSections: [{ name: 'Sides', menuSectionItems: [{ menuItem: { id: item.id }, price: 6 }] }],
  });
  await call(owner, 'POST', '/api/events', {
    title: 'Winter Gala',
    start: tomorrowAt(18).toISOString(),
    end: tomorrowAt(22).toISOString(),
    allDay: false,
    guestCount: 8,
    guaranteedCount: 8,
    location: 'Main Hall',
    clientName: 'Grace Hopper',
    clientPhone: '555-0101',
    pricePerGuest: 30,
    notes: '',
    dietaryCounts: [],
    banquetEventMenuSectionItems: [
      {
        menuSectionItem: { id: menu.menuSections[0].menuSectionItems[0].id },
        plating: 'Buffet',
        prepQuantity: 8,
        price: 6,
      },
    ],
  });
}

test('an owner invites a cook, who accepts from the e-mailed link and reads without editing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const ownerUser = await createActivatedUser(base);
  const owner: KitchenSession = {
    baseURL: base,
    token: await authenticate(base, ownerUser),
    email: ownerUser.email,
  };
  const { kitchenName } = await call<{ kitchenName: string }>(owner, 'GET', '/api/account');
  await seed(owner);
  // The cook has an account (and a kitchen) of their own already.
  const cookUser = await createActivatedUser(base, undefined, uniqueUser());

  // The owner invites the cook from the members page, reached from the account menu.
  const ownerContext = await browser.newContext();
  await signInContext(ownerContext, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/home');
  await expect(new TopBar(ownerPage).kitchen).toHaveAccessibleName(`Kitchen: ${kitchenName}, Owner`);
  await new TopBar(ownerPage).openMembers();
  const members = new MembersPage(ownerPage);
  await expect(members.heading).toBeVisible();
  await expect(members.member(`${ownerUser.firstName} ${ownerUser.lastName}`)).toContainText('Owner');
  const before = await outboxFiles();
  await members.invite(cookUser.email, 'Cook');
  await expect(members.pendingInvitation(cookUser.email)).toContainText('Cook');
  const link = await waitForLink(cookUser.email, '/invitation', { after: before });
  expect(await seriousViolations(ownerPage)).toEqual([]);
  await ownerContext.close();

  // The cook opens the e-mailed link signed out, signs in, comes back to it and accepts.
  const cookContext = await browser.newContext();
  const page = await cookContext.newPage();
  const invitation = new InvitationPage(page);
  await invitation.open(link);
  await expect(invitation.sentence).toHaveText(
    `${ownerUser.firstName} ${ownerUser.lastName} invited you to join ${kitchenName} as Cook.`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await invitation.signInToAccept.click();
  const signIn = new SignInPage(page);
  await expect(signIn.email).toHaveValue(cookUser.email);
  await signIn.password.fill(cookUser.password);
  await signIn.signInButton.click();
  await invitation.acceptButton(kitchenName).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`You joined ${kitchenName} as Cook`)).toBeVisible();
  // Two kitchens now, the owner's the session's.
  const topBar = new TopBar(page);
  await expect(topBar.kitchen).toHaveAccessibleName(`Kitchen: ${kitchenName}, Cook. Switch kitchen`);

  // The recipes read, and print, but change nothing.
  await page.goto('/portal/chef/recipes');
  const main = page.getByRole('main');
  const card = main.getByRole('article', { name: 'White Sauce', exact: true });
  await expect(card).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add Recipes' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Open White Sauce' }).click();
  const recipe = new RecipeModal(page, 'White Sauce');
  await expect(recipe.dialog).toBeVisible();
  await expect(recipe.field('Name')).toHaveValue('White Sauce');
  await expect(recipe.field('Name')).toBeDisabled();
  await expect(recipe.ingredientRows).toHaveCount(1);
  await expect(recipe.saveButton).toHaveCount(0);
  await expect(recipe.dialog.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    /\/portal\/chef\/recipes\/print\/\d+/,
  );
  await page.keyboard.press('Escape');
  await expect(recipe.dialog).toBeHidden();

  // The event's prep list: generated for the cook's station; the event itself is not theirs to change.
  const calendar = new EventsCalendarPage(page);
  await calendar.goto();
  await expect(main.getByRole('button', { name: 'New Event' })).toHaveCount(0);
  // The week view starts on Sunday: on a Saturday, tomorrow is in next week.
  if (new Date().getDay() === 6) await calendar.nextWeek();
  const event = await calendar.open('Winter Gala', { readOnly: true });
  await expect(event.dialog.getByRole('button', { name: 'Save Event' })).toHaveCount(0);
  await expect(event.dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await event.openPreplist();
  await event.viewPreplist();
  await event.expandTeam('Banquets');
  await expect(event.team('Banquets')).toContainText('White Sauce');
  await page.keyboard.press('Escape');
  await expect(event.dialog).toBeHidden();

  // The vendors: a row opens the vendor's ingredients; no Add, Rename or Delete, no edit dialog.
  const vendors = new VendorsPage(page);
  await vendors.goto();
  await expect(vendors.row('Dairy Farm Co')).toBeVisible();
  await expect(vendors.addButton).toHaveCount(0);
  // (The grid's own header buttons sort and filter; no row has Rename or Delete.)
  await expect(vendors.table.getByRole('button', { name: /^(Rename|Delete) / })).toHaveCount(0);
  await expect(vendors.table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await vendors.open('Dairy Farm Co');
  await expect(page).toHaveURL(/\/portal\/chef\/vendor\/Dairy%20Farm%20Co\/ingredients$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Add Ingredients' })).toHaveCount(0);

  // Hidden, and refused: the server answers a cook's rename with 403.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/vendors', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sessionStorage.getItem('jwt')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Not Mine' }),
    });
    return response.status;
  });
  expect(status).toBe(403);
  await cookContext.close();
});
