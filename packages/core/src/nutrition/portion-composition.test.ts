import { describe, expect, it } from 'vitest';
import { portionComposition } from './portion-composition.ts';

const g = (name: string, amount: number, unitName = 'g') => ({ name, amount, unitName });

// SR28 food 1009, Cheese, cheddar, per 100 g (the figures the food detail shows).
const CHEDDAR_100 = [
  g('Water', 37.02),
  g('Energy', 404, 'kcal'),
  g('Protein', 22.87),
  g('Total lipid (fat)', 33.31),
  g('Ash', 3.71),
  g('Carbohydrate, by difference', 3.09),
  g('Fatty acids, total saturated', 18.87),
  g('Fatty acids, total monounsaturated', 9.25),
  g('16:0', 8.63),
  g('Calcium, Ca', 710, 'mg'),
];

describe('portionComposition', () => {
  it('shows what 100 g of cheddar is made of, largest first, without the fat subtotals', () => {
    const slices = portionComposition(CHEDDAR_100, 100);
    expect(slices.map((s) => [s.label, s.grams])).toEqual([
      ['Water', 37.02],
      ['Fat', 33.31],
      ['Protein', 22.87],
      ['Ash', 3.71],
      ['Carbohydrate', 3.09],
    ]);
    // 37.02 + 33.31 + 22.87 + 3.71 + 3.09 = 100.00 g: the portion's weight, so no "Not measured".
    expect(slices.reduce((sum, s) => sum + s.grams, 0)).toBeCloseTo(100, 9);
  });

  it('adds what was not measured so the slices add up to the portion', () => {
    // A 50 g portion: 20 g water, 10 g protein, 5 g fat, 500 mg ash = 0.5 g; no carbohydrate value.
    // 20 + 10 + 5 + 0.5 = 35.5 g measured; 50 − 35.5 = 14.5 g not measured.
    const slices = portionComposition(
      [g('Water', 20), g('Protein', 10), g('Total lipid (fat)', 5), g('Ash', 500, 'mg')],
      50,
    );
    expect(slices.map((s) => [s.part, s.grams])).toEqual([
      ['water', 20],
      ['unmeasured', 14.5],
      ['protein', 10],
      ['fat', 5],
      ['ash', 0.5],
    ]);
  });

  it('leaves the database’s rounding alone (under 1 % of the portion)', () => {
    // 40 + 59.5 = 99.5 g of a 100 g portion: 0.5 g short is below 1 g (1 %), so no extra slice.
    expect(portionComposition([g('Water', 40), g('Carbohydrate, by difference', 59.5)], 100)).toHaveLength(2);
  });

  it('shows alcohol where present, and drops parts of zero grams', () => {
    // Beer, 356 g can: 92.77 g water, 0.46 protein, 0 fat, 3.55 carbohydrate, 0.16 ash, 3.9 alcohol
    // per 100 g, already × 3.56: 330.2612, 1.6376, 0, 12.638, 0.5696, 13.884 → 358.99 g ≈ 356 g
    // (over the portion: nothing is "not measured").
    const slices = portionComposition(
      [
        g('Water', 330.2612),
        g('Protein', 1.6376),
        g('Total lipid (fat)', 0),
        g('Carbohydrate, by difference', 12.638),
        g('Ash', 0.5696),
        g('Alcohol, ethyl', 13.884),
      ],
      356,
    );
    expect(slices.map((s) => s.label)).toEqual(['Water', 'Alcohol', 'Carbohydrate', 'Protein', 'Ash']);
  });

  it('takes FoodData Central’s names when SR28’s are missing, and adds nothing for a volume portion', () => {
    const slices = portionComposition(
      [g('Total fat (NLEA)', 8), g('Carbohydrate, by summation', 12), g('Water', 70)],
      null,
    );
    expect(slices.map((s) => [s.label, s.grams])).toEqual([
      ['Water', 70],
      ['Carbohydrate', 12],
      ['Fat', 8],
    ]);
  });
});
