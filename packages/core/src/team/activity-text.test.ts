import { describe, expect, it } from 'vitest';
import { activityText, type TActivityPrice } from './activity-text.ts';

const price = (cost: number | null, costAmount = 1, costUnits: string | null = 'Pound'): TActivityPrice => ({
  cost,
  costAmount,
  costUnits,
});

describe('activityText', () => {
  const ana = 'Ana Lopez';

  it('says who created or deleted what, with the entity’s kind', () => {
    expect(activityText({ actor: ana, action: 'created', entityType: 'vendor', name: 'Sysco' })).toBe(
      'Ana Lopez created the vendor Sysco',
    );
    expect(activityText({ actor: ana, action: 'deleted', entityType: 'menu', name: 'Summer' })).toBe(
      'Ana Lopez deleted the menu Summer',
    );
    expect(activityText({ actor: ana, action: 'created', entityType: 'menuItem', name: 'Crab Cakes' })).toBe(
      'Ana Lopez created the menu item Crab Cakes',
    );
    expect(activityText({ actor: ana, action: 'deleted', entityType: 'event', name: 'Smith Wedding' })).toBe(
      'Ana Lopez deleted the event Smith Wedding',
    );
  });

  it('names an ingredient’s price change with the old and new cost per pack', () => {
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Butter',
        changes: { cost: [price(4.5), price(4.8)] },
      }),
    ).toBe('Ana Lopez changed the cost of Butter from $4.50 to $4.80 per Pound');
    // A pack of 10 Pounds reads in the plural; the money to 2 decimals with thousands grouped.
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Flour',
        changes: { cost: [price(1200, 10), price(1234.5, 10)] },
      }),
    ).toBe('Ana Lopez changed the cost of Flour from $1,200.00 to $1,234.50 per 10 Pounds');
  });

  it('spells both prices out when the pack changed too', () => {
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Eggs',
        changes: { cost: [price(48, 180, 'Each'), price(5, 12, 'Each')] },
      }),
    ).toBe('Ana Lopez changed the cost of Eggs from $48.00 per 180 Each to $5.00 per 12 Each');
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Milk',
        changes: { cost: [price(3, 1, null), price(4, 1, 'Gallon')] },
      }),
    ).toBe('Ana Lopez changed the cost of Milk from $3.00 to $4.00 per Gallon');
  });

  it('says when a cost was first set or removed', () => {
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Saffron',
        changes: { cost: [price(null, 1, null), price(12, 1, 'Gram')] },
      }),
    ).toBe('Ana Lopez set the cost of Saffron to $12.00 per Gram');
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Saffron',
        changes: { cost: [price(12, 1, 'Gram'), price(null, 1, 'Gram')] },
      }),
    ).toBe('Ana Lopez removed the cost of Saffron');
  });

  it('says a rename, alone or with a new cost', () => {
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'recipe',
        name: 'Tomato Bisque',
        changes: { name: ['Tomato Soup', 'Tomato Bisque'] },
      }),
    ).toBe('Ana Lopez renamed the recipe Tomato Soup to Tomato Bisque');
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'ingredient',
        name: 'Salted Butter',
        changes: { name: ['Butter', 'Salted Butter'], cost: [price(4.5), price(4.8)] },
      }),
    ).toBe(
      'Ana Lopez renamed the ingredient Butter to Salted Butter and changed its cost from $4.50 to $4.80 per Pound',
    );
  });

  it('says only what was changed otherwise, and ignores what it cannot read', () => {
    expect(
      activityText({ actor: ana, action: 'changed', entityType: 'recipe', name: 'Tomato Soup', changes: {} }),
    ).toBe('Ana Lopez changed the recipe Tomato Soup');
    expect(
      activityText({
        actor: ana,
        action: 'changed',
        entityType: 'vendor',
        name: 'Sysco',
        changes: { name: 'Sysco', cost: [1, 2], colour: ['red', 'blue'] },
      }),
    ).toBe('Ana Lopez changed the vendor Sysco');
  });
  it('tells the brigade’s story: invitations, joining, roles, hand-over, removal', () => {
    const line = (facts: Omit<Parameters<typeof activityText>[0], 'actor'>, actor = ana) =>
      activityText({ actor, ...facts });
    expect(
      line({
        action: 'created',
        entityType: 'invitation',
        name: 'sam@example.com',
        changes: { role: [null, 'cook'] },
      }),
    ).toBe('Ana Lopez invited sam@example.com as Cook');
    expect(line({ action: 'deleted', entityType: 'invitation', name: 'sam@example.com' })).toBe(
      'Ana Lopez revoked the invitation of sam@example.com',
    );
    expect(
      line(
        { action: 'created', entityType: 'member', name: 'Sam Cook', changes: { role: [null, 'cook'] } },
        'Sam Cook',
      ),
    ).toBe('Sam Cook joined the kitchen as Cook');
    expect(
      line({
        action: 'changed',
        entityType: 'member',
        name: 'Sam Cook',
        changes: { role: ['cook', 'chef'] },
      }),
    ).toBe('Ana Lopez changed Sam Cook’s role from Cook to Chef');
    expect(
      line({
        action: 'changed',
        entityType: 'member',
        name: 'Sam Cook',
        changes: { role: ['planner', 'owner'] },
      }),
    ).toBe('Ana Lopez handed the kitchen over to Sam Cook');
    expect(line({ action: 'deleted', entityType: 'member', name: 'Sam Cook' })).toBe(
      'Ana Lopez removed Sam Cook from the kitchen',
    );
    // A role that is not one of ours is left out rather than printed.
    expect(
      line({
        action: 'changed',
        entityType: 'member',
        name: 'Sam Cook',
        changes: { role: ['cook', 'boss'] },
      }),
    ).toBe('Ana Lopez changed the member Sam Cook');
  });
  it('says how the kitchen’s target food cost changed', () => {
    const line = (changes: Record<string, unknown>) =>
      activityText({ actor: ana, action: 'changed', entityType: 'kitchen', name: 'Ana’s kitchen', changes });
    expect(line({ targetFoodCostPercent: [30, 28.5] })).toBe(
      'Ana Lopez changed the target food cost from 30.00% to 28.50%',
    );
    // A value it cannot read: the sentence says only that the settings changed.
    expect(line({ targetFoodCostPercent: [30, 'high'] })).toBe('Ana Lopez changed the kitchen’s settings');
    // the kitchen's measures, alone or with the target
    expect(line({ measurementSystem: ['us', 'metric'] })).toBe(
      'Ana Lopez changed the measures from US to metric',
    );
    expect(line({ targetFoodCostPercent: [30, 28], measurementSystem: ['metric', 'us'] })).toBe(
      'Ana Lopez changed the target food cost from 30.00% to 28.00% and the measures from metric to US',
    );
  });
});
