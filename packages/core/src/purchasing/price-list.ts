import { nameKey } from '../format/name-key.ts';
import { PRICE_LIST_MESSAGES } from '../messages/purchasing.ts';
import { type TPriceListRequest, type TPriceListResult, ZPriceListValues } from '../schemas/purchasing.ts';

/** What a price list line can change on one of the vendor's ingredients. */
export type PriceListIngredient = {
  id: number;
  name: string;
  category: string;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
};

/**
 * A vendor's price list against its ingredients, before anything is written: each row (name, cost,
 * cost amount, cost units) is matched by folded name to exactly one ingredient of the vendor and its
 * values checked. A row naming no ingredient is unmatched; an empty name, a name shared by several
 * ingredients, values the ingredient form refuses or a second price for the same ingredient are
 * errors of that line; a row with the ingredient's current price is unchanged; the rest are changes.
 */
export function priceListPreview(
  rows: TPriceListRequest['rows'],
  ingredients: Iterable<PriceListIngredient>,
): TPriceListResult {
  const byKey = new Map<string, PriceListIngredient[]>();
  for (const i of ingredients) byKey.set(nameKey(i.name), [...(byKey.get(nameKey(i.name)) ?? []), i]);
  const result: TPriceListResult = { applied: false, changes: [], unchanged: 0, unmatched: [], errors: [] };
  const pricedOn = new Map<number, number>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '') {
      result.errors.push({ line: row.line, message: PRICE_LIST_MESSAGES.nameRequired });
      continue;
    }
    const matches = byKey.get(nameKey(name)) ?? [];
    if (matches.length === 0) {
      result.unmatched.push({ line: row.line, name });
      continue;
    }
    if (matches.length > 1) {
      const categories = matches.map((m) => m.category);
      result.errors.push({ line: row.line, message: PRICE_LIST_MESSAGES.ambiguous(name, categories) });
      continue;
    }
    const values = ZPriceListValues.safeParse({
      cost: row.cost,
      // A row without a cost amount prices one unit.
      costAmount: row.costAmount == null || row.costAmount === '' ? 1 : row.costAmount,
      costUnits: row.costUnits,
    });
    if (!values.success) {
      result.errors.push({ line: row.line, message: values.error.issues[0].message });
      continue;
    }
    const ingredient = matches[0];
    const first = pricedOn.get(ingredient.id);
    if (first !== undefined) {
      result.errors.push({ line: row.line, message: PRICE_LIST_MESSAGES.twice(ingredient.name, first) });
      continue;
    }
    pricedOn.set(ingredient.id, row.line);
    const after = {
      cost: values.data.cost,
      costAmount: values.data.costAmount,
      costUnits: values.data.costUnits as string,
    };
    const before = {
      cost: ingredient.cost,
      costAmount: ingredient.costAmount,
      costUnits: ingredient.costUnits,
    };
    if (
      before.cost === after.cost &&
      before.costAmount === after.costAmount &&
      before.costUnits === after.costUnits
    ) {
      result.unchanged += 1;
      continue;
    }
    result.changes.push({
      line: row.line,
      ingredientId: ingredient.id,
      name: ingredient.name,
      before,
      after,
    });
  }
  return result;
}

/** The 400 of applying a price list with wrong lines: nothing is written, each line says what is wrong. */
export function priceListRefusal(errors: TPriceListResult['errors']) {
  return {
    message: PRICE_LIST_MESSAGES.refused(errors.length),
    errors: errors.map((e) => ({
      field: `rows.line${e.line}`,
      message: PRICE_LIST_MESSAGES.line(e.line, e.message),
    })),
  };
}
