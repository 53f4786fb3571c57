import {
  API,
  API_OPERATIONS,
  apiResponseBody,
  isTextBody,
  MSG,
  matchApiOperation,
  type OperationId,
  type TBanquetEventListItem,
  type TEventMenuChoices,
  type TIngredientImportResult,
  type TIngredientListItem,
  type TKitchenBackup,
  type TMember,
  type TMenuItemListItem,
  type TMenuListItem,
  type TPage,
  type TPurchaseOrder,
  type TRecipe,
  type TRecipeImportDraft,
  type TRecipeListItem,
  type TRecipeSpreadsheetPreview,
  type TRecipeSpreadsheetResult,
  type TVendor,
  ZApiError,
} from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { handlers, resolvers } from './handlers';
import { DEMO_INVITATION_KEY } from './kitchen/seed';
import { type Call, callMock, MOCK_ORIGIN, serveMockApi } from './mock-client';

serveMockApi();

const DAY_MS = 86_400_000;

/**
 * What is wrong with a reply by the contract: a success must be one of the operation's success
 * statuses with a body its schema accepts (text of its media type for a text reply); an error must
 * be the server's `{ title, message, errors }`.
 */
async function contractProblem(operationId: OperationId, response: Response): Promise<string | undefined> {
  const text = await response.clone().text();
  if (!response.ok) {
    const parsed = ZApiError.safeParse(JSON.parse(text));
    return parsed.success ? undefined : `${response.status}: not the error shape: ${text.slice(0, 200)}`;
  }
  const schema = apiResponseBody(API[operationId], response.status);
  if (!schema) return `${response.status} is not a success status of ${operationId}`;
  if (isTextBody(schema)) {
    const type = response.headers.get('content-type') ?? '';
    return type.startsWith(schema.contentType)
      ? undefined
      : `content-type ${type}, not ${schema.contentType}`;
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (parsed.success) return undefined;
  return parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
}

async function json<T>(operationId: OperationId, call: Call, token: string): Promise<T> {
  const response = await callMock(operationId, call, token);
  expect(response.status, `${operationId}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json() as Promise<T>;
}

async function signIn(email: string): Promise<string> {
  const response = await callMock('authenticate', {
    path: '/api/authenticate',
    body: { username: email, password: 'correct-horse-battery' },
  });
  expect(response.status).toBe(200);
  const token = /^Bearer (\S+)$/.exec(response.headers.get('authorization') ?? '')?.[1];
  expect(token).toBeDefined();
  expect((await response.json()).id_token).toBe(token);
  return token as string;
}

describe('the mocked API', () => {
  it('has a handler for every operation of the contract, and every handler is an operation', () => {
    expect(Object.keys(resolvers).sort()).toEqual(API_OPERATIONS.map((op) => op.operationId).sort());
    // One MSW handler per operation, matched as the server's router matches (a literal before a parameter).
    expect(handlers).toHaveLength(API_OPERATIONS.length);
    for (const op of API_OPERATIONS) {
      const path = op.path.replace(/\{\w+\}/g, '7');
      expect(matchApiOperation(op.method, path)?.operationId).toBeDefined();
    }
  });

  it('answers every operation with what the contract allows', async () => {
    const token = await signIn('ana.lopez@example.com');
    const page = <T>(operationId: OperationId, path: string, query?: Record<string, string>) =>
      json<TPage<T>>(operationId, { path, query }, token);
    const recipes = (await page<TRecipeListItem>('listRecipes', '/api/recipes')).content;
    const recipe = (name: string) => recipes.find((r) => r.name === name)!.id;
    const ingredients = (await page<TIngredientListItem>('listIngredients', '/api/ingredients')).content;
    const butter = ingredients.find((i) => i.name === 'Unsalted Butter')!;
    const vendors = (await page<TVendor>('listVendors', '/api/vendors')).content;
    const items = (await page<TMenuItemListItem>('listMenuItems', '/api/menuItems')).content;
    const menus = (await page<TMenuListItem>('listMenus', '/api/menus')).content;
    const winter = menus.find((m) => m.name === 'Winter Banquet')!.id;
    const range = {
      startDate: new Date(Date.now() - DAY_MS).toISOString(),
      endDate: new Date(Date.now() + 60 * DAY_MS).toISOString(),
    };
    const events = await json<TBanquetEventListItem[]>(
      'listEvents',
      { path: '/api/events', query: range },
      token,
    );
    expect(events.length).toBeGreaterThanOrEqual(10);
    const choices = await json<TEventMenuChoices>(
      'listEventMenuChoices',
      { path: '/api/events/menu-choices' },
      token,
    );
    const sectionItem = choices[0].menuSectionItems[0].id;
    const members = await json<TMember[]>('listMembers', { path: '/api/kitchen/members' }, token);
    const member = (email: string) => members.find((m) => m.email === email)!.userId;
    const roast = await json<TRecipe>(
      'getRecipe',
      { path: `/api/recipes/${recipe('Roast Chicken with Velouté')}` },
      token,
    );
    const tomorrow = new Date(Date.now() + DAY_MS);
    const event = {
      title: 'Mock Test Dinner',
      start: tomorrow.toISOString(),
      end: new Date(tomorrow.getTime() + 3 * 3600_000).toISOString(),
      guestCount: 20,
      location: 'Patio',
      banquetEventMenuSectionItems: [
        { menuSectionItem: { id: sectionItem }, plating: 'Plated', prepQuantity: 20 },
      ],
    };
    const samToken = await signIn('sam.lee@example.com');
    const created = new Map<string, number>();
    let backup: TKitchenBackup | undefined;
    let imported: TIngredientImportResult | undefined;
    let importedRecipes: TRecipeSpreadsheetResult | undefined;
    const createdId = (name: string) => created.get(name) as number;

    // [operation, the call, its expected status, what to keep of its reply]; in this order.
    const calls: [OperationId, () => Call, number, ((body: { id: number }) => void)?][] = [
      ['getHealth', () => ({ path: '/api/health', token: false }), 200],
      ['getReadiness', () => ({ path: '/api/ready', token: false }), 200],
      [
        'register',
        () => ({
          path: '/api/register',
          token: false,
          body: {
            login: 'new.cook',
            firstName: 'New',
            lastName: 'Cook',
            email: 'new.cook@example.com',
            password: 'a-long-password',
          },
        }),
        201,
      ],
      ['activateAccount', () => ({ path: '/api/activate', query: { key: 'any-key' }, token: false }), 200],
      [
        'authenticate',
        () => ({
          path: '/api/authenticate',
          token: false,
          body: { username: 'ana.lopez@example.com', password: 'correct-horse-battery' },
        }),
        200,
      ],
      ['getAccount', () => ({ path: '/api/account' }), 200],
      [
        'requestPasswordReset',
        () => ({ path: '/api/account/reset-password/init', token: false, text: 'ana.lopez@example.com' }),
        200,
      ],
      [
        'finishPasswordReset',
        () => ({
          path: '/api/account/reset-password/finish',
          token: false,
          body: { key: 'any-key', newPassword: 'a-new-password' },
        }),
        201,
      ],
      ['getAuthConfig', () => ({ path: '/api/auth-config', token: false }), 200],
      ['googleSignIn', () => ({ path: '/api/googlesignin', token: false, body: { idToken: 'x' } }), 404],
      [
        'registerGoogleUser',
        () => ({ path: '/api/registerGoogleUser', token: false, body: { idToken: 'x' } }),
        404,
      ],
      ['getStripeConfig', () => ({ path: '/api/stripe-config', token: false }), 200],
      ['getSubscription', () => ({ path: '/api/subscription' }), 200],
      [
        'createSubscription',
        () => ({ path: '/api/create-subscription', body: { priceId: 'price_monthly' } }),
        404,
      ],
      ['updateSubscription', () => ({ path: '/api/subscription', body: { cancelAtPeriodEnd: true } }), 404],
      ['receiveStripeWebhook', () => ({ path: '/api/stripe/webhook', token: false, body: {} }), 404],
      ['getFeedbackConfig', () => ({ path: '/api/feedback/config' }), 200],
      [
        'sendFeedback',
        () => ({ path: '/api/feedback', body: { message: 'The mocks work.', page: '/home' } }),
        201,
      ],
      ['searchFoods', () => ({ path: '/api/foods', query: { searchText: 'butter' } }), 200],
      ['getFood', () => ({ path: '/api/foods/1001' }), 200],
      ['listNutrients', () => ({ path: '/api/nutrients' }), 200],
      ['listVendors', () => ({ path: '/api/vendors', query: { searchText: 'harbor' } }), 200],
      ['getVendor', () => ({ path: `/api/vendors/${vendors[0].id}` }), 200],
      [
        'createVendor',
        () => ({ path: '/api/vendors', body: { name: 'Coastal Fish Co.' } }),
        201,
        (v) => created.set('vendor', v.id),
      ],
      [
        'updateVendor',
        () => ({
          path: `/api/vendors/${createdId('vendor')}`,
          body: { name: 'Coastal Fish Company', version: 1 },
        }),
        200,
      ],
      ['deleteVendor', () => ({ path: `/api/vendors/${createdId('vendor')}` }), 200],
      [
        'listIngredients',
        () => ({ path: '/api/ingredients', query: { searchText: 'flour', category: 'Grains and Pasta' } }),
        200,
      ],
      ['getIngredient', () => ({ path: `/api/ingredients/${butter.id}` }), 200],
      [
        'saveIngredient',
        () => ({
          path: '/api/ingredients',
          body: {
            name: 'Sea Salt',
            category: 'Spices and Herbs',
            vendor: { id: vendors[0].id },
            cost: 5,
            costAmount: 1,
            costUnits: 'Pound',
          },
        }),
        201,
        (i) => created.set('ingredient', i.id),
      ],
      ['deleteIngredient', () => ({ path: `/api/ingredients/${createdId('ingredient')}` }), 200],
      [
        'importIngredients',
        () => ({
          path: '/api/ingredients/import',
          body: {
            rows: [{ vendor: 'Coastal Fish Co.', name: 'Halibut', category: 'Seafood Products' }],
          },
        }),
        201,
        (reply) => {
          imported = reply as unknown as TIngredientImportResult;
        },
      ],
      ['undoIngredientImport', () => ({ path: '/api/ingredients/import/undo', body: imported }), 200],
      [
        'createIngredientFromFood',
        () => ({
          path: '/api/ingredients/food',
          body: {
            food: { fdcId: 1001 },
            servingSize: 14,
            servingUnits: 'Gram',
            cost: 3.5,
            costAmount: 1,
            costUnits: 'Pound',
            vendor: { id: vendors[0].id },
            category: 'Dairy and Egg Products',
          },
        }),
        201,
      ],
      ['listRecipes', () => ({ path: '/api/recipes', query: { category: 'Sauces and Stocks' } }), 200],
      ['getRecipe', () => ({ path: `/api/recipes/${recipe('Chicken Velouté')}` }), 200],
      ['getRecipeTree', () => ({ path: `/api/recipes/${recipe('Roast Chicken with Velouté')}/tree` }), 200],
      [
        'createRecipe',
        () => ({
          path: '/api/recipes',
          body: {
            name: 'Garlic Butter',
            category: 'Sauces and Stocks',
            recipeIngredients: [{ ingredient: { id: butter.id }, yieldQuantity: 1, yieldUnits: 'Cup' }],
          },
        }),
        201,
        (r) => created.set('recipe', r.id),
      ],
      // Spec 7: the recipe exactly as its GET answered it.
      ['updateRecipe', () => ({ path: `/api/recipes/${roast.id}`, body: roast }), 200],
      // Each save kept a version; a restore saves the old content again.
      ['listRecipeVersions', () => ({ path: `/api/recipes/${roast.id}/versions` }), 200],
      ['getRecipeVersion', () => ({ path: `/api/recipes/${roast.id}/versions/1` }), 200],
      ['restoreRecipeVersion', () => ({ path: `/api/recipes/${roast.id}/versions/1/restore` }), 200],
      ['approveRecipe', () => ({ path: `/api/recipes/${roast.id}/approve` }), 200],
      ['deleteRecipe', () => ({ path: `/api/recipes/${createdId('recipe')}` }), 200],
      [
        'importRecipe',
        () => ({
          path: '/api/recipes/import',
          body: { source: 'Garlic Eggs\nServes 2\n2 large eggs, beaten\n4 cloves garlic' },
        }),
        200,
        (reply) => {
          // Matched with core against the demo kitchen: Large Eggs and Peeled Garlic.
          const draft = reply as unknown as TRecipeImportDraft;
          expect(draft.lines.map((l) => l.match?.name)).toEqual(['Large Eggs', 'Peeled Garlic']);
        },
      ],
      [
        'previewRecipeSpreadsheet',
        () => ({
          path: '/api/recipes/import/spreadsheet/preview',
          body: { rows: [{ recipe: 'Garlic Toast', quantity: '2', units: 'Each', item: 'large eggs' }] },
        }),
        200,
        (reply) => {
          const preview = reply as unknown as TRecipeSpreadsheetPreview;
          expect(preview.recipes[0].lines[0].match?.name).toBe('Large Eggs');
        },
      ],
      [
        'importRecipeSpreadsheet',
        () => ({
          path: '/api/recipes/import/spreadsheet',
          body: { rows: [{ recipe: 'Garlic Toast', quantity: '2', units: 'Each', item: 'Large Eggs' }] },
        }),
        201,
        (reply) => {
          importedRecipes = reply as unknown as TRecipeSpreadsheetResult;
        },
      ],
      [
        'undoRecipeSpreadsheetImport',
        () => ({
          path: '/api/recipes/import/spreadsheet/undo',
          body: { recipeIds: importedRecipes?.recipeIds },
        }),
        200,
      ],
      ['listMenuItems', () => ({ path: '/api/menuItems', query: { searchText: 'soup' } }), 200],
      ['getMenuItem', () => ({ path: `/api/menuItems/${items[0].id}` }), 200],
      [
        'createMenuItem',
        () => ({
          path: '/api/menuItems',
          body: {
            name: 'Garlic Bread',
            menuItemRecipes: [
              { recipe: { id: recipe('Dinner Rolls') }, yieldQuantity: 2, yieldUnits: 'Each' },
            ],
          },
        }),
        201,
        (m) => created.set('menuItem', m.id),
      ],
      [
        'updateMenuItem',
        () => ({
          path: `/api/menuItems/${createdId('menuItem')}`,
          body: { name: 'Garlic Bread Basket', servings: 2 },
        }),
        200,
      ],
      ['listMenuItemVersions', () => ({ path: `/api/menuItems/${createdId('menuItem')}/versions` }), 200],
      ['getMenuItemVersion', () => ({ path: `/api/menuItems/${createdId('menuItem')}/versions/2` }), 200],
      [
        'restoreMenuItemVersion',
        () => ({ path: `/api/menuItems/${createdId('menuItem')}/versions/1/restore` }),
        200,
      ],
      [
        'createMenu',
        () => ({
          path: '/api/menus',
          body: {
            name: 'Test Menu',
            season: 'Fall',
            year: new Date().getFullYear(),
            menuSections: [
              { name: 'Sides', menuSectionItems: [{ menuItem: { id: createdId('menuItem') }, price: 4 }] },
            ],
          },
        }),
        201,
        (m) => created.set('menu', m.id),
      ],
      ['listMenus', () => ({ path: '/api/menus' }), 200],
      ['getMenu', () => ({ path: `/api/menus/${winter}` }), 200],
      [
        'updateMenu',
        () => ({
          path: `/api/menus/${createdId('menu')}`,
          body: { name: 'Test Menu', season: 'Fall', menuSections: [] },
        }),
        200,
      ],
      ['listMenuVersions', () => ({ path: `/api/menus/${createdId('menu')}/versions` }), 200],
      ['getMenuVersion', () => ({ path: `/api/menus/${createdId('menu')}/versions/1` }), 200],
      ['restoreMenuVersion', () => ({ path: `/api/menus/${createdId('menu')}/versions/1/restore` }), 200],
      ['deleteMenu', () => ({ path: `/api/menus/${createdId('menu')}` }), 200],
      ['deleteMenuItem', () => ({ path: `/api/menuItems/${createdId('menuItem')}` }), 200],
      ['getKitchenSettings', () => ({ path: '/api/kitchen/settings' }), 200],
      [
        'exportKitchen',
        () => ({ path: '/api/kitchen/export' }),
        200,
        (reply) => {
          backup = reply as unknown as TKitchenBackup;
        },
      ],
      // The demo kitchen is not empty: the restore is refused, as the server refuses it.
      ['importKitchen', () => ({ path: '/api/kitchen/import', body: backup }), 409],
      [
        'updateKitchenSettings',
        () => ({ path: '/api/kitchen/settings', body: { targetFoodCostPercent: 28 } }),
        200,
      ],
      ['listEvents', () => ({ path: '/api/events', query: range }), 200],
      ['listEventMenuChoices', () => ({ path: '/api/events/menu-choices' }), 200],
      ['getEvent', () => ({ path: `/api/events/${events[0].id}` }), 200],
      ['createEvent', () => ({ path: '/api/events', body: event }), 201, (e) => created.set('event', e.id)],
      [
        'updateEvent',
        () => ({ path: `/api/events/${createdId('event')}`, body: { ...event, guestCount: 24, version: 1 } }),
        200,
      ],
      [
        'moveEvent',
        () => ({
          path: `/api/events/${createdId('event')}`,
          body: { start: event.end, end: new Date(Date.parse(event.end) + 3600_000).toISOString() },
        }),
        200,
      ],
      ['listEventVersions', () => ({ path: `/api/events/${createdId('event')}/versions` }), 200],
      ['getEventVersion', () => ({ path: `/api/events/${createdId('event')}/versions/3` }), 200],
      [
        'restoreEventVersion',
        () => ({ path: `/api/events/${createdId('event')}/versions/2/restore`, body: { version: 3 } }),
        200,
      ],
      ['confirmEvent', () => ({ path: `/api/events/${createdId('event')}/confirm` }), 200],
      [
        'createPreplist',
        () => ({
          path: '/api/preplist',
          body: { banquetEventMenuSectionItems: event.banquetEventMenuSectionItems },
        }),
        201,
      ],
      ['createEventPreplist', () => ({ path: `/api/events/${events[0].id}/preplist` }), 201],
      ['deleteEvent', () => ({ path: `/api/events/${createdId('event')}` }), 200],
      [
        'createRoom',
        () => ({ path: '/api/rooms', body: { name: 'Orchard Room', capacity: 40 } }),
        201,
        (r) => created.set('room', r.id),
      ],
      ['listRooms', () => ({ path: '/api/rooms' }), 200],
      ['getRoom', () => ({ path: `/api/rooms/${createdId('room')}` }), 200],
      [
        'updateRoom',
        () => ({
          path: `/api/rooms/${createdId('room')}`,
          body: { name: 'Orchard', capacity: 44, version: 1 },
        }),
        200,
      ],
      ['deleteRoom', () => ({ path: `/api/rooms/${createdId('room')}` }), 200],
      [
        'createStorageArea',
        () => ({ path: '/api/storage-areas', body: { name: 'Walk-in cooler' } }),
        201,
        (a) => created.set('area', a.id),
      ],
      ['listStorageAreas', () => ({ path: '/api/storage-areas' }), 200],
      [
        'updateStorageArea',
        () => ({ path: `/api/storage-areas/${createdId('area')}`, body: { name: 'Walk-in', version: 1 } }),
        200,
      ],
      [
        'reorderStorageAreas',
        () => ({ path: '/api/storage-areas/order', body: { ids: [createdId('area')] } }),
        200,
      ],
      [
        'createCount',
        () => ({
          path: '/api/inventory/counts',
          body: {
            storageArea: { id: createdId('area') },
            lines: [{ ingredient: { id: butter.id }, quantity: 2, units: butter.costUnits }],
          },
        }),
        201,
      ],
      ['listCounts', () => ({ path: '/api/inventory/counts' }), 200],
      ['getInventory', () => ({ path: '/api/inventory' }), 200],
      [
        'createWaste',
        () => ({
          path: '/api/inventory/waste',
          body: { ingredient: { id: butter.id }, quantity: 1, units: butter.costUnits, reason: 'dropped' },
        }),
        201,
      ],
      ['listWaste', () => ({ path: '/api/inventory/waste' }), 200],
      [
        'getVariance',
        () => ({ path: '/api/inventory/variance', query: { from: range.startDate, to: range.endDate } }),
        200,
      ],
      ['getVarianceHistory', () => ({ path: '/api/inventory/variance/history' }), 200],
      [
        'createPurchaseOrders',
        () => ({
          path: '/api/purchase-orders',
          body: { startDate: range.startDate, endDate: range.endDate },
        }),
        201,
        (reply) => {
          // The reply is the list of purchase orders made, one per vendor.
          const [first] = reply as unknown as TPurchaseOrder[];
          created.set('purchaseOrder', first.id);
          created.set('orderedIngredient', first.lines[0].ingredient.id);
        },
      ],
      ['listPurchaseOrders', () => ({ path: '/api/purchase-orders' }), 200],
      ['getPurchaseOrder', () => ({ path: `/api/purchase-orders/${createdId('purchaseOrder')}` }), 200],
      [
        'receivePurchaseOrder',
        () => ({
          path: `/api/purchase-orders/${createdId('purchaseOrder')}/receive`,
          body: { lines: [{ ingredient: { id: createdId('orderedIngredient') }, packs: 1, packCost: 5 }] },
        }),
        200,
      ],
      // An area with counts keeps them: 409.
      ['deleteStorageArea', () => ({ path: `/api/storage-areas/${createdId('area')}` }), 409],
      ['getCalendarFeed', () => ({ path: '/api/calendar-feed' }), 200],
      ['replaceCalendarFeed', () => ({ path: '/api/calendar-feed' }), 200],
      ['getOrderGuide', () => ({ path: '/api/order-guide', query: range }), 200],
      [
        'getOrderGuideCsv',
        () => ({
          path: '/api/order-guide/csv',
          query: { ...range, vendorId: String(vendors.find((v) => v.name === 'Harbor Foodservice')!.id) },
        }),
        200,
      ],
      ['listIngredientPrices', () => ({ path: `/api/ingredients/${butter.id}/prices` }), 200],
      [
        'getProductionPlan',
        () => ({
          path: '/api/production-plan',
          query: {
            startDate: range.startDate.slice(0, 10),
            endDate: range.startDate.slice(0, 10),
            timeZone: 'America/Chicago',
          },
        }),
        200,
      ],
      [
        'setProductionCheckOff',
        () => ({
          path: '/api/production-plan/check-offs',
          body: {
            date: range.startDate.slice(0, 10),
            team: 'Banquets',
            recipeId: recipe('Chicken Stock'),
            done: true,
          },
        }),
        200,
      ],
      [
        'addCoolingReading',
        () => ({
          path: '/api/production-plan/cooling-logs/readings',
          body: {
            date: range.startDate.slice(0, 10),
            team: 'Banquets',
            recipeId: recipe('Chicken Stock'),
            temperature: 140,
            unit: 'F',
          },
        }),
        201,
      ],
      [
        'getCoolingLogs',
        () => ({ path: '/api/production-plan/cooling-logs', query: { date: range.startDate.slice(0, 10) } }),
        200,
      ],
      [
        'getRecipeCostSince',
        () => ({
          path: `/api/recipes/${recipe('Blond Roux')}/cost-since`,
          query: { date: new Date(Date.now() - 60 * DAY_MS).toISOString() },
        }),
        200,
      ],
      [
        'getMenuItemCostSince',
        () => ({
          path: `/api/menuItems/${items[0].id}/cost-since`,
          query: { date: new Date(Date.now() - 60 * DAY_MS).toISOString() },
        }),
        200,
      ],
      [
        'getMenuCostSince',
        () => ({
          path: `/api/menus/${winter}/cost-since`,
          query: { date: new Date(Date.now() - 60 * DAY_MS).toISOString() },
        }),
        200,
      ],
      [
        'applyVendorPriceList',
        () => ({
          path: `/api/vendors/${butter.vendor.id}/price-list`,
          body: {
            rows: [
              { line: 2, name: 'Unsalted Butter', cost: 130, costAmount: 36, costUnits: 'Pound' },
              { line: 3, name: 'Unknown thing', cost: 1 },
            ],
            apply: true,
          },
        }),
        200,
      ],
      ['listMyKitchens', () => ({ path: '/api/account/kitchens' }), 200],
      ['listMembers', () => ({ path: '/api/kitchen/members' }), 200],
      [
        'updateMemberRole',
        () => ({
          path: `/api/kitchen/members/${member('priya.shah@brigade.local')}`,
          body: { role: 'cook' },
        }),
        200,
      ],
      ['removeMember', () => ({ path: `/api/kitchen/members/${member('demo-cook@brigade.local')}` }), 200],
      ['listInvitations', () => ({ path: '/api/kitchen/invitations' }), 200],
      [
        'createInvitation',
        () => ({
          path: '/api/kitchen/invitations',
          body: { email: 'lee.park@example.com', role: 'planner' },
        }),
        201,
        (i) => created.set('invitation', i.id),
      ],
      ['revokeInvitation', () => ({ path: `/api/kitchen/invitations/${createdId('invitation')}` }), 200],
      ['getInvitation', () => ({ path: `/api/invitations/${DEMO_INVITATION_KEY}`, token: false }), 200],
      [
        'acceptInvitation',
        () => ({ path: `/api/invitations/${DEMO_INVITATION_KEY}/accept`, token: samToken }),
        200,
      ],
      ['listActivity', () => ({ path: '/api/kitchen/activity', query: { limit: '20' } }), 200],
      [
        'transferOwnership',
        () => ({ path: '/api/kitchen/owner', body: { userId: member('marco.rossi@brigade.local') } }),
        200,
      ],
      ['switchKitchen', () => ({ path: '/api/account/kitchens/2/switch' }), 200],
      ['logout', () => ({ path: '/api/logout' }), 200],
    ];
    const called = new Set(calls.map(([operationId]) => operationId));
    called.add('revokeCalendarFeed').add('getCalendarIcs');
    expect([...called].sort(), 'every operation is called').toEqual(
      API_OPERATIONS.map((op) => op.operationId).sort(),
    );

    for (const [operationId, call, status, keep] of calls) {
      const response = await callMock(operationId, call(), token);
      expect(await contractProblem(operationId, response), operationId).toBeUndefined();
      expect(response.status, `${operationId}: ${await response.clone().text()}`).toBe(status);
      if (keep) keep(await response.json());
    }

    // The feed's secret address is read without a token; once revoked it is gone (404).
    const feed = await json<{ url: string }>('getCalendarFeed', { path: '/api/calendar-feed' }, token);
    const ics = await callMock('getCalendarIcs', { path: new URL(feed.url).pathname, token: false });
    expect(await contractProblem('getCalendarIcs', ics)).toBeUndefined();
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('SUMMARY:Harper–Lee Wedding');
    const revoked = await callMock('revokeCalendarFeed', { path: '/api/calendar-feed' }, token);
    expect(await contractProblem('revokeCalendarFeed', revoked)).toBeUndefined();
    expect(await revoked.json()).toEqual({
      title: MSG.calendarFeedRevokedTitle,
      message: MSG.calendarFeedRevoked,
    });
    const gone = await callMock('getCalendarIcs', { path: new URL(feed.url).pathname, token: false });
    expect(gone.status).toBe(404);
    expect(await contractProblem('getCalendarIcs', gone)).toBeUndefined();
  });

  it('answers any origin, as an API behind VITE_API_BASE_URL', async () => {
    const response = await fetch('https://api.example.com/api/health');
    expect(await response.json()).toEqual({ status: 'UP', database: 'UP' });
    expect(MOCK_ORIGIN).not.toBe('https://api.example.com');
  });
});
