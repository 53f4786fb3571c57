import type { TListFilter, TRecipeFilterField, TRecipeSortField, TSort } from '@brigade/core';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { byName, matchesWords } from '../../db/name-search.ts';
import { recipeIngredients, recipeSubRecipes, recipes } from '../../db/schema/index.ts';
import { listFilterWhere } from '../list-filter.ts';
import { bytewise, listOrder } from '../list-order.ts';
import { type EntityFields, namedEntityRepository } from '../named-entity.repository.ts';
import type { RecipeRow } from '../trees/recipe-graph.repository.ts';
import type { LineRows } from '../trees/recipe-tree.ts';

export type RecipeFields = EntityFields<typeof recipes>;

export type ListFilter = {
  searchWords: string[];
  category?: string;
  sort?: TSort<TRecipeSortField>;
  filter?: TListFilter<TRecipeFilterField>;
};
export type ListRow = Pick<RecipeRow, 'id' | 'name' | 'category' | 'team'> & {
  numberOfIngredients: number;
};

// Spelled out: Drizzle writes a lone column unqualified, which the subquery would read as its own.
const INGREDIENT_COUNT = sql<number>`(SELECT count(*)::integer FROM recipe_ingredients ri WHERE ri.recipe_id = "recipes"."id")`;

/** pg_advisory_xact_lock(namespace, kitchen): recipe saves of one kitchen take turns (see `lockKitchen`). */
const RECIPE_SAVE_LOCK = 0x72656370; // 'recp'

/** SQL of recipes and their lines. Every function takes the db or a transaction, and a kitchen. */
export function recipesRepository(db: Executor) {
  return {
    ...namedEntityRepository(db, recipes),

    /** Approved by `login` now: a change of the recipe (its version goes up). */
    async approve(kitchenId: number, id: number, login: string, now: Date): Promise<void> {
      await db
        .update(recipes)
        .set({
          approvedAt: now,
          approvedBy: login,
          modifiedBy: login,
          updatedAt: now,
          version: sql`${recipes.version} + 1`,
        })
        .where(and(eq(recipes.kitchenId, kitchenId), eq(recipes.id, id)));
    },

    /** Which of these recipes are not approved (id and name): one statement. */
    async unapproved(kitchenId: number, ids: number[]): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: recipes.id, name: recipes.name })
        .from(recipes)
        .where(
          and(eq(recipes.kitchenId, kitchenId), inArray(recipes.id, ids), sql`${recipes.approvedAt} IS NULL`),
        );
    },

    async page(kitchenId: number, filter: ListFilter, offset: number, limit: number): Promise<ListRow[]> {
      return db
        .select({
          id: recipes.id,
          name: recipes.name,
          category: recipes.category,
          team: recipes.team,
          // Spelled out: Drizzle writes a lone column unqualified, which the subquery would read as its own.
          numberOfIngredients: INGREDIENT_COUNT,
        })
        .from(recipes)
        .where(listWhere(kitchenId, filter))
        .orderBy(
          listOrder(
            filter.sort,
            {
              name: bytewise(recipes.nameKey),
              category: bytewise(recipes.category),
              team: bytewise(recipes.team),
              numberOfIngredients: INGREDIENT_COUNT,
            },
            recipes.nameKey,
            recipes.id,
          ),
        )
        .offset(offset)
        .limit(limit);
    },

    async count(kitchenId: number, filter: ListFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(recipes).where(listWhere(kitchenId, filter));
      return row.n;
    },

    /**
     * Recipe saves of a kitchen take turns (a transaction-scoped lock): two cooks saving A uses B and
     * B uses A at the same moment cannot both pass the cycle check.
     */
    async lockKitchen(kitchenId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${RECIPE_SAVE_LOCK}, ${kitchenId})`);
    },

    /** Replaces every line of a recipe (the new order is `position`); answers the new line ids in order. */
    async replaceLines(
      kitchenId: number,
      recipeId: number,
      lines: LineRows,
      replacing: boolean,
    ): Promise<{ ingredientLineIds: number[]; subRecipeLineIds: number[] }> {
      if (replacing) {
        await db
          .delete(recipeIngredients)
          .where(and(eq(recipeIngredients.kitchenId, kitchenId), eq(recipeIngredients.recipeId, recipeId)));
        await db
          .delete(recipeSubRecipes)
          .where(and(eq(recipeSubRecipes.kitchenId, kitchenId), eq(recipeSubRecipes.recipeId, recipeId)));
      }
      const idsInOrder = (rows: { id: number; position: number }[]) =>
        rows.sort((a, b) => a.position - b.position).map((r) => r.id);
      const ingredientLineIds =
        lines.ingredientLines.length === 0
          ? []
          : idsInOrder(
              await db
                .insert(recipeIngredients)
                .values(lines.ingredientLines.map((l) => ({ ...l, kitchenId, recipeId })))
                .returning({ id: recipeIngredients.id, position: recipeIngredients.position }),
            );
      const subRecipeLineIds =
        lines.subRecipeLines.length === 0
          ? []
          : idsInOrder(
              await db
                .insert(recipeSubRecipes)
                .values(lines.subRecipeLines.map((l) => ({ ...l, kitchenId, recipeId })))
                .returning({ id: recipeSubRecipes.id, position: recipeSubRecipes.position }),
            );
      return { ingredientLineIds, subRecipeLineIds };
    },

    /** The recipes using `id` as a sub-recipe, by name (each once). */
    async usersOf(kitchenId: number, id: number): Promise<{ id: number; name: string }[]> {
      const users = db
        .select({ id: recipeSubRecipes.recipeId })
        .from(recipeSubRecipes)
        .where(and(eq(recipeSubRecipes.kitchenId, kitchenId), eq(recipeSubRecipes.subRecipeId, id)));
      return db
        .select({ id: recipes.id, name: recipes.name })
        .from(recipes)
        .where(and(eq(recipes.kitchenId, kitchenId), inArray(recipes.id, users)))
        .orderBy(byName(recipes.nameKey, recipes.id));
    },
  };
}

function listWhere(kitchenId: number, filter: ListFilter): SQL | undefined {
  return and(
    eq(recipes.kitchenId, kitchenId),
    filter.category ? eq(recipes.category, filter.category) : undefined,
    matchesWords(recipes.nameKey, filter.searchWords),
    listFilterWhere(filter.filter, {
      name: recipes.nameKey,
      category: recipes.category,
      team: recipes.team,
      numberOfIngredients: INGREDIENT_COUNT,
    }),
  );
}

export type RecipesRepository = ReturnType<typeof recipesRepository>;
