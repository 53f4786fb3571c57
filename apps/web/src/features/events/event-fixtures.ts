import type { TBanquetEvent, TEventMenuChoices } from '@brigade/core';

/**
 * A small kitchen for the event screen tests. Figures worked out by hand:
 * - Squash Soup costs $1.50 a serving, Short Rib $9.50, Almond Cake $2.00.
 * - Soup and rib for 40 guests: 40 × 1.50 + 40 × 9.50 = 60 + 380 = $440; $11.00 a guest; at $44.00
 *   a guest that is 11 ÷ 44 = 25 %.
 */
export const CHOICES: TEventMenuChoices = [
  {
    menu: { id: 1, name: 'Autumn Supper', season: 'Fall', year: 2031 },
    menuSectionItems: [
      {
        id: 11,
        section: 'Starters',
        price: 9,
        menuItem: {
          id: 101,
          name: 'Squash Soup',
          courseType: 'Appetizer',
          costPerServing: 1.5,
          allergens: ['MILK'],
          allergensNotReviewed: [],
        },
      },
      {
        id: 12,
        section: 'Mains',
        price: 28,
        menuItem: {
          id: 102,
          name: 'Short Rib',
          courseType: 'Entrée',
          costPerServing: 9.5,
          allergens: [],
          allergensNotReviewed: [],
        },
      },
      {
        id: 13,
        section: 'Desserts',
        price: 11,
        menuItem: {
          id: 103,
          name: 'Almond Cake',
          courseType: 'Dessert',
          costPerServing: 2,
          allergens: ['TREE_NUTS', 'WHEAT'],
          allergensNotReviewed: [],
        },
      },
    ],
  },
];

/** A local date-time (the tests hold in any time zone). */
export const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

/** A slot far enough in the future that it is never "in the past": 10 June 2031, 18:00–22:00. */
export const FUTURE_SLOT = { start: local(2031, 6, 10, 18), end: local(2031, 6, 10, 22), allDay: false };

/** The Harvest Gala as GET /api/events/7 answers it: soup for 40, at $50 a guest. */
export function harvestGala(overrides: Partial<TBanquetEvent> = {}): TBanquetEvent {
  return {
    id: 7,
    version: 4,
    title: 'Harvest Gala',
    start: local(2031, 6, 10, 18).toISOString(),
    end: local(2031, 6, 10, 22).toISOString(),
    allDay: false,
    resource: null,
    guestCount: 40,
    location: 'Ballroom',
    createdDate: '2031-01-01T00:00:00.000Z',
    modifiedDate: '2031-01-01T00:00:00.000Z',
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
    beoNumber: 'BEO-000007',
    beoRevision: 2,
    status: 'DEFINITE',
    cancelReason: null,
    room: null,
    guaranteeDueDate: null,
    guaranteedCount: 38,
    clientName: 'Ana Ruiz',
    clientPhone: '555-0134',
    notes: null,
    pricePerGuest: 50,
    dietaryCounts: [],
    banquetEventMenuSectionItems: [
      {
        id: 70,
        price: 9,
        plating: 'Plated',
        prepQuantity: 40,
        menuSectionItem: {
          id: 11,
          section: 'Starters',
          price: 9,
          menuItem: {
            id: 101,
            name: 'Squash Soup',
            courseType: 'Appetizer',
            servingSize: '1 bowl',
            allergens: ['MILK'],
            allergensNotReviewed: [],
          },
          menu: { id: 1, name: 'Autumn Supper' },
        },
        costPerServing: 1.5,
      },
    ],
    // 40 × $1.50 = $60, billed for the 38 guaranteed: $60 ÷ 38 = $1.578947… a guest; revenue
    // 38 × $50 = $1,900; 60 ÷ 1,900 = 3.157894… %.
    figures: {
      foodCost: 60,
      foodCostPerGuest: 60 / 38,
      foodCostPercent: (60 / 1900) * 100,
      costComplete: true,
    },
    allergens: ['MILK'],
    allergensNotReviewed: [],
    allergenWarnings: [],
    ...overrides,
  };
}
