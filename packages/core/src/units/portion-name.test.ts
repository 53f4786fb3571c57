import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { toPrepRecipe } from '../scaling/prep-recipe.ts';
import { scaleRecipe } from '../scaling/scale-recipe.ts';
import { ZRecipeSaveRequest } from '../schemas/recipe.ts';
import {
  isCountYield,
  namedPortion,
  portionForms,
  portionLabel,
  portionNameToSave,
  unitWithPortion,
  yieldText,
  yieldUnitName,
} from './portion-name.ts';

describe('portion names', () => {
  it('a count yield (Each, Slice) may name its portion; a weight or volume may not', () => {
    expect(isCountYield('Each')).toBe(true);
    expect(isCountYield('Slice')).toBe(true);
    expect(isCountYield('ea')).toBe(true);
    expect(isCountYield('Gram')).toBe(false);
    expect(isCountYield('Cup')).toBe(false);
    expect(isCountYield('Pinch')).toBe(false);
    expect(isCountYield(null)).toBe(false);
  });

  it('plurals: s, es after s/x/z/ch/sh, ies after a consonant and y, or what the chef wrote after a slash', () => {
    expect(portionForms('cookie')).toEqual({ one: 'cookie', many: 'cookies' });
    expect(portionForms('bowl')).toEqual({ one: 'bowl', many: 'bowls' });
    expect(portionForms('glass')).toEqual({ one: 'glass', many: 'glasses' });
    expect(portionForms('box')).toEqual({ one: 'box', many: 'boxes' });
    expect(portionForms('sandwich')).toEqual({ one: 'sandwich', many: 'sandwiches' });
    expect(portionForms('dish')).toEqual({ one: 'dish', many: 'dishes' });
    expect(portionForms('patty')).toEqual({ one: 'patty', many: 'patties' });
    // A vowel before the y: just s.
    expect(portionForms('tray')).toEqual({ one: 'tray', many: 'trays' });
    expect(portionForms('loaf/loaves')).toEqual({ one: 'loaf', many: 'loaves' });
    expect(portionForms('focaccia / focaccia')).toEqual({ one: 'focaccia', many: 'focaccia' });
    expect(portionForms('cookie/')).toEqual({ one: 'cookie', many: 'cookie' });
  });

  it('labels: plural above 1, as unit labels are (spec 3)', () => {
    expect(portionLabel(24, 'cookie')).toBe('24 cookies');
    expect(portionLabel(1, 'cookie')).toBe('1 cookie');
    expect(portionLabel(0.5, 'cookie')).toBe('0.5 cookie');
    expect(portionLabel(8, 'loaf/loaves')).toBe('8 loaves');
    // 40 ÷ 3 = 13.333… → 13.33 (2 decimals)
    expect(portionLabel(40 / 3, 'portion')).toBe('13.33 portions');
  });

  it("a recipe's yield text names the portion only for a count yield", () => {
    expect(yieldText({ yieldQuantity: 24, yieldUnits: 'Each', portionName: 'cookie' })).toBe('24 cookies');
    expect(yieldText({ yieldQuantity: 8, yieldUnits: 'Slice', portionName: null })).toBe('8 Slices');
    expect(yieldText({ yieldQuantity: 2, yieldUnits: 'Quart', portionName: 'bowl' })).toBe('2 Quarts');
    expect(yieldText({ yieldQuantity: null, yieldUnits: 'Each', portionName: 'cookie' })).toBe('');
    expect(yieldUnitName({ yieldUnits: 'Each', portionName: 'cookie' })).toBe('cookie');
    expect(yieldUnitName({ yieldUnits: 'Cup', portionName: null })).toBe('Cup');
  });

  it("a line's unit choice shows the portion beside the recipe's count unit only", () => {
    const cookies = { yieldUnits: 'Each', portionName: 'cookie' };
    expect(unitWithPortion('Each', cookies)).toBe('Each (cookie)');
    expect(unitWithPortion('Slice', cookies)).toBe('Slice');
    expect(unitWithPortion('Each', { yieldUnits: 'Each', portionName: null })).toBe('Each');
    expect(unitWithPortion('Each', null)).toBe('Each');
  });

  it('a displayed quantity in the yield units is named; other units are left alone', () => {
    const cookies = { yieldUnits: 'Each', portionName: 'cookie' };
    const each = { quantity: 12, units: 'Each', label: 'Each', text: '12 Each' };
    expect(namedPortion(each, cookies).text).toBe('12 cookies');
    const grams = { quantity: 12, units: 'Gram', label: 'Grams', text: '12 Grams' };
    expect(namedPortion(grams, cookies)).toBe(grams);
  });

  it('a save sending no portion name keeps the stored one while the yield counts, and drops it otherwise', () => {
    expect(portionNameToSave(undefined, 'Each')).toBeUndefined();
    expect(portionNameToSave(undefined, 'Gram')).toBeNull();
    expect(portionNameToSave(null, 'Each')).toBeNull();
    expect(portionNameToSave('cookie', 'Each')).toBe('cookie');
  });

  it('the save body: trimmed, at most 40 characters, refused with a weight yield', () => {
    const body = { name: 'Cookies', category: 'Cookies and Cakes', yieldQuantity: 24, yieldUnits: 'Each' };
    expect(ZRecipeSaveRequest.parse({ ...body, portionName: '  cookie ' }).portionName).toBe('cookie');
    expect(ZRecipeSaveRequest.parse({ ...body, portionName: '   ' }).portionName).toBeNull();
    expect(ZRecipeSaveRequest.parse(body).portionName).toBeUndefined();
    const long = ZRecipeSaveRequest.safeParse({ ...body, portionName: 'x'.repeat(41) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].message).toBe(MSG.portionNameTooLong(40));
    const weight = ZRecipeSaveRequest.safeParse({ ...body, yieldUnits: 'Gram', portionName: 'cookie' });
    expect(weight.success).toBe(false);
    expect(weight.error?.issues).toEqual([
      expect.objectContaining({ path: ['portionName'], message: MSG.portionNameNeedsCount }),
    ]);
  });

  it('scaling by yield keeps the portion name: 24 cookies × 0.5 prints "12 cookies"', () => {
    const recipe = {
      name: 'Butter Cookies',
      yieldQuantity: 24,
      yieldUnits: 'Each',
      portionName: 'cookie',
      recipeIngredients: [],
      recipeSubRecipes: [],
    };
    const scaled = scaleRecipe(recipe, 0.5).recipe;
    expect(scaled.portionName).toBe('cookie');
    // 24 × 0.5 = 12
    expect(toPrepRecipe(scaled).display?.text).toBe('12 cookies');
    // 24 × 1.1 = 26.4 → counted units round up: 27
    expect(toPrepRecipe(scaleRecipe(recipe, 1.1).recipe).display?.text).toBe('27 cookies');
  });
});
