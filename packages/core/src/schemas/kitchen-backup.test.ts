import { describe, expect, it } from 'vitest';
import {
  backupReferenceIssues,
  KITCHEN_BACKUP_MESSAGES,
  type TKitchenBackup,
  ZKitchenBackup,
} from './kitchen-backup.ts';

const line = { yieldQuantity: 1, yieldUnits: 'Cup' };
const recipe = (id: number, name: string, subRecipes: number[] = []) => ({
  id,
  name,
  team: null,
  category: 'Sauces and Stocks',
  yieldQuantity: 1,
  yieldUnits: 'Quart',
  prepNotes: null,
  leadTimeDays: 0,
  shelfLifeDays: null,
  ingredients: [],
  subRecipes: subRecipes.map((recipeId) => ({ recipeId, ...line })),
});
const doc = (recipes: TKitchenBackup['recipes']): TKitchenBackup => ({
  format: 'brigade-kitchen',
  version: 1,
  exportedAt: '2026-11-26T12:00:00.000Z',
  settings: null,
  vendors: [],
  ingredients: [],
  recipes,
  menuItems: [],
  menus: [],
  rooms: [],
  events: [],
});

describe('a backup’s references', () => {
  it('accepts sub-recipes that are in the document, in any order', () => {
    expect(backupReferenceIssues(doc([recipe(2, 'Sauce', [1]), recipe(1, 'Stock')]))).toEqual([]);
  });

  it('names a reference the document does not hold, a repeated id and a cycle', () => {
    expect(backupReferenceIssues(doc([recipe(1, 'Sauce', [7])])).map((i) => i.message)).toEqual([
      KITCHEN_BACKUP_MESSAGES.missingReference('recipe', 7, 'the recipe Sauce'),
    ]);
    expect(backupReferenceIssues(doc([recipe(1, 'A'), recipe(1, 'B')])).map((i) => i.message)).toEqual([
      KITCHEN_BACKUP_MESSAGES.duplicateId('recipes', 1),
    ]);
    // A uses B uses C uses A.
    expect(
      backupReferenceIssues(doc([recipe(1, 'A', [2]), recipe(2, 'B', [3]), recipe(3, 'C', [1])])).map(
        (i) => i.message,
      ),
    ).toEqual([KITCHEN_BACKUP_MESSAGES.cycle('A')]);
  });

  it('refuses another format through the schema', () => {
    expect(ZKitchenBackup.safeParse({ ...doc([]), format: 'other' }).success).toBe(false);
    expect(ZKitchenBackup.safeParse(doc([])).success).toBe(true);
  });
});
