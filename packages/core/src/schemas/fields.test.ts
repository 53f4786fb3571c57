import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZBanquetEventRequest } from './banquet-event.ts';
import { MIN_POSITIVE, optionalText, requiredText, zText } from './blank.ts';
import { DATE_RANGE, isDateInRange, MAX_ID, ZIdParams, zCalendarDate, zDateTime } from './fields.ts';
import { formInput } from './form-input.ts';
import { ZIngredientDraft } from './ingredient.ts';
import { ZMenuItemDraft } from './menu-item.ts';
import { ZPageQuery } from './page.ts';
import { ZRecipeForm, ZRecipeSaveRequest } from './recipe.ts';

// A number that would overflow to Infinity once scaled through nested sub-recipes (1e308 × 2) must be
// refused at the door, with a message, instead of failing later (it once answered 500).
describe('quantities are bounded', () => {
  it('refuses a recipe yield above 1,000,000,000 and accepts exactly that', () => {
    const recipe = { name: 'Stock', category: 'Sauces and Stocks', yieldUnits: 'Quart' };
    const huge = ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: 1e308 });
    expect(huge.success).toBe(false);
    expect(huge.error?.issues.map((i) => i.message)).toContain(MSG.tooLarge);
    expect(ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: 1_000_000_000 }).success).toBe(true);
  });

  it('refuses an ingredient cost above the bound', () => {
    const r = ZIngredientDraft.safeParse({ name: 'Saffron', cost: 1e29 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG.tooLarge);
  });
});

// PostgreSQL refuses NUL in text and answered 500; control characters are refused at the door.
describe('text refuses control characters', () => {
  const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

  it('refuses NUL, other C0 controls and DEL in required and optional text, with one message', () => {
    for (const bad of ['Sal\u0000t', '\u0001', 'a\u001Fb', 'x\u007F', 'a\u000Bb']) {
      expect(issues(requiredText('Name please', 50).safeParse(bad))).toEqual([MSG.controlCharacters]);
      expect(issues(optionalText(50).safeParse(bad))).toEqual([MSG.controlCharacters]);
      expect(issues(zText().safeParse(bad))).toEqual([MSG.controlCharacters]);
    }
  });

  it('keeps tab, line feed and carriage return (notes span lines) and any other character', () => {
    expect(optionalText(50).parse(' Mise\ten place\r\nthen fire ')).toBe('Mise\ten place\r\nthen fire');
    expect(requiredText('Name please', 50).parse('Crème brûlée 🍮')).toBe('Crème brûlée 🍮');
  });

  it('answers a control character in an entity body under its field', () => {
    const r = ZRecipeSaveRequest.safeParse({ name: 'Stock\u0000', category: 'Sauces and Stocks' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'name',
      MSG.controlCharacters,
    ]);
  });
});

// "0x10", "1e3" and "+1" were read as ids 16, 1000 and 1; a bad id said "expected number, received NaN".
describe('ids are positive decimal integers', () => {
  it('reads digits in an address, up to the largest database integer', () => {
    expect(ZIdParams.parse({ id: '7' })).toEqual({ id: 7 });
    expect(ZIdParams.parse({ id: '2147483647' })).toEqual({ id: MAX_ID });
  });

  it('refuses a leading zero: an address names one thing one way (/api/events/016 is not event 16)', () => {
    for (const id of ['007', '016', '00']) {
      const parsed = ZIdParams.safeParse({ id });
      expect(parsed.success, id).toBe(false);
      expect(
        parsed.error?.issues.map((i) => i.message),
        id,
      ).toEqual([MSG.idInvalid]);
    }
  });

  it('refuses hex, exponents, signs, decimals, spaces, 0 and overflow with a readable message', () => {
    for (const id of [
      '0x10',
      '1e3',
      '+1',
      '-1',
      '1.5',
      ' 7',
      '7 ',
      '0',
      '',
      'abc',
      '2147483648',
      '9'.repeat(30),
    ]) {
      const r = ZIdParams.safeParse({ id });
      expect(r.success, id).toBe(false);
      expect(r.error?.issues[0].message, id).toBe(MSG.idInvalid);
    }
  });

  it('refuses the same spellings as a body id or a reference', () => {
    const base = { name: 'Salt', category: 'Spices and Herbs', vendor: { id: 1 } };
    expect(ZIngredientDraft.safeParse({ ...base, vendor: { id: 12 } }).data?.vendor).toEqual({ id: 12 });
    // A JSON string is no number, digits or not: '12' is refused as a body id as 'abc' is.
    for (const id of ['12', '016', '0x10', '1e3', '+1', 1.5, 0]) {
      expect(ZIngredientDraft.safeParse({ ...base, vendor: { id } }).success, String(id)).toBe(false);
      expect(issuesAt(ZIngredientDraft.safeParse({ ...base, id }), 'id'), String(id)).toEqual([
        MSG.idInvalid,
      ]);
    }
    // The entity's own id is a database integer; a reference beyond it is simply not found (404).
    expect(issuesAt(ZIngredientDraft.safeParse({ ...base, id: 2_147_483_648 }), 'id')).toEqual([
      MSG.idInvalid,
    ]);
    expect(ZIngredientDraft.safeParse({ ...base, vendor: { id: 2_147_483_648 } }).success).toBe(true);
  });

  it('reads page and limit of a list query as digits only', () => {
    expect(ZPageQuery.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
    expect(ZPageQuery.parse({})).toEqual({ page: 0 });
    expect(ZPageQuery.parse({ page: '0' })).toEqual({ page: 0 });
    for (const page of ['1e3', '0x10', '-1', '1.5', '1000001', '01', '00'])
      expect(ZPageQuery.safeParse({ page }).success, page).toBe(false);
  });
});

// A sub-recipe yield of 1e-12 priced its parent at 1.76e21. Spec 9: minimum positive value 1e-8.
describe('quantities are 0 or at least the minimum positive value', () => {
  const recipe = { name: 'Stock', category: 'Sauces and Stocks', yieldUnits: 'Quart' };

  it('refuses a yield between 0 and 1e-8 with the spec text, and keeps 1e-8 and 0 (work in progress)', () => {
    expect(
      issuesAt(ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: 1e-12 }), 'yieldQuantity'),
    ).toEqual([MSG.valueGreaterThanZero]);
    expect(ZRecipeSaveRequest.parse({ ...recipe, yieldQuantity: MIN_POSITIVE }).yieldQuantity).toBe(1e-8);
    expect(ZRecipeSaveRequest.parse({ ...recipe, yieldQuantity: 0 }).yieldQuantity).toBe(0);
  });

  it('refuses a tiny line quantity, conversion quantity and menu item servings the same way', () => {
    const line = ZRecipeSaveRequest.safeParse({
      ...recipe,
      recipeIngredients: [{ ingredient: { id: 1 }, yieldQuantity: 5e-9, yieldUnits: 'Cup' }],
    });
    expect(issuesAt(line, 'recipeIngredients.0.yieldQuantity')).toEqual([MSG.valueGreaterThanZero]);
    const conversion = ZIngredientDraft.safeParse({
      conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 1e-10, unitsEnd: 'Gram' }],
    });
    expect(issuesAt(conversion, 'conversions.0.quantityEnd')).toEqual([MSG.valueGreaterThanZero]);
    expect(issuesAt(ZMenuItemDraft.safeParse({ servings: 1e-9 }), 'servings')).toEqual([
      MSG.valueGreaterThanZero,
    ]);
  });

  it('refuses a tiny value where 0 is allowed (a cost amount counts as 1 at 0) with its own text', () => {
    expect(issuesAt(ZIngredientDraft.safeParse({ costAmount: 1e-9 }), 'costAmount')).toEqual([
      MSG.belowMinimumPositive,
    ]);
    expect(ZIngredientDraft.parse({ costAmount: 0 }).costAmount).toBe(0);
    expect(issuesAt(ZIngredientDraft.safeParse({ cost: -1 }), 'cost')).toEqual([MSG.notNegative]);
  });
});

function issuesAt(
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
): string[] {
  return (r.error?.issues ?? []).filter((i) => i.path.join('.') === path).map((i) => i.message);
}

// One range for every date the API takes: year 10000 or ±275760 made the database answer 500.
describe('dates are inside years 1900 to 2200', () => {
  it('refuses the instants at the ends of what JavaScript holds, year 10000 and 1899, with one message', () => {
    for (const bad of [
      '+275760-09-13T00:00:00.000Z',
      '+010000-01-01',
      '-271821-04-20',
      '1899-12-31T23:59:59Z',
    ]) {
      expect(isDateInRange(bad)).toBe(false);
      const r = zDateTime('Start please').safeParse(bad);
      expect(r.error?.issues.map((i) => i.message)).toEqual([MSG.dateOutOfRange]);
    }
    expect(zCalendarDate().safeParse('2201-01-01').error?.issues[0].message).toBe(MSG.dateOutOfRange);
  });

  it('accepts the first and last days, with or without an offset, and names an unreadable date apart', () => {
    for (const good of ['1900-01-01', '1900-01-01T00:00:00', '2200-12-31T23:59:59+05:00', '2026-11-26']) {
      expect(zDateTime('x').safeParse(good).success, good).toBe(true);
    }
    expect(zCalendarDate().safeParse('2200-12-31').success).toBe(true);
    expect(zDateTime('x').safeParse('soon').error?.issues[0].message).toBe(MSG.invalidDate);
  });

  it('says the years DATE_RANGE holds', () => {
    expect(MSG.dateOutOfRange).toContain(`${DATE_RANGE.firstYear} and ${DATE_RANGE.lastYear}`);
  });
});

// A JSON string is not a number: the API's bodies take numbers; forms read their text through formInput.
describe('numbers in bodies are JSON numbers', () => {
  it('refuses "12" for a guest count, a quantity, a year, a version; takes 12', () => {
    const event = {
      title: 'Gala',
      start: '2031-06-05T17:00:00Z',
      end: '2031-06-05T23:00:00Z',
      guestCount: '12',
      location: 'Hall',
    };
    expect(issuesAt(ZBanquetEventRequest.safeParse(event), 'guestCount')).toEqual([MSG.notANumber]);
    expect(ZBanquetEventRequest.safeParse({ ...event, guestCount: 12 }).success).toBe(true);
    const recipe = { name: 'Stock', category: 'Sauces and Stocks', yieldUnits: 'Quart' };
    expect(
      issuesAt(ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: '2' }), 'yieldQuantity'),
    ).toEqual([MSG.notANumber]);
    expect(issuesAt(ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: '' }), 'yieldQuantity')).toEqual(
      [MSG.notANumber],
    );
    expect(ZRecipeSaveRequest.safeParse({ ...recipe, version: '3', id: 1 }).success).toBe(false);
  });

  it('a form reads its text where numbers go, and only there: a name "12" stays a name', () => {
    const values = {
      name: '12',
      category: 'Sauces and Stocks',
      yieldQuantity: ' 2.5 ',
      yieldUnits: 'Quart',
      recipeIngredients: [{ ingredient: { id: 3 }, yieldQuantity: '', yieldUnits: 'Cup' }],
    };
    expect(formInput(ZRecipeSaveRequest, values)).toEqual({
      ...values,
      yieldQuantity: 2.5,
      recipeIngredients: [{ ingredient: { id: 3 }, yieldQuantity: null, yieldUnits: 'Cup' }],
    });
    expect(issuesAt(ZRecipeForm.safeParse(values), 'yieldQuantity')).toEqual([]);
    expect(issuesAt(ZRecipeForm.safeParse({ ...values, yieldQuantity: 'two' }), 'yieldQuantity')).toEqual([
      MSG.notANumber,
    ]);
  });
});
