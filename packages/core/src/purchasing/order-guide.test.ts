import { describe, expect, it } from 'vitest';
import { orderGuide, type TPurchasable, vendorOrderRows } from './order-guide.ts';

const harbor = { id: 1, name: 'Harbor Foods' };
const dairy = { id: 2, name: 'Dairy Farm, "Co"' };
const flour: TPurchasable = {
  id: 10,
  name: 'Flour',
  cost: 20,
  costAmount: 50,
  costUnits: 'Pound', // a 50 lb bag for $20
  conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
  vendor: harbor,
};
const butter: TPurchasable = {
  id: 11,
  name: 'Butter',
  cost: 126,
  costAmount: 36,
  costUnits: 'Pound',
  vendor: dairy,
};
const milk: TPurchasable = {
  id: 12,
  name: 'Milk',
  cost: 4.2,
  costAmount: 1,
  costUnits: 'Gallon',
  vendor: dairy,
};
const eggs: TPurchasable = {
  id: 13,
  name: 'Eggs',
  cost: 48,
  costAmount: 180,
  costUnits: 'Each',
  vendor: dairy,
};
const saffron: TPurchasable = { id: 14, name: 'Saffron', costUnits: 'Gram', vendor: harbor };

describe('order guide', () => {
  it('converts to cost units, adds across units, rounds up to whole packs, groups by vendor', () => {
    const guide = orderGuide([
      // 60 lb + 80 Cup (80 × 125 g = 10 kg = 22.046226 lb) = 82.046226 lb → 2 bags of 50 lb.
      { ingredient: flour, quantity: 60, units: 'Pound' },
      { ingredient: flour, quantity: 80, units: 'Cup' },
      // 36 lb exactly = 1 case (no float noise may make it 2).
      { ingredient: butter, quantity: 576, units: 'Ounce' },
      // 9 qt = 2.25 gal → 3 one-gallon jugs.
      { ingredient: milk, quantity: 9, units: 'Quart' },
      // Eggs in Cup: no conversion → listed apart.
      { ingredient: eggs, quantity: 2, units: 'Cup' },
      { ingredient: saffron, quantity: 3, units: 'Gram' },
    ]);
    expect(guide.vendors.map((v) => v.vendor.name)).toEqual(['Dairy Farm, "Co"', 'Harbor Foods']);
    const [dairyOrder, harborOrder] = guide.vendors;
    expect(harborOrder.lines).toEqual([
      {
        ingredientId: 10,
        name: 'Flour',
        // nothing on hand and no par: the order is the demand
        demand: expect.closeTo(60 + (80 * 125) / 453.59237, 9),
        onHand: 0,
        par: 0,
        onOrder: 0,
        quantity: expect.closeTo(60 + (80 * 125) / 453.59237, 9),
        units: 'Pound',
        packSize: 50,
        packCost: 20,
        packs: 2,
        lineCost: 40,
        leftover: expect.closeTo(100 - 60 - (80 * 125) / 453.59237, 9),
      },
    ]);
    expect(dairyOrder.lines.map((l) => [l.name, l.packs, l.lineCost])).toEqual([
      ['Butter', 1, 126],
      ['Milk', 3, expect.closeTo(12.6, 10)],
    ]);
    expect(dairyOrder.total).toBeCloseTo(138.6, 10);
    expect(guide.total).toBeCloseTo(178.6, 10);
    expect(guide.unorderable).toEqual([
      {
        ingredientId: 13,
        name: 'Eggs',
        vendor: dairy,
        quantity: 2,
        units: 'Cup',
        message: 'Add a conversion: 1 Cup of Eggs = ? Each (There were no available conversions)',
      },
      {
        ingredientId: 14,
        name: 'Saffron',
        vendor: harbor,
        quantity: 3,
        units: 'Gram',
        message: 'Add a cost to Saffron',
      },
    ]);
  });

  it('lays a vendor’s order out as CSV rows: a header, each line as the screen shows it, the total', () => {
    const guide = orderGuide(
      [{ ingredient: milk, quantity: 9, units: 'Quart' }],
      [{ ingredient: milk, onHand: 1.5, par: 2, onOrder: 0.5 }],
    );
    // Events need 9 qt = 2.25 gal; + par 2 − on hand 1.5 − on order 0.5 = 2.25 gal → 3 one-gallon
    // jugs at $4.20 = $12.60.
    expect(vendorOrderRows(guide.vendors[0])).toEqual([
      [
        'Vendor',
        'Ingredient',
        'Events need',
        'On hand',
        'Par',
        'On order',
        'Quantity needed',
        'Units',
        'Pack size',
        'Packs to order',
        'Pack cost',
        'Line cost',
      ],
      ['Dairy Farm, "Co"', 'Milk', 2.25, 1.5, 2, 0.5, 2.25, 'Gallon', 1, 3, '4.20', '12.60'],
      ['Dairy Farm, "Co"', 'Total', '', '', '', '', '', '', '', '', '', '12.60'],
    ]);
  });

  it('never lets a name start a formula in the spreadsheet the rows are opened in', () => {
    const vendor = { id: 3, name: '@Vendor' };
    const link: TPurchasable = { ...flour, id: 15, name: '=HYPERLINK("x")', vendor };
    const minus: TPurchasable = { ...flour, id: 16, name: '-1+1', vendor };
    const guide = orderGuide([
      { ingredient: link, quantity: 50, units: 'Pound' },
      { ingredient: minus, quantity: 100, units: 'Pound' },
    ]);
    expect(vendorOrderRows(guide.vendors[0]).slice(1)).toEqual([
      ["'@Vendor", "'-1+1", 100, 0, 0, 0, 100, 'Pound', 50, 2, '20.00', '40.00'],
      ["'@Vendor", `'=HYPERLINK("x")`, 50, 0, 0, 0, 50, 'Pound', 50, 1, '20.00', '20.00'],
      ["'@Vendor", 'Total', '', '', '', '', '', '', '', '', '', '60.00'],
    ]);
  });
});
