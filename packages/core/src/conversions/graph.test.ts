import { describe, expect, it } from 'vitest';
import { ConversionGraph } from './graph.ts';

// An egg: 1 Each = 50 g; and 1 Cup of beaten egg = 243 g.
const EGG = [
  { quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' },
  { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 243, unitsEnd: 'Gram' },
];

describe('ConversionGraph', () => {
  it('finds the chain Each → Gram → Cup breadth-first, and names it', () => {
    const found = ConversionGraph.of(EGG).factor('Each', 'Cup');
    // 1 Each = 50 g; 50 g ÷ 243 g per cup = 0.205761… cup
    expect(found).toEqual({ ok: true, factor: 50 / 243, path: ['Each', 'Gram', 'Cup'] });
  });

  it('uses conversions backwards and walks standard units on both ends', () => {
    const found = ConversionGraph.of(EGG).factor('Tablespoon', 'Ounce');
    // 1 Tbs = 1/16 cup = 243/16 g = 15.1875 g = 15.1875 ÷ 28.349523125 oz = 0.535730… oz
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.factor).toBeCloseTo(15.1875 / 28.349523125, 12);
    expect(found.path).toEqual(['Tablespoon', 'Cup', 'Gram', 'Ounce']);
  });

  it('takes the shortest chain: a direct Each → Cup conversion beats Each → Gram → Cup', () => {
    const withDirect = [...EGG, { quantityStart: 4, unitsStart: 'Each', quantityEnd: 1, unitsEnd: 'Cup' }];
    const found = ConversionGraph.of(withDirect).factor('Each', 'Cup');
    expect(found).toEqual({ ok: true, factor: 0.25, path: ['Each', 'Cup'] });
  });

  it('answers the same factor from any unit of a node once routes are cached', () => {
    const graph = new ConversionGraph(EGG);
    const a = graph.factor('Each', 'Cup');
    const b = graph.factor('Each', 'Tablespoon');
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.factor).toBeCloseTo(a.factor * 16, 12);
    const c = graph.factor('Gram', 'Each'); // from the weight node, first anchor Gram
    const d = graph.factor('Kilogram', 'Each'); // same node, other unit: 1000 g → 20 Each
    expect(c).toEqual({ ok: true, factor: 1 / 50, path: ['Gram', 'Each'] });
    expect(d.ok && d.factor).toBeCloseTo(20, 12);
    expect(d.ok && d.path).toEqual(['Kilogram', 'Gram', 'Each']);
  });

  it('reports NO_CONVERSIONS, NO_PATH and NULL_VALUES', () => {
    expect(ConversionGraph.of([]).factor('Each', 'Gram')).toEqual({ ok: false, code: 'NO_CONVERSIONS' });
    expect(ConversionGraph.of(null).factor('Cup', 'Gram')).toEqual({ ok: false, code: 'NO_CONVERSIONS' });
    expect(ConversionGraph.of(EGG).factor('Slice', 'Gram')).toEqual({ ok: false, code: 'NO_PATH' });
    const broken = [{ quantityStart: 1, unitsStart: 'Slice', quantityEnd: null, unitsEnd: 'Gram' }];
    expect(ConversionGraph.of(broken).factor('Slice', 'Gram')).toEqual({ ok: false, code: 'NULL_VALUES' });
    const zero = [{ quantityStart: 0, unitsStart: 'Slice', quantityEnd: 30, unitsEnd: 'Gram' }];
    expect(ConversionGraph.of(zero).factor('Slice', 'Gram')).toEqual({ ok: false, code: 'NULL_VALUES' });
  });

  it('ignores a broken row when another conversion does the job', () => {
    const mixed = [{ quantityStart: null, unitsStart: 'Each', quantityEnd: 1, unitsEnd: 'Gram' }, ...EGG];
    expect(ConversionGraph.of(mixed).factor('Each', 'Gram')).toEqual({
      ok: true,
      factor: 50,
      path: ['Each', 'Gram'],
    });
  });

  it('converts Pinch and Slice only through ingredient conversions', () => {
    expect(ConversionGraph.of(EGG).factor('Pinch', 'Teaspoon')).toEqual({ ok: false, code: 'NO_PATH' });
    const salt = [{ quantityStart: 16, unitsStart: 'Pinch', quantityEnd: 1, unitsEnd: 'Teaspoon' }];
    // 1 Pinch = 1/16 tsp → 1/48 Tbs
    const found = ConversionGraph.of(salt).factor('Pinch', 'Tablespoon');
    expect(found.ok && found.factor).toBeCloseTo(1 / 48, 15);
  });

  it('builds one graph per conversions array', () => {
    expect(ConversionGraph.of(EGG)).toBe(ConversionGraph.of(EGG));
  });

  it('shares one graph between arrays of the same content (each read loads fresh rows)', () => {
    const copy = EGG.map((c) => ({ ...c }));
    expect(ConversionGraph.of(copy)).toBe(ConversionGraph.of(EGG));
    const other = [{ ...EGG[0], quantityEnd: 60 }, EGG[1]];
    expect(ConversionGraph.of(other)).not.toBe(ConversionGraph.of(EGG));
    // 1 Each = 60 g now: 60 ÷ 243 cup
    expect(ConversionGraph.of(other).factor('Each', 'Cup')).toEqual({
      ok: true,
      factor: expect.closeTo(60 / 243, 12),
      path: ['Each', 'Gram', 'Cup'],
    });
    // a text quantity is unusable, unlike the number: its own graph, which says so
    const text = [{ ...EGG[0], quantityEnd: '50' as unknown as number }];
    expect(ConversionGraph.of(text).factor('Each', 'Gram')).toEqual({ ok: false, code: 'NULL_VALUES' });
  });

  it('answers a pair the same whatever was asked of the graph before', () => {
    const asked = new ConversionGraph(EGG);
    asked.factor('Liter', 'Each'); // first volume unit asked: Liter
    const fresh = new ConversionGraph(EGG);
    // 1 tsp = 1/48 cup = 243/48 g = 5.0625 g ÷ 50 g = 0.10125 Each, to the last bit in both graphs
    // (a route anchored on Liter used to give 0.10125000000000002 here)
    expect(asked.factor('Teaspoon', 'Each')).toEqual(fresh.factor('Teaspoon', 'Each'));
    expect(fresh.factor('Teaspoon', 'Each')).toEqual({
      ok: true,
      factor: expect.closeTo(0.10125, 12),
      path: ['Teaspoon', 'Cup', 'Gram', 'Each'],
    });
  });
});
