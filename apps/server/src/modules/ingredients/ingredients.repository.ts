import type {
  TAllergen,
  TConversion,
  TIngredientFilterField,
  TIngredientListItem,
  TIngredientNutrient,
  TIngredientSortField,
  TListFilter,
  TSort,
} from '@brigade/core';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRowsReader } from '../../db/json-rows.ts';
import { isoFromJsonTimestamp } from '../../db/json-timestamp.ts';
import { byName, matchesWords, nameKey, wordPattern } from '../../db/name-search.ts';
import { renderedSql } from '../../db/rendered-statement.ts';
import {
  conversions,
  foods,
  ingredientNutrients,
  ingredients,
  recipeIngredients,
  recipes,
  vendors,
} from '../../db/schema/index.ts';
import { listFilterShape, listFilterValues, listFilterWhere } from '../list-filter.ts';
import { bytewise, listOrder } from '../list-order.ts';

/** The stored fields of an ingredient, as written by a save. */
export type IngredientFields = {
  vendorId: number;
  name: string;
  category: string;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
  servingSize: number | null;
  servingUnits: string | null;
  yieldPercent: number;
  foodFdcId: number | null;
  /** undefined on an update: keep the stored review (a client that does not send them loses nothing). */
  allergens: TAllergen[] | null | undefined;
  /** The par level; undefined on an update: keep the stored one, as allergens. */
  parQuantity: number | null | undefined;
  parUnits: string | null | undefined;
  valid: boolean;
  errorMessages: string[];
};

export type ConversionFields = {
  quantityStart: number | null;
  unitsStart: string | null;
  quantityEnd: number | null;
  unitsEnd: string | null;
};

export type NutrientFields = { nutrient: string; amount: number | null; units: string | null };

/** Everything a save writes: the ingredient's fields and, in order, its conversions and nutrient facts. */
export type IngredientRows = {
  fields: IngredientFields;
  conversionList: ConversionFields[];
  nutrientList: NutrientFields[];
};

export type IngredientListFilter = {
  words: string[];
  category?: string;
  vendorId?: number;
  sort?: TSort<TIngredientSortField>;
  filter?: TListFilter<TIngredientFilterField>;
};

/**
 * What `sort=field,asc|desc` orders the list by (core's INGREDIENT_SORT_FIELDS). The vendor's name is
 * read by a subquery on the ingredient's own row, so the page's ids are found without the join.
 */
const SORT_COLUMNS = {
  name: bytewise(ingredients.nameKey),
  cost: ingredients.cost,
  costUnits: bytewise(ingredients.costUnits),
  category: bytewise(ingredients.category),
  vendor: sql`(SELECT v.name_key FROM vendors AS v WHERE v.id = "ingredients"."vendor_id") COLLATE "C"`,
  numberOfConversions: ingredients.conversionCount,
  numberOfNutrients: ingredients.nutrientCount,
};

/**
 * What `filter=field,operator,value` compares (core's INGREDIENT_FILTER_FIELDS): names by their
 * folded key, the vendor's by a subquery on the ingredient's own row, as the sort.
 */
const FILTER_COLUMNS = {
  name: ingredients.nameKey,
  cost: ingredients.cost,
  costUnits: ingredients.costUnits,
  category: ingredients.category,
  vendor: sql`(SELECT v.name_key FROM vendors AS v WHERE v.id = "ingredients"."vendor_id")`,
  numberOfConversions: ingredients.conversionCount,
  numberOfNutrients: ingredients.nutrientCount,
};

/** The columns of one ingredient read for GET /api/ingredients/{id} (with its vendor). */
const detailColumns = {
  id: ingredients.id,
  name: ingredients.name,
  category: ingredients.category,
  cost: ingredients.cost,
  costAmount: ingredients.costAmount,
  costUnits: ingredients.costUnits,
  servingSize: ingredients.servingSize,
  servingUnits: ingredients.servingUnits,
  yieldPercent: ingredients.yieldPercent,
  allergens: ingredients.allergens,
  parQuantity: ingredients.parQuantity,
  parUnits: ingredients.parUnits,
  valid: ingredients.valid,
  errorMessages: ingredients.errorMessages,
  version: ingredients.version,
  createdAt: ingredients.createdAt,
  updatedAt: ingredients.updatedAt,
  createdBy: ingredients.createdBy,
  modifiedBy: ingredients.modifiedBy,
  vendorId: vendors.id,
  vendorName: vendors.name,
  foodFdcId: ingredients.foodFdcId,
};

/** The vendor's number of ingredients (GET one): spelled out in SQL so no column can resolve to the subquery's table. */
const vendorIngredientCount = sql<number>`(SELECT count(*)::int FROM ingredients AS same_vendor
  WHERE same_vendor.kitchen_id = "vendors"."kitchen_id" AND same_vendor.vendor_id = "vendors"."id")`;

// An ingredient's conversions and nutrient facts in order, as JSON arrays read with the ingredient:
// one query for GET /api/ingredients/{id} and for the answer of every save.
const CONVERSIONS_JSON = sql<TConversion[]>`(SELECT coalesce(json_agg(json_build_object('id', c.id,
    'quantityStart', c.quantity_start, 'unitsStart', c.units_start, 'quantityEnd', c.quantity_end,
    'unitsEnd', c.units_end) ORDER BY c.position), '[]'::json)
  FROM conversions AS c WHERE c.kitchen_id = "ingredients"."kitchen_id" AND c.ingredient_id = "ingredients"."id")`;
const NUTRIENTS_JSON = sql<TIngredientNutrient[]>`(SELECT coalesce(json_agg(json_build_object('id', n.id,
    'nutrient', n.nutrient, 'amount', n.amount, 'units', n.units) ORDER BY n.position), '[]'::json)
  FROM ingredient_nutrients AS n WHERE n.kitchen_id = "ingredients"."kitchen_id" AND n.ingredient_id = "ingredients"."id")`;

/**
 * A list row as a JSON array built by the database (keys would double its size and its cost); the
 * order is `ListRow`'s. Numerics become JSON numbers, instants ISO-8601 strings.
 */
const LIST_ROW_JSON = sql`json_build_array(${ingredients.id}, ${ingredients.name}, ${ingredients.category},
  ${ingredients.cost}, ${ingredients.costAmount}, ${ingredients.costUnits}, ${ingredients.servingSize},
  ${ingredients.servingUnits}, ${vendors.id}, ${vendors.name}, ${ingredients.foodFdcId}, ${ingredients.valid},
  ${ingredients.errorMessages}, ${ingredients.createdAt}, ${ingredients.updatedAt}, ${ingredients.conversionCount},
  ${ingredients.nutrientCount}, ${ingredients.allergens}, ${ingredients.yieldPercent})`;
type ListRow = [
  id: number,
  name: string,
  category: string,
  cost: number | null,
  costAmount: number,
  costUnits: string | null,
  servingSize: number | null,
  servingUnits: string | null,
  vendorId: number,
  vendorName: string,
  foodFdcId: number | null,
  valid: boolean,
  errorMessages: string[],
  createdAt: string,
  updatedAt: string,
  conversionCount: number,
  nutrientCount: number,
  allergens: TAllergen[] | null,
  yieldPercent: number,
];

function toListItem(row: ListRow): TIngredientListItem {
  const [id, name, category, cost, costAmount, costUnits, servingSize, servingUnits] = row;
  const [, , , , , , , , vendorId, vendorName, foodFdcId, valid, errorMessages, createdAt, updatedAt] = row;
  return {
    id,
    name,
    category,
    cost,
    costAmount,
    costUnits,
    servingSize,
    servingUnits,
    yieldPercent: row[18],
    vendor: { id: vendorId, name: vendorName },
    food: foodFdcId === null ? null : { fdcId: foodFdcId },
    valid,
    errorMessages,
    createdDate: isoFromJsonTimestamp(createdAt),
    lastModifiedDate: isoFromJsonTimestamp(updatedAt),
    numberOfConversions: row[15],
    numberOfNutrients: row[16],
    allergens: row[17],
  };
}

/** A page's rows, each text parsed once (db/json-rows.ts). */
const listRows = jsonRowsReader(toListItem);

export type IngredientDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof ingredientsRepository>['findById']>>
>;

/**
 * The list's two statements (a page, its count) for one shape of filter — how many search words,
 * whether a category or a vendor is set — rendered once (db/rendered-statement.ts), the values as
 * placeholders: the page is every screen's first read, and rendering its SQL cost more than running it.
 * At most 11 × 2 × 2 × 15 shapes (searchWords keeps 10 words; name order and 7 fields × 2 directions).
 */
type Statement = (db: Executor, values: Record<string, unknown>) => Promise<{ rows: unknown[] }>;
type ListStatements = { page: Statement; count: Statement };
const listStatementsByShape = new Map<string, ListStatements>();

function listStatements(filter: IngredientListFilter): ListStatements {
  const hasCategory = filter.category !== undefined;
  const hasVendor = filter.vendorId !== undefined;
  // The sort is part of the shape (no value of it is a placeholder): at most 15 sort shapes more.
  const sortShape = filter.sort ? `${filter.sort.field}:${filter.sort.direction}` : 'name';
  // The filter's field and operator too (its values are placeholders): at most 7 × 8 shapes more.
  const shape = `${filter.words.length}:${hasCategory}:${hasVendor}:${sortShape}:${listFilterShape(filter.filter)}`;
  let statements = listStatementsByShape.get(shape);
  if (!statements) {
    const where = and(
      eq(ingredients.kitchenId, sql.placeholder('kitchenId')),
      matchesWords(
        ingredients.nameKey,
        filter.words.map((_word, i) => sql.placeholder(`word${i}`)),
      ),
      hasCategory ? eq(ingredients.category, sql.placeholder('category')) : undefined,
      hasVendor ? eq(ingredients.vendorId, sql.placeholder('vendorId')) : undefined,
      listFilterWhere(filter.filter, FILTER_COLUMNS, true),
    );
    const order = listOrder(filter.sort, SORT_COLUMNS, ingredients.nameKey, ingredients.id);
    statements = {
      // The page's ids are found first (walking the (kitchen_id, name_key) index), then only those
      // rows are read: a deep page does not read and join the rows it skips. The page comes back as
      // one JSON value built by the database: on PGlite, decoding 300 rows × 17 columns of the wire
      // protocol costs several times the query itself.
      page: renderedSql(
        sql`SELECT json_agg(${LIST_ROW_JSON} ORDER BY ${order})::text AS page
          FROM ${ingredients} JOIN ${vendors} ON ${vendors.id} = ${ingredients.vendorId}
          WHERE ${ingredients.id} = ANY(ARRAY(
            SELECT ${ingredients.id} FROM ${ingredients} WHERE ${where} ORDER BY ${order}
            LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}))`,
      ) as Statement,
      count: renderedSql(sql`SELECT count(*)::int AS total FROM ${ingredients} WHERE ${where}`) as Statement,
    };
    listStatementsByShape.set(shape, statements);
  }
  return statements;
}

/** The placeholders' values of a list filter (listStatements). */
function listValues(kitchenId: number, filter: IngredientListFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {
    kitchenId,
    category: filter.category,
    vendorId: filter.vendorId,
    ...listFilterValues(filter.filter),
  };
  filter.words.forEach((word, i) => {
    values[`word${i}`] = wordPattern(word);
  });
  return values;
}

/**
 * SQL of ingredients, their conversions and nutrient facts. Every call is scoped by the caller's
 * kitchen; takes the db or a transaction.
 */
export function ingredientsRepository(db: Executor) {
  const inKitchen = (kitchenId: number, ...more: (SQL | undefined)[]) =>
    and(eq(ingredients.kitchenId, kitchenId), ...more);

  /** The ingredient's columns: its fields, folded name and child counts, always written together. */
  function stored({ fields, conversionList, nutrientList }: IngredientRows) {
    return {
      ...fields,
      nameKey: nameKey(fields.name),
      conversionCount: conversionList.length,
      nutrientCount: nutrientList.length,
    };
  }

  /** Conversions and nutrient facts, each in one statement, `position` keeping the cook's order. */
  async function insertChildren(kitchenId: number, ingredientId: number, rows: IngredientRows) {
    if (rows.conversionList.length > 0) {
      await db
        .insert(conversions)
        .values(rows.conversionList.map((c, position) => ({ ...c, kitchenId, ingredientId, position })));
    }
    if (rows.nutrientList.length > 0) {
      await db
        .insert(ingredientNutrients)
        .values(rows.nutrientList.map((n, position) => ({ ...n, kitchenId, ingredientId, position })));
    }
  }

  return {
    /**
     * One page of the kitchen's ingredients matching the filter, by name, in the API's shape, with
     * the total. The page's ids are found first (walking the (kitchen_id, name_key) index), then only
     * those rows are read: a deep page does not read and join the rows it skips. The page comes back
     * as one JSON value built by the database: on PGlite, decoding 300 rows × 17 columns of the wire
     * protocol costs several times the query itself.
     */
    async list(kitchenId: number, filter: IngredientListFilter, offset: number, limit: number) {
      const statements = listStatements(filter);
      const values = listValues(kitchenId, filter);
      const content = listRows(await statements.page(db, { ...values, offset, limit }));
      // A short page tells the total without counting (unless it is past the end).
      if (content.length < limit && (content.length > 0 || offset === 0)) {
        return { rows: content, total: offset + content.length };
      }
      const [{ total }] = (await statements.count(db, values)).rows as { total: number }[];
      return { rows: content, total };
    },

    /** One ingredient with its vendor (and the vendor's ingredient count), food, conversions and nutrients. */
    async findById(kitchenId: number, id: number) {
      const [row] = await db
        .select({
          ...detailColumns,
          foodDescription: foods.description,
          vendorIngredientCount,
          conversions: CONVERSIONS_JSON,
          ingredientNutrients: NUTRIENTS_JSON,
        })
        .from(ingredients)
        .innerJoin(vendors, eq(vendors.id, ingredients.vendorId))
        .leftJoin(foods, eq(foods.fdcId, ingredients.foodFdcId))
        .where(inKitchen(kitchenId, eq(ingredients.id, id)));
      return row;
    },

    /**
     * The stored version, name and price of the kitchen's ingredient (undefined: no such ingredient),
     * locking its row until the transaction ends: of two saves from one version, the second waits,
     * then sees the first's. The name and price are what the activity says changed.
     */
    async storedForUpdate(kitchenId: number, id: number) {
      const [row] = await db
        .select({
          version: ingredients.version,
          name: ingredients.name,
          cost: ingredients.cost,
          costAmount: ingredients.costAmount,
          costUnits: ingredients.costUnits,
        })
        .from(ingredients)
        .where(inKitchen(kitchenId, eq(ingredients.id, id)))
        .for('update');
      return row;
    },

    /** The kitchen's ingredient of this id, if any; `forUpdate` locks it until the transaction ends. */
    async findName(
      kitchenId: number,
      id: number,
      forUpdate = false,
    ): Promise<{ id: number; name: string } | undefined> {
      const query = db
        .select({ id: ingredients.id, name: ingredients.name })
        .from(ingredients)
        .where(inKitchen(kitchenId, eq(ingredients.id, id)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Another ingredient of the kitchen with this name (ignoring case) in this category (spec 8). */
    async findDuplicate(kitchenId: number, name: string, category: string, exceptId?: number) {
      const [row] = await db
        .select({ id: ingredients.id, name: ingredients.name, category: ingredients.category })
        .from(ingredients)
        .where(
          inKitchen(
            kitchenId,
            eq(ingredients.category, category),
            sql`lower(${ingredients.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(ingredients.id, exceptId),
          ),
        );
      return row;
    },

    /** Writes a new ingredient with its conversions and nutrient facts; answers its id. `by`: the login. */
    async insert(kitchenId: number, rows: IngredientRows, by: string, now: Date): Promise<number> {
      const [row] = await db
        .insert(ingredients)
        .values({ ...stored(rows), kitchenId, createdBy: by, modifiedBy: by, createdAt: now, updatedAt: now })
        .returning({ id: ingredients.id });
      await insertChildren(kitchenId, row.id, rows);
      return row.id;
    },

    /** Rewrites an ingredient (its version goes up); its conversions and nutrient facts are replaced. */
    async update(kitchenId: number, id: number, rows: IngredientRows, by: string, now: Date): Promise<void> {
      await db
        .update(ingredients)
        .set({ ...stored(rows), modifiedBy: by, updatedAt: now, version: sql`${ingredients.version} + 1` })
        .where(inKitchen(kitchenId, eq(ingredients.id, id)));
      await db
        .delete(conversions)
        .where(and(eq(conversions.kitchenId, kitchenId), eq(conversions.ingredientId, id)));
      await db
        .delete(ingredientNutrients)
        .where(and(eq(ingredientNutrients.kitchenId, kitchenId), eq(ingredientNutrients.ingredientId, id)));
      await insertChildren(kitchenId, id, rows);
    },

    /** False when there was nothing to delete (deleted meanwhile). */
    async delete(kitchenId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(ingredients)
        .where(inKitchen(kitchenId, eq(ingredients.id, id)))
        .returning({ id: ingredients.id });
      return rows.length > 0;
    },

    async foodExists(fdcId: number): Promise<boolean> {
      const [row] = await db.select({ fdcId: foods.fdcId }).from(foods).where(eq(foods.fdcId, fdcId));
      return row !== undefined;
    },

    /**
     * The kitchen's recipes that use this ingredient, by name: a delete is refused while there are any
     * (the recipe lines' foreign key refuses it too).
     */
    async recipesUsing(kitchenId: number, ingredientId: number): Promise<{ id: number; name: string }[]> {
      // A recipe lists an ingredient once (unique recipe_id, ingredient_id): no DISTINCT needed.
      return db
        .select({ id: recipes.id, name: recipes.name })
        .from(recipeIngredients)
        .innerJoin(
          recipes,
          and(eq(recipes.kitchenId, recipeIngredients.kitchenId), eq(recipes.id, recipeIngredients.recipeId)),
        )
        .where(
          and(eq(recipeIngredients.kitchenId, kitchenId), eq(recipeIngredients.ingredientId, ingredientId)),
        )
        .orderBy(byName(recipes.nameKey, recipes.id));
    },
  };
}

export type IngredientsRepository = ReturnType<typeof ingredientsRepository>;
