import type { TOrderGuideResponse } from '@brigade/core';

/**
 * An order guide as GET /api/order-guide answers it for two events (figures as e2e/purchasing.spec.ts
 * works them out): butter 88 oz = 5.5 lb in 2 lb packs → 3 packs × $9 = $27; milk 8 qt = 2 gal →
 * 2 × $4 = $8; Dairy Farm Co $35. Flour 14 Cups × 125 g = 1,750 g = 3.858 lb → 1 pack of 50 lb, $20.
 * Grand total $55. Sugar in Cups has no conversion to its Pounds: listed apart.
 */
export function guideReply(): TOrderGuideResponse {
  const dairy = { id: 3, name: 'Dairy Farm Co' };
  const mill = { id: 4, name: 'Mill & Grain' };
  return {
    events: [
      { id: 11, title: 'Winter Lunch', start: '2026-11-28T12:00:00.000Z', guestCount: 16 },
      { id: 10, title: 'Harvest Gala', start: '2026-11-27T18:00:00.000Z', guestCount: 24 },
    ],
    vendors: [
      {
        vendor: dairy,
        lines: [
          {
            ingredientId: 1,
            name: 'Butter',
            demand: 5.5,
            onHand: 0,
            par: 0,
            onOrder: 0,
            quantity: 5.5,
            units: 'Pound',
            packSize: 2,
            packCost: 9,
            packs: 3,
            lineCost: 27,
            leftover: 0.5,
          },
          {
            ingredientId: 2,
            name: 'Milk',
            demand: 2,
            onHand: 0,
            par: 0,
            onOrder: 0,
            quantity: 2,
            units: 'Gallon',
            packSize: 1,
            packCost: 4,
            packs: 2,
            lineCost: 8,
            leftover: 0,
          },
        ],
        total: 35,
      },
      {
        vendor: mill,
        lines: [
          {
            ingredientId: 5,
            name: 'Flour',
            demand: 3.858089,
            onHand: 0,
            par: 0,
            onOrder: 0,
            quantity: 3.858089,
            units: 'Pound',
            packSize: 50,
            packCost: 20,
            packs: 1,
            lineCost: 20,
            leftover: 46.141911,
          },
        ],
        total: 20,
      },
    ],
    unorderable: [
      {
        ingredientId: 6,
        name: 'Sugar',
        vendor: mill,
        quantity: 1.25,
        units: 'Cup',
        message: 'Add a conversion: 1 Cup of Sugar = ? Pound (There were no available conversions)',
      },
    ],
    total: 55,
    errors: [],
  };
}

/** Dairy Farm Co's order as GET /api/order-guide/csv answers it (core's vendorOrderRows as CSV). */
export const DAIRY_CSV = [
  'Vendor,Ingredient,Events need,On hand,Par,On order,Quantity needed,Units,Pack size,Packs to order,Pack cost,Line cost',
  'Dairy Farm Co,Butter,5.5,0,0,0,5.5,Pound,2,3,9.00,27.00',
  'Dairy Farm Co,Milk,2,0,0,0,2,Gallon,1,2,4.00,8.00',
  'Dairy Farm Co,Total,,,,,,,,,,35.00',
  '',
].join('\r\n');
