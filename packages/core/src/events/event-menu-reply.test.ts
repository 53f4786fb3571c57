import { describe, expect, it } from 'vitest';
import { ALMOND_CAKE as cake, PANNA_COTTA as pannaCotta } from '../testing/desserts.ts';
import {
  beoNumber,
  eventMenuReply,
  type TEventLineMenuItem,
  type TEventLineNode,
} from './event-menu-reply.ts';

const line = (id: number, menuItem: TEventLineMenuItem, prepQuantity: number | null): TEventLineNode => ({
  id,
  price: 9,
  plating: 'Plated',
  prepQuantity,
  sectionItem: { id: 100 + id, section: 'Desserts', price: 8, menuItem, menu: { id: 5, name: 'Winter' } },
});

// Panna cotta $0.50 a serving (milk), almond cake $3.00 (tree nuts): testing/desserts.ts.
describe('eventMenuReply', () => {
  it('answers each line with its cost per serving and allergens, and the menu at its prep quantities', () => {
    const reply = eventMenuReply([line(1, pannaCotta, 100), line(2, cake, 20), line(3, cake, 5)], {
      guestCount: 100,
      guaranteedCount: 80,
      pricePerGuest: 5.5,
      dietaryCounts: [{ count: 3, allergen: 'TREE_NUTS' }],
    });
    expect(reply.banquetEventMenuSectionItems.map((l) => l.costPerServing)).toEqual([0.5, 3, 3]);
    expect(reply.banquetEventMenuSectionItems[1]).toEqual({
      id: 2,
      price: 9,
      plating: 'Plated',
      prepQuantity: 20,
      menuSectionItem: {
        id: 102,
        section: 'Desserts',
        price: 8,
        menuItem: {
          id: 11,
          name: 'Almond Cake',
          courseType: 'Dessert',
          servingSize: '1 slice',
          allergens: ['TREE_NUTS'],
          allergensNotReviewed: [],
        },
        menu: { id: 5, name: 'Winter' },
      },
      costPerServing: 3,
    });
    // 100 × $0.50 + 25 × $3.00 = $125, prepared for the 100 expected; billed for the 80 guaranteed:
    // $125 ÷ 80 = $1.5625 a guest; revenue 80 × $5.50 = $440; 125 ÷ 440 = 28.409… %.
    expect(reply.figures.foodCost).toBeCloseTo(125, 10);
    expect(reply.figures.foodCostPerGuest).toBeCloseTo(1.5625, 10);
    expect(reply.figures.foodCostPercent).toBeCloseTo(28.409091, 6);
    expect(reply.allergens).toEqual(['MILK', 'TREE_NUTS']);
    // The cake serves the three guests who declared tree nuts, named once for its two lines.
    expect(reply.allergenWarnings).toHaveLength(1);
    expect(reply.allergenWarnings[0]).toMatchObject({ allergen: 'TREE_NUTS', guests: 3 });
  });

  it('numbers the banquet event order from the event id', () => {
    expect(beoNumber(42)).toBe('BEO-000042');
  });
});
