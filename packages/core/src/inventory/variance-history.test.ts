import { describe, expect, it } from 'vitest';
import { areaStock } from './area-stock.ts';
import { stocktakes, VARIANCE_HISTORY_PERIODS, varianceHistory } from './variance-history.ts';

const at = (iso: string) => new Date(iso);
// Butter in packs of 1 lb at $4.
const butter = { id: 1, name: 'Butter', cost: 4, costAmount: 1, costUnits: 'Pound' };

describe('stocktakes', () => {
  it('joins the counts of one walk and ends the stocktake at its last count', () => {
    const moments = stocktakes([
      at('2026-11-05T08:15:00Z'),
      at('2026-11-01T08:00:00Z'),
      at('2026-11-01T08:30:00Z'),
      at('2026-11-05T08:00:00Z'),
      // 6 h 1 min after the last: another stocktake
      at('2026-11-05T14:16:00Z'),
    ]);
    expect(moments.map((m) => m.toISOString())).toEqual([
      '2026-11-01T08:30:00.000Z',
      '2026-11-05T08:15:00.000Z',
      '2026-11-05T14:16:00.000Z',
    ]);
  });

  it('keeps the latest ones: periods + 1 moments at most', () => {
    const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i, 8)));
    const moments = stocktakes(days);
    expect(moments.length).toBe(VARIANCE_HISTORY_PERIODS + 1);
    expect(moments.at(-1)?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});

describe('variance history', () => {
  it('works each period out from its two stocktakes and what moved between them', () => {
    const periods = varianceHistory([butter], {
      moments: [at('2026-11-01T08:00:00Z'), at('2026-11-05T08:00:00Z'), at('2026-11-08T08:00:00Z')],
      counted: [
        { moment: 0, ingredientId: 1, quantity: 10, units: 'Pound' },
        { moment: 1, ingredientId: 1, quantity: 2, units: 'Kilogram' }, // 4.4092452437 lb
        { moment: 2, ingredientId: 1, quantity: 4, units: 'Pound' },
      ],
      received: [{ ingredientId: 1, quantity: 5, units: 'Pound', at: at('2026-11-06T08:00:00Z') }],
      wasted: [
        { ingredientId: 1, quantity: 1, units: 'Pound', reason: 'dropped', at: at('2026-11-02T08:00:00Z') },
      ],
      uses: [
        { start: at('2026-11-03T18:00:00Z'), needs: [{ ingredientId: 1, quantity: 3, units: 'Pound' }] },
        // at the second stocktake's moment: the first period's
        { start: at('2026-11-05T08:00:00Z'), needs: [{ ingredientId: 1, quantity: 1, units: 'Pound' }] },
      ],
    });
    // Period 1: 10 − 4.4092452437 = 5.5907547563 lb used, the plans 4 lb → 1.5907547563 lb × $4
    // = $6.3630190252, 1 lb of it dropped ($4). Period 2: 4.4092452437 + 5 − 4 = 5.4092452437 lb, no
    // plan → $21.6369809748.
    expect(periods.map((p) => p.events)).toEqual([2, 0]);
    expect(periods[0].varianceCost).toBeCloseTo(6.3630190252, 9);
    expect(periods[0].wasteByReason.find((w) => w.reason === 'dropped')?.cost).toBe(4);
    expect(periods[1].varianceCost).toBeCloseTo(21.6369809748, 9);
    expect(periods[1].lines[0].received).toBe(5);
  });
});

describe('on hand per storage area', () => {
  const walkIn = { id: 1, name: 'Walk-in' };
  const dry = { id: 2, name: 'Dry store' };

  it('books what moved since the counts to the area counted last; the areas add up to on hand', () => {
    const areas = areaStock(butter, { units: 'Pound', received: 8, used: 3, wasted: 1 }, [
      { storageArea: walkIn, quantity: 10, units: 'Pound', at: at('2026-11-01T08:30:00Z') },
      { storageArea: dry, quantity: 1, units: 'Kilogram', at: at('2026-11-01T08:00:00Z') },
    ]);
    // Walk-in 10 + 8 − 3 − 1 = 14 lb; the dry store's 1 kg = 2.2046226218 lb.
    expect(areas.map((a) => [a.storageArea.name, a.onHand, a.usual])).toEqual([
      ['Walk-in', 14, true],
      ['Dry store', 1 / 0.45359237, false],
    ]);
  });

  it('takes the first in the walking order on a tie, and names no area for an ingredient never counted', () => {
    const same = at('2026-11-01T08:00:00Z');
    const areas = areaStock(butter, { units: 'Pound', received: 2, used: 0, wasted: 0 }, [
      { storageArea: dry, quantity: 1, units: 'Pound', at: same },
      { storageArea: walkIn, quantity: 1, units: 'Pound', at: same },
    ]);
    expect(areas.map((a) => [a.storageArea.name, a.onHand])).toEqual([
      ['Dry store', 3],
      ['Walk-in', 1],
    ]);
    expect(areaStock(butter, { units: 'Pound', received: 2, used: 0, wasted: 0 }, [])).toEqual([]);
  });
});
