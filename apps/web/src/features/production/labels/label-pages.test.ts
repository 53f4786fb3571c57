import type { TBatch, TBatchUse, TProductionPlan } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { batchDay, batchTeam, eventBatches, labelPages, readCopies } from './label-pages';

const batch = (key: string) => ({ key }) as TBatch;

describe('labelPages', () => {
  it('puts 30 labels on a letter sheet and one on each thermal label, copies of a batch together', () => {
    const batches = [batch('a'), batch('b'), batch('c')];
    // 3 batches × 11 copies = 33 labels: a full sheet of 30 and a second with 3.
    const sheets = labelPages(batches, 11, 'sheet');
    expect(sheets.map((page) => page.length)).toEqual([30, 3]);
    expect(sheets[0].slice(9, 13).map((l) => l.id)).toEqual(['a:9', 'a:10', 'b:0', 'b:1']);
    expect(sheets[1].map((l) => l.id)).toEqual(['c:8', 'c:9', 'c:10']);
    const thermal = labelPages(batches, 2, 'thermal');
    expect(thermal.map((page) => page.map((l) => l.id))).toEqual([
      ['a:0'],
      ['a:1'],
      ['b:0'],
      ['b:1'],
      ['c:0'],
      ['c:1'],
    ]);
    expect(labelPages([], 3, 'sheet')).toEqual([]);
  });

  it('reads 1 to 30 copies, else 1', () => {
    expect(readCopies('4')).toBe(4);
    expect(readCopies('30')).toBe(30);
    for (const bad of [null, '', '0', '31', '2.5', 'x', '-1']) expect(readCopies(bad)).toBe(1);
  });
});

describe("eventBatches (labels from an event's prep list)", () => {
  const use = (eventId: number, quantity: number): TBatchUse => ({
    event: { id: eventId, title: `Event ${eventId}` },
    menuItem: null,
    parentRecipe: { id: 1, name: 'Shortbread' },
    quantity,
    units: 'Pound',
    display: { quantity, units: 'Pound', label: 'Pounds', text: `${quantity} Pounds` },
  });
  const doughBatch = (key: string, uses: TBatchUse[]) =>
    ({
      key,
      recipe: { id: 7, name: 'Sweet Dough', leadTimeDays: 1, shelfLifeDays: 3, portionName: null },
      quantity: 28,
      units: 'Pound',
      uses,
      display: { text: '28 Pounds' },
    }) as unknown as TBatch;
  const plan = {
    days: [
      {
        date: '2026-12-03',
        teams: [
          // Sweet Dough for two events: 20 lb for event 5, 8 lb for event 6 (two uses of 4 lb).
          {
            team: 'Pastry: Cold',
            batches: [doughBatch('2026-12-03:Pastry: Cold:7', [use(5, 20), use(6, 4), use(6, 4)])],
          },
        ],
      },
      {
        date: '2026-12-04',
        teams: [{ team: 'Pastry', batches: [doughBatch('2026-12-04:Pastry:8', [use(5, 1)])] }],
      },
    ],
  } as unknown as TProductionPlan;

  it("keeps each batch's share for the event, measured as a cook measures it, dated the day it is made", () => {
    const six = eventBatches(plan, 6, 'us');
    // 4 + 4 = 8 lb of the 28 lb batch; nothing of the 4th's.
    expect(six.map((b) => [b.key, b.quantity, b.display.text, b.uses.length])).toEqual([
      ['2026-12-03:Pastry: Cold:7', 8, '8 Pounds', 2],
    ]);
    expect(batchDay(six[0])).toBe('2026-12-03');
    expect(batchTeam(six[0])).toBe('Pastry: Cold');
    expect(eventBatches(plan, 5, 'us').map((b) => b.quantity)).toEqual([20, 1]);
    // In metric measures: 8 lb × 0.45359237 kg = 3.6287 kg → 3.63 Kilograms.
    expect(eventBatches(plan, 6, 'metric')[0].display.text).toBe('3.63 Kilograms');
    expect(eventBatches(plan, 99, 'us')).toEqual([]);
  });

  it("names the recipe's portion as the plan does: 87 custard cups, not 87 Each", () => {
    const cups = (eventId: number, quantity: number): TBatchUse => ({
      ...use(eventId, quantity),
      units: 'Each',
      display: { quantity, units: 'Each', label: 'custard cups', text: `${quantity} custard cups` },
    });
    const custard = (portionName: string | null) =>
      ({
        key: '2026-12-05:Pastry:3',
        recipe: { id: 3, name: 'Custard', leadTimeDays: 0, shelfLifeDays: 2, portionName },
        quantity: 120,
        units: 'Each',
        // Event 7 orders 50 + 37 cups, event 8 the other 33.
        uses: [cups(7, 50), cups(8, 33), cups(7, 37)],
        display: { text: '120 custard cups' },
      }) as unknown as TBatch;
    const one = (batch: TBatch, eventId: number, system: 'us' | 'metric' = 'us') => {
      const plan = { days: [{ date: '2026-12-05', teams: [{ team: 'Pastry', batches: [batch] }] }] };
      return eventBatches(plan as unknown as TProductionPlan, eventId, system)[0];
    };
    // 50 + 37 = 87 cups for event 7; a count reads the same in metric measures.
    expect(one(custard('custard cup'), 7).display.text).toBe('87 custard cups');
    expect(one(custard('custard cup'), 7, 'metric').display.text).toBe('87 custard cups');
    expect(one(custard('custard cup'), 8).display.text).toBe('33 custard cups');
    // One cup (a tasting, event 9) is singular; a recipe without a portion name keeps its unit.
    const single = { ...custard('custard cup'), uses: [cups(9, 1)] } as TBatch;
    expect(one(single, 9).display.text).toBe('1 custard cup');
    expect(one(custard(null), 7).display.text).toBe('87 Each');
  });
});
