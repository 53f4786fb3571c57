import { describe, expect, it } from 'vitest';
import type { TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { EGG, FLOUR } from '../testing/kitchen.ts';
import { addDays, daysBetween, isCalendarDay, isTimeZone, localDay } from './days.ts';
import { longestLeadChain } from './lead-horizon.ts';
import { markCheckOffs, planDays, planProduction, type TPlanEvent } from './plan.ts';

/**
 * Custard (Pastry, made a day ahead, keeps 2 days) yields 8 Each: 3 Each eggs, 1 Cup flour.
 * Menu item Custard Cup (1 serving) = 1 Each custard.
 */
const custard: TRecipeNode = {
  id: 5,
  name: 'Custard',
  team: 'Pastry',
  yieldQuantity: 8,
  yieldUnits: 'Each',
  leadTimeDays: 1,
  shelfLifeDays: 2,
  recipeIngredients: [
    { ingredient: EGG, yieldQuantity: 3, yieldUnits: 'Each' },
    { ingredient: FLOUR, yieldQuantity: 1, yieldUnits: 'Cup' },
  ],
  recipeSubRecipes: [],
};
const cup: TMenuItemNode = {
  id: 9,
  name: 'Custard Cup',
  servings: 1,
  menuItemRecipes: [{ recipe: custard, yieldQuantity: 1, yieldUnits: 'Each' }],
};
const event = (id: number, start: string, orders: number, over: Partial<TPlanEvent> = {}): TPlanEvent => ({
  id,
  title: `Event ${id}`,
  start,
  status: 'DEFINITE',
  guestCount: 100,
  lines: [{ menuItem: cup, prepQuantity: orders }],
  ...over,
});
const query = { startDate: '2026-12-05', endDate: '2026-12-06', timeZone: 'UTC' };

describe('planProduction', () => {
  it('names the portion of a counted yield on the batch and its uses: "87 custard cups"', () => {
    const named: TRecipeNode = { ...custard, portionName: 'custard cup' };
    const namedCup: TMenuItemNode = {
      ...cup,
      menuItemRecipes: [{ recipe: named, yieldQuantity: 1, yieldUnits: 'Each' }],
    };
    const orders = (id: number, start: string, prepQuantity: number) => ({
      ...event(id, start, prepQuantity),
      lines: [{ menuItem: namedCup, prepQuantity }],
    });
    const plan = planProduction(
      [orders(1, '2026-12-05T18:00:00Z', 50), orders(2, '2026-12-05T19:00:00Z', 37)],
      query,
    );
    const [batch] = plan.days[0].teams[0].batches;
    // 50 + 37 = 87 Each of custard, each one "custard cup".
    expect(batch.display.text).toBe('87 custard cups');
    // The batch names its portion, for what reads a part of it (an event's labels).
    expect(batch.recipe.portionName).toBe('custard cup');
    expect(batch.uses.map((u) => u.display.text)).toEqual(['50 custard cups', '37 custard cups']);
    // The eggs are counted in Each still: the portion is the custard's, not theirs.
    expect(batch.ingredients[0].display.text).toBe('33 Each');
  });

  it('makes a batch its lead time ahead, counts eggs whole, and leaves out cancelled events and inquiries', () => {
    const plan = planProduction(
      [
        event(1, '2026-12-05T18:00:00Z', 50),
        event(2, '2026-12-05T19:00:00Z', 37),
        event(3, '2026-12-05T19:00:00Z', 500, { status: 'CANCELLED' }),
        event(4, '2026-12-05T19:00:00Z', 500, { status: 'INQUIRY' }),
        event(5, '2026-12-06T19:00:00Z', 500, { status: 'TENTATIVE' }),
        // Outside the range: the 7th.
        event(6, '2026-12-07T10:00:00Z', 500),
      ],
      query,
    );
    expect(plan.events.map((e) => e.id)).toEqual([1, 2]);
    // 50 + 37 = 87 cups = 10.875 batches of 8: eggs 10.875 × 3 = 32.625 → 33 Each; flour 10.875 cups,
    // a solid past 4 cups with a weight conversion (1 Cup = 125 g): 1,359.375 g ÷ 453.59237 = 2.997 lb → 3 lb.
    expect(plan.days.map((d) => d.date)).toEqual(['2026-12-04']);
    const [batch] = plan.days[0].teams[0].batches;
    expect(batch).toMatchObject({
      key: '2026-12-04:Pastry:5',
      quantity: 87,
      display: { text: '87 Each' },
      serviceDate: '2026-12-05',
      useBy: '2026-12-06',
      warnings: [],
      checkOff: null,
    });
    expect(batch.ingredients.map((i) => [i.name, i.quantity, i.display.text])).toEqual([
      ['Egg', 32.625, '33 Each'],
      ['Flour', 10.875, '3 Pounds'],
    ]);
    expect(batch.uses.map((u) => [u.event.id, u.menuItem?.name, u.quantity])).toEqual([
      [1, 'Custard Cup', 50],
      [2, 'Custard Cup', 37],
    ]);
  });

  it("reads in the kitchen's measurement system: metric weighs the flour in grams", () => {
    const plan = planProduction(
      [event(1, '2026-12-05T18:00:00Z', 50), event(2, '2026-12-05T19:00:00Z', 37)],
      query,
      { system: 'metric' },
    );
    const [batch] = plan.days[0].teams[0].batches;
    // 10.875 cups of flour, a solid past 4 cups: weighed by its own conversion, 10.875 × 125 g =
    // 1,359.375 g = 1.36 kg; eggs stay counted. The figures stay in the recipe's units.
    expect(batch.ingredients.map((i) => [i.name, i.quantity, i.units, i.display.text])).toEqual([
      ['Egg', 32.625, 'Each', '33 Each'],
      ['Flour', 10.875, 'Cup', '1.36 Kilograms'],
    ]);
  });

  it('is one batch for a recipe loaded twice (two nodes, one id)', () => {
    const copy: TMenuItemNode = {
      ...cup,
      id: 10,
      name: 'Custard Pot',
      menuItemRecipes: [{ recipe: { ...custard }, yieldQuantity: 1, yieldUnits: 'Each' }],
    };
    const plan = planProduction(
      [
        event(1, '2026-12-05T18:00:00Z', 8),
        { ...event(2, '2026-12-05T18:00:00Z', 0), lines: [{ menuItem: copy, prepQuantity: 16 }] },
      ],
      query,
    );
    const batches = plan.days.flatMap((d) => d.teams.flatMap((t) => t.batches));
    expect(batches.map((b) => [b.recipe.name, b.quantity, b.uses.length])).toEqual([['Custard', 24, 2]]);
  });

  it('adds tentative events when asked', () => {
    const plan = planProduction([event(5, '2026-12-06T19:00:00Z', 16, { status: 'TENTATIVE' })], {
      ...query,
      includeTentative: true,
    });
    expect(plan.days.map((d) => [d.date, d.teams[0].batches[0].quantity])).toEqual([['2026-12-05', 16]]);
  });

  it('marks the batches checked off by key', () => {
    const plan = planProduction([event(1, '2026-12-05T18:00:00Z', 8)], query);
    expect(planDays(plan)).toEqual({ first: '2026-12-04', last: '2026-12-04' });
    const marked = markCheckOffs(
      plan,
      new Map([['2026-12-04:Pastry:5', { by: 'Ana', at: '2026-12-04T08:00:00Z' }]]),
    );
    expect(marked.days[0].teams[0].batches[0].checkOff).toEqual({ by: 'Ana', at: '2026-12-04T08:00:00Z' });
  });
});

describe('planProduction by production day', () => {
  /**
   * Stock (Banquets, made 2 days ahead) yields 4 Quart; Braise (Banquets, made the day of service) uses
   * 1 Quart of stock a batch of 10 Each. Menu item Short Rib (1 serving) = 1 Each braise.
   */
  const stock: TRecipeNode = {
    id: 21,
    name: 'Stock',
    team: 'Banquets',
    yieldQuantity: 4,
    yieldUnits: 'Quart',
    leadTimeDays: 2,
    recipeIngredients: [{ ingredient: FLOUR, yieldQuantity: 1, yieldUnits: 'Cup' }],
    recipeSubRecipes: [],
  };
  const braise: TRecipeNode = {
    id: 22,
    name: 'Braise',
    team: 'Banquets',
    yieldQuantity: 10,
    yieldUnits: 'Each',
    leadTimeDays: 0,
    recipeIngredients: [],
    recipeSubRecipes: [{ recipe: stock, yieldQuantity: 1, yieldUnits: 'Quart' }],
  };
  const shortRib: TMenuItemNode = {
    id: 23,
    name: 'Short Rib',
    servings: 1,
    menuItemRecipes: [{ recipe: braise, yieldQuantity: 1, yieldUnits: 'Each' }],
  };
  const dinner = (id: number, start: string, orders: number): TPlanEvent => ({
    ...event(id, start, orders),
    lines: [{ menuItem: shortRib, prepQuantity: orders }],
  });
  const events = [
    dinner(1, '2026-12-05T19:00:00Z', 40),
    // Two days after the 5th: its stock is made on the 5th.
    dinner(2, '2026-12-07T19:00:00Z', 60),
    // Its stock is made on the 6th: not on the 5th's sheet.
    dinner(3, '2026-12-08T19:00:00Z', 20),
  ];

  it("puts on a day's sheet everything made that day, for whichever event", () => {
    const day = { startDate: '2026-12-05', endDate: '2026-12-05', timeZone: 'UTC' };
    const plan = planProduction(events, { ...day, by: 'production' });
    expect(plan.days.map((d) => d.date)).toEqual(['2026-12-05']);
    // The 5th: braise for event 1 (40 Each), and stock for event 2's braise: 60 Each = 6 batches of
    // 10 → 6 Quart of stock. (Event 1's stock, 4 Quart, was made on the 3rd: not on this day.)
    const batches = plan.days[0].teams[0].batches;
    expect(batches.map((b) => [b.recipe.name, b.quantity, b.serviceDate])).toEqual([
      ['Braise', 40, '2026-12-05'],
      ['Stock', 6, '2026-12-07'],
    ]);
    expect(plan.events.map((e) => e.id)).toEqual([1, 2]);
    // By service day the same range has event 1 only: its braise on the 5th and its stock on the 3rd.
    const byService = planProduction(events, day);
    expect(byService.days.map((d) => [d.date, d.teams[0].batches.map((b) => b.recipe.name)])).toEqual([
      ['2026-12-03', ['Stock']],
      ['2026-12-05', ['Braise']],
    ]);
  });

  it('finds the longest chain of lead times down the sub-recipes', () => {
    // Braise (0) → Stock (2) → Roasted Bones (1): 3 days; Dough (1) alone: 1; a cycle is cut.
    expect(
      longestLeadChain([
        { id: 1, leadTimeDays: 0, subRecipeIds: [2] },
        { id: 2, leadTimeDays: 2, subRecipeIds: [3] },
        { id: 3, leadTimeDays: 1, subRecipeIds: [] },
        { id: 4, leadTimeDays: 1, subRecipeIds: [] },
      ]),
    ).toBe(3);
    expect(
      longestLeadChain([
        { id: 1, leadTimeDays: 1, subRecipeIds: [2] },
        { id: 2, leadTimeDays: 1, subRecipeIds: [1] },
      ]),
    ).toBe(2);
    expect(longestLeadChain([])).toBe(0);
  });
});

describe('production days', () => {
  it('reads the local day of an instant in a time zone', () => {
    expect(localDay('2026-11-27T23:30:00Z', 'Europe/Paris')).toBe('2026-11-28');
    expect(localDay('2026-11-28T03:00:00Z', 'America/Chicago')).toBe('2026-11-27');
    expect(localDay('2026-11-28T03:00:00Z', 'UTC')).toBe('2026-11-28');
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('counts whole days across months and leap years', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-01', '2027-01-31')).toBe(61);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});
