import { describe, expect, it } from 'vitest';
import { versionChanges, versionSummaryText, versionUnchanged } from './version-changes.ts';

const recipe = (lines: [number, string, number, string][], total: number, name = 'Roux') => ({
  name,
  recipeIngredients: lines.map(([id, n, q, u]) => ({
    ingredient: { id, name: n },
    yieldQuantity: q,
    yieldUnits: u,
  })),
  recipeSubRecipes: [],
  cost: { total },
});

describe('versionChanges', () => {
  it('names the lines added and removed, the quantities changed and the cost then and now', () => {
    const before = recipe(
      [
        [1, 'Butter', 1, 'Pound'],
        [2, 'Flour', 1, 'Pound'],
      ],
      4.4,
    );
    const after = recipe(
      [
        [1, 'Butter', 2, 'Pound'],
        [3, 'Milk', 1, 'Gallon'],
      ],
      11.5,
      'Blond Roux',
    );
    const c = versionChanges('recipe', before, after);
    expect(c).toEqual({
      first: false,
      fields: [{ field: 'name', before: 'Roux', after: 'Blond Roux' }],
      added: ['Milk'],
      removed: ['Flour'],
      quantities: [{ line: 'Butter', before: '1 Pound', after: '2 Pound' }],
      cost: { before: 4.4, after: 11.5 },
    });
    expect(versionSummaryText(c)).toBe(
      '1 line added, 1 line removed, 1 quantity changed, Name changed, cost 4.40 → 11.50',
    );
    expect(versionUnchanged(c)).toBe(false);
  });

  it('says a first version is the first, and a save that moved nothing is no change', () => {
    const r = recipe([[1, 'Butter', 1, 'Pound']], 4);
    expect(versionChanges('recipe', undefined, r).first).toBe(true);
    expect(versionSummaryText(versionChanges('recipe', undefined, r))).toBe('First version kept');
    const same = versionChanges('recipe', r, JSON.parse(JSON.stringify(r)));
    expect(versionUnchanged(same)).toBe(true);
    expect(versionSummaryText(same)).toBe('No change');
  });

  it("compares an event's lines by section item and its food cost", () => {
    const event = (prep: number | null, cost: number) => ({
      title: 'Gala',
      guestCount: 100,
      banquetEventMenuSectionItems: [
        { menuSectionItem: { id: 7, menuItem: { name: 'Soup' } }, prepQuantity: prep },
      ],
      figures: { foodCost: cost },
    });
    const c = versionChanges('event', event(null, 100), event(110, 110));
    expect(c.quantities).toEqual([{ line: 'Soup', before: null, after: '110' }]);
    expect(c.cost).toEqual({ before: 100, after: 110 });
  });
});
