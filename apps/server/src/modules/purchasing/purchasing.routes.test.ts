import type {
  TCostSinceResponse,
  TIngredient,
  TMenu,
  TOrderGuideResponse,
  TPriceHistory,
  TPriceListResult,
} from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { completeItem, createMenuItem, getJson, menuKitchen } from '../../test/menu-items.test-helpers.ts';
import {
  complete,
  createIngredient,
  createRecipe,
  createVendor,
  line,
  subLine,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T08:00:00Z');
let t: TestApp;
let chef: TestUser;
let k: Awaited<ReturnType<typeof menuKitchen>>;
let spices = 0;
let eggs: TIngredient;
const events = { a: 0, b: 0 };

/** POST/PUT that must answer `status`. */
async function call<T>(
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  status: number,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    payload: payload as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  k = await menuKitchen(t, chef);
  // Pepper moves to a second vendor: the guide groups by vendor.
  spices = await createVendor(t, chef, 'Spice House');
  const { createdDate: _c, lastModifiedDate: _l, valid: _v, errorMessages: _e, ...pepper } = k.pepper;
  await call(chef, 'POST', '/api/ingredients', { ...pepper, vendor: { id: spices } }, 200);
  // Eggs priced by the dozen (Each) but used by the Cup, with no conversion: cannot be ordered as is.
  eggs = await createIngredient(t, chef, k.vendor, {
    name: 'Eggs',
    cost: 3.6,
    costAmount: 12,
    costUnits: 'Each',
  });
  const wash = await createRecipe(t, chef, {
    ...complete('Egg Wash', 1, 'Cup'),
    recipeIngredients: [line(eggs.id, 1, 'Cup')],
  });

  const gratin = await createMenuItem(t, chef, {
    ...completeItem('Gratin', 4),
    menuItemRecipes: [subLine(k.bechamel.id, 2, 'Cup'), subLine(k.crust.id, 2, 'Ounce')],
  });
  const crustPlate = await createMenuItem(t, chef, {
    ...completeItem('Crust Plate', 1),
    menuItemRecipes: [subLine(k.crust.id, 1, 'Ounce')],
  });
  const glaze = await createMenuItem(t, chef, {
    ...completeItem('Glazed Bun', 1),
    menuItemRecipes: [subLine(wash.id, 1, 'Cup')],
  });
  const menu = await call<TMenu>(
    chef,
    'POST',
    '/api/menus',
    {
      name: 'Winter',
      season: 'Winter',
      year: 2026,
      menuSections: [
        {
          name: 'All',
          menuSectionItems: [gratin, crustPlate, glaze].map((m, i) => ({
            menuItem: { id: m.id },
            price: 10 + i,
          })),
        },
      ],
    },
    201,
  );
  const [g, c, w] = menu.menuSections[0].menuSectionItems.map((i) => i.id);
  const book = async (title: string, day: number, lines: [number, number][]) =>
    (
      await call<{ id: number }>(
        chef,
        'POST',
        '/api/events',
        {
          title,
          start: `2026-12-0${day}T18:00:00Z`,
          end: `2026-12-0${day}T22:00:00Z`,
          guestCount: 10,
          location: 'Hall',
          banquetEventMenuSectionItems: lines.map(([id, prepQuantity]) => ({
            menuSectionItem: { id },
            plating: 'Plated',
            prepQuantity,
          })),
        },
        201,
      )
    ).id;
  events.a = await book('Event A', 3, [
    [g, 8],
    [w, 2],
  ]);
  events.b = await book('Event B', 4, [
    [g, 4],
    [c, 10],
  ]);
  // Outside the range below: must not count.
  await book('Event C', 9, [[c, 100]]);
});
afterAll(() => t.close());

describe('order guide', () => {
  it('totals two events sharing recipes, converts, rounds up to packs, groups by vendor; lists the rest apart', async () => {
    const guide = await getJson<TOrderGuideResponse>(
      t,
      chef,
      '/api/order-guide?startDate=2026-12-01T00:00:00Z&endDate=2026-12-05T00:00:00Z',
    );
    expect(guide.events.map((e) => e.title)).toEqual(['Event A', 'Event B']);
    // Gratin ×8 (2 batches) + ×4 (1 batch) = 3 batches: béchamel 3 × 2 Cup = 6 Cup = 1.5 qt → milk 1.5 qt,
    //   roux 1.5 × 1/2 Cup = 3/4 Cup → butter 3 oz, flour 3/4 Cup; pepper crust 3 × 2 oz = 6 oz.
    // Crust plate ×10 → pepper 10 oz.  Egg wash ×2 → 2 Cup of eggs: no Cup → Each conversion.
    const sysco = guide.vendors.find((v) => v.vendor.name === 'Sysco')!;
    expect(
      sysco.lines.map((l) => [l.name, l.quantity, l.units, l.packSize, l.packs, l.packCost, l.lineCost]),
    ).toEqual([
      // 3 oz = 0.1875 lb → one 1 lb pack at $4.
      ['Butter', expect.closeTo(0.1875, 10), 'Pound', 1, 1, 4, 4],
      // 3/4 Cup = 93.75 g = 0.206685 lb → one 50 lb bag at $20.
      ['Flour', expect.closeTo(93.75 / 453.59237, 10), 'Pound', 50, 1, 20, 20],
      // 1.5 qt = 0.375 gal → one gallon at $4.
      ['Milk', expect.closeTo(0.375, 10), 'Gallon', 1, 1, 4, 4],
    ]);
    expect(sysco.total).toBeCloseTo(28, 10);
    // Pepper: 6 + 10 = 16 oz = exactly 1 lb → one pack, not two.
    const spice = guide.vendors.find((v) => v.vendor.name === 'Spice House')!;
    expect(spice.lines).toMatchObject([{ name: 'Pepper', packs: 1, lineCost: 10 }]);
    expect(spice.lines[0].quantity).toBeCloseTo(1, 10);
    expect(guide.total).toBeCloseTo(38, 10);
    expect(guide.unorderable).toEqual([
      {
        ingredientId: eggs.id,
        name: 'Eggs',
        vendor: { id: k.vendor, name: 'Sysco' },
        quantity: 2,
        units: 'Cup',
        message: 'Add a conversion: 1 Cup of Eggs = ? Each (There were no available conversions)',
      },
    ]);
  });

  it('by event ids; one vendor; as CSV; another kitchen’s events are not found', async () => {
    const one = await getJson<TOrderGuideResponse>(
      t,
      chef,
      `/api/order-guide?eventIds=${events.b}&vendorId=${spices}`,
    );
    // Event B alone: gratin ×4 → crust 2 oz, crust plate ×10 → 10 oz = 0.75 lb → 1 pack.
    expect(one.vendors).toMatchObject([
      { vendor: { name: 'Spice House' }, lines: [{ name: 'Pepper', quantity: 0.75, packs: 1 }], total: 10 },
    ]);
    expect(one.total).toBe(10);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/order-guide/csv?eventIds=${events.a},${events.b}&vendorId=${spices}`,
      headers: chef.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="order-Spice-House.csv"');
    expect(csv.body).toBe(
      'Vendor,Ingredient,Events need,On hand,Par,On order,Quantity needed,Units,Pack size,Packs to order,Pack cost,Line cost\r\n' +
        'Spice House,Pepper,1,0,0,0,1,Pound,1,1,10.00,10.00\r\nSpice House,Total,,,,,,,,,,10.00\r\n',
    );
    const other = await t.createUser();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order-guide?eventIds=${events.a}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: '/api/order-guide', headers: chef.headers });
    expect(none.statusCode).toBe(400);
  });

  it('a CSV never lets an ingredient’s name start a formula in the spreadsheet it is opened in', async () => {
    const rename = async (name: string) => {
      const stored = await getJson<TIngredient>(t, chef, `/api/ingredients/${k.pepper.id}`);
      const { createdDate: _c, lastModifiedDate: _l, valid: _v, errorMessages: _e, ...body } = stored;
      await call(chef, 'POST', '/api/ingredients', { ...body, name }, 200);
    };
    await rename('=HYPERLINK("x")');
    try {
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/order-guide/csv?eventIds=${events.a},${events.b}&vendorId=${spices}`,
        headers: chef.headers,
      });
      expect(csv.statusCode).toBe(200);
      // A leading single quote makes the cell text (OWASP); the quotes inside are doubled (RFC 4180).
      expect(csv.body.split('\r\n')[1]).toBe(
        `Spice House,"'=HYPERLINK(""x"")",1,0,0,0,1,Pound,1,1,10.00,10.00`,
      );
    } finally {
      await rename('Pepper');
    }
  });
});

describe('price history and price lists', () => {
  const rows = (butterCost: string) => [
    { line: 2, name: 'butter', cost: butterCost, costAmount: '1', costUnits: 'lb' },
    { line: 3, name: 'Flour', cost: '22', costAmount: '50', costUnits: 'Pound' },
    { line: 4, name: 'Saffron threads', cost: '12', costAmount: '1', costUnits: 'Gram' },
    { line: 5, name: 'Milk', cost: '4', costAmount: '1', costUnits: 'Gallon' },
  ];

  it('records each price change with who made it; a change of name alone adds nothing', async () => {
    const cook = await t.createUser();
    const v = await createVendor(t, cook);
    const oil = await createIngredient(t, cook, v, {
      name: 'Oil',
      cost: 30,
      costAmount: 35,
      costUnits: 'Pound',
    });
    clock.advance(60_000);
    const { createdDate: _c, lastModifiedDate: _l, valid: _v, errorMessages: _e, ...body } = oil;
    const edited = await call<TIngredient>(cook, 'POST', '/api/ingredients', { ...body, cost: 35 }, 200);
    // Each save sends the version it read (a stale one is refused with 409).
    await call(
      cook,
      'POST',
      '/api/ingredients',
      { ...body, version: edited.version, cost: 35, name: 'Canola Oil' },
      200,
    );
    const history = await getJson<TPriceHistory>(t, cook, `/api/ingredients/${oil.id}/prices`);
    expect(history.map((h) => [h.cost, h.costAmount, h.costUnits, h.source, h.changedBy])).toEqual([
      [30, 35, 'Pound', 'created', cook.login],
      [35, 35, 'Pound', 'edit', cook.login],
    ]);
    // $30 / 35 lb and $35 / 35 lb.
    expect(history.map((h) => h.unitCost)).toEqual([expect.closeTo(30 / 35, 12), 1]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ingredients/${oil.id}/prices`, headers: chef.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('previews, refuses a file with a bad line whole, then applies it and moves the cost since', async () => {
    const before = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    clock.advance(60 * 60_000);
    const url = `/api/vendors/${k.vendor}/price-list`;
    const preview = await call<TPriceListResult>(chef, 'POST', url, { rows: rows('5') }, 200);
    expect(preview).toMatchObject({
      applied: false,
      unchanged: 1,
      unmatched: [{ line: 4, name: 'Saffron threads' }],
      errors: [],
    });
    expect(preview.changes.map((c) => [c.line, c.name, c.before.cost, c.after.cost])).toEqual([
      [2, 'Butter', 4, 5],
      [3, 'Flour', 20, 22],
    ]);

    const bad = [...rows('5'), { line: 7, name: 'Eggs', cost: '-3', costAmount: '12', costUnits: 'Each' }];
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: chef.headers,
      payload: { rows: bad, apply: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'rows.line7', message: 'Line 7: Please enter a value greater than $0.00' },
    ]);
    const butterNow = await getJson<TIngredient>(t, chef, `/api/ingredients/${k.butter.id}`);
    expect(butterNow.cost).toBe(4);

    const applied = await call<TPriceListResult>(chef, 'POST', url, { rows: rows('5'), apply: true }, 200);
    expect(applied.applied).toBe(true);
    expect((await getJson<TIngredient>(t, chef, `/api/ingredients/${k.butter.id}`)).cost).toBe(5);
    const history = await getJson<TPriceHistory>(t, chef, `/api/ingredients/${k.butter.id}/prices`);
    expect(history.at(-1)).toMatchObject({ cost: 5, source: 'price list', changedBy: chef.login });

    // Roux: 4 oz butter ($4 → $5 a pound: +$0.25) + 125 g flour ($0.40 → $0.44 a pound).
    const since = await getJson<TCostSinceResponse>(
      t,
      chef,
      `/api/recipes/${k.roux.id}/cost-since?date=${before}`,
    );
    const flourMove = (0.04 * 125) / 453.59237;
    expect(since.costThen).toBeCloseTo(1 + (0.4 * 125) / 453.59237, 10);
    expect(since.change).toBeCloseTo(0.25 + flourMove, 10);
    expect(since.movers).toEqual([
      { ingredientId: k.butter.id, name: 'Butter', change: expect.closeTo(0.25, 10) },
      { ingredientId: k.flour.id, name: 'Flour', change: expect.closeTo(flourMove, 10) },
    ]);
    // The menu: one serving of each item; the gratin moves by a quarter of half a béchamel's move.
    const menuSince = await getJson<TCostSinceResponse>(
      t,
      chef,
      `/api/menus/${(await getJson<{ content: { id: number }[] }>(t, chef, '/api/menus')).content[0].id}/cost-since?date=${before}`,
    );
    expect(menuSince.change).toBeCloseTo((0.5 * 0.5 * (0.25 + flourMove)) / 4, 10);
    expect(since.unpricedThen).toBe(0);
    // A day before butter and flour were entered: no price of theirs is known, today's stands in.
    const longAgo = await getJson<TCostSinceResponse>(
      t,
      chef,
      `/api/recipes/${k.roux.id}/cost-since?date=2001-01-01T00:00:00.000Z`,
    );
    expect(longAgo).toMatchObject({ change: 0, movers: [], unpricedThen: 2 });
    // …and the roux itself did not exist then: the answer says when it was created, after that day
    const roux = await getJson<{ createdDate: string }>(t, chef, `/api/recipes/${k.roux.id}`);
    expect(longAgo.createdDate).toBe(roux.createdDate);
    expect(Date.parse(longAgo.createdDate)).toBeGreaterThan(Date.parse(longAgo.since));
    expect(Date.parse(since.createdDate)).toBeLessThanOrEqual(Date.parse(since.since));
  });
});
