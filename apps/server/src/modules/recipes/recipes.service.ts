import {
  portionNameToSave,
  RECIPE_MESSAGES,
  RecipeCycleError,
  RecipeDepthError,
  recipeStatus,
  subRecipeGraphError,
  type TCompleteness,
  type TPage,
  type TRecipe,
  type TRecipeEdges,
  type TRecipeGraph,
  type TRecipeListItem,
  type TRecipeListQuery,
  type TRecipeSaveRequest,
  toPage,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { nameKey, searchWords } from '../../db/name-search.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import {
  AppError,
  badRequest,
  conflict,
  type FieldError,
  isStaleVersion,
  notFound,
} from '../../errors/app-error.ts';
import { orTreeConflict } from '../../errors/tree-conflict.ts';
import type { Clock } from '../../lib/clock.ts';
import { REMEMBERED_REPLIES, replyMemo } from '../../lib/reply-memo.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { menuItemsRepository } from '../menu-items/menu-items.repository.ts';
import { type EdgeRow, recipeGraphRepository } from '../trees/recipe-graph.repository.ts';
import {
  assembleGraph,
  draftNode,
  type LoadedGraph,
  type LoadedRecipe,
  lineRows,
  toRecipeGraph,
} from '../trees/recipe-tree.ts';
import { recordVersion } from '../versions/record-version.ts';
import { saveVersionedEntity } from '../versions/save-versioned-entity.ts';
import { type RecipeFigures, recipeFigures, toListItem, toRecipeResponse } from './recipe-response.ts';
import { recipesRepository } from './recipes.repository.ts';

/** GET /api/recipes without `limit`: the page size of the ingredient lists (spec 9), same list screens. */
export const RECIPE_PAGE_SIZE = 300;

/** Completeness of a loaded recipe for a list row; a tree core refuses to walk is a work in progress. */
function statusOf(node: LoadedRecipe | undefined): TCompleteness {
  if (!node) return { complete: false, messages: [], issues: [] };
  try {
    return recipeStatus(node);
  } catch (err) {
    if (err instanceof RecipeCycleError || err instanceof RecipeDepthError) {
      return { complete: false, messages: [err.message], issues: [] };
    }
    throw err;
  }
}

/** A stored graph that core refuses to walk (the save check keeps these out; a damaged database is a 409). */
const figuresOf = (node: LoadedRecipe): RecipeFigures => orTreeConflict(() => recipeFigures(node));

/** `db` may be a transaction in progress (the demo seeder saves inside its own): saves nest as savepoints. */
export type RecipesServiceDeps = { db: Executor; clock: Clock };

export function recipesService({ db, clock }: RecipesServiceDeps) {
  /** GET /api/recipes/{id}'s replies, by kitchen and recipe: the same tree read twice is costed once. */
  const replies = replyMemo<TRecipe>(REMEMBERED_REPLIES);

  async function list(kitchenId: number, query: TRecipeListQuery): Promise<TPage<TRecipeListItem>> {
    const limit = query.limit ?? RECIPE_PAGE_SIZE;
    const filter = {
      searchWords: searchWords(query.searchText),
      category: query.category,
      sort: query.sort,
      filter: query.filter,
    };
    const { rows, total, graph } = await inSnapshot(db, async (tx) => {
      const repo = recipesRepository(tx);
      const rows = await repo.page(kitchenId, filter, query.page * limit, limit);
      return {
        rows,
        total: await repo.count(kitchenId, filter),
        // Completeness is computed now from the current catalogue, never stored (it would go stale
        // the moment an ingredient loses a conversion): the page's trees in one more query.
        graph: assembleGraph(
          await recipeGraphRepository(tx).loadGraph(
            kitchenId,
            rows.map((r) => r.id),
          ),
        ),
      };
    });
    const items = rows.map((row) => toListItem(row, statusOf(graph.recipes.get(row.id))));
    return toPage(items, query.page, limit, total);
  }

  /** GET /api/recipes/{id}/tree: the recipe, its sub-recipes and their ingredients, flat. */
  async function tree(kitchenId: number, id: number): Promise<TRecipeGraph> {
    // One statement (loadGraph): one snapshot without a transaction.
    const rows = await recipeGraphRepository(db).loadGraph(kitchenId, [id]);
    if (!rows.recipes.some((r) => r.id === id)) throw notFound(RECIPE_MESSAGES.notFound);
    return toRecipeGraph(id, rows);
  }

  async function get(kitchenId: number, id: number): Promise<TRecipe> {
    // One statement (loadGraph): one snapshot without a transaction.
    const rows = await recipeGraphRepository(db).loadGraph(kitchenId, [id]);
    return replies.reply(`${kitchenId}:${id}`, rows, () => {
      const graph = assembleGraph(rows);
      const node = graph.recipes.get(id);
      const row = graph.rows.get(id);
      if (!node || !row) throw notFound(RECIPE_MESSAGES.notFound);
      return toRecipeResponse(row, node, figuresOf(node));
    });
  }

  /**
   * Creates (`id` undefined) or updates a recipe through the one save path (saveVersionedEntity),
   * saves of one kitchen taking turns: the references (another kitchen's ingredient or recipe answers
   * 404), the sub-recipe graph check (a cycle or too deep: 400 naming the chain), completeness from
   * the full tree, then the row and every line.
   */
  async function save(by: Actor, body: TRecipeSaveRequest, id?: number): Promise<TRecipe> {
    const { kitchenId } = by;
    // The save schema refuses lines without their ingredient or recipe; these ids are all present.
    const ingredientIds = body.recipeIngredients.map((line) => line.ingredient?.id ?? 0);
    const subRecipeIds = body.recipeSubRecipes.map((line) => line.recipe?.id ?? 0);
    const name = body.name ?? '';
    return saveVersionedEntity({ db, clock }, by, body, id, {
      entityType: 'recipe',
      messages: RECIPE_MESSAGES,
      rows: recipesRepository,
      nameOf: (recipe) => recipe.name,
      lock: (tx) => recipesRepository(tx).lockKitchen(kitchenId),
      async prepare(tx) {
        const graphs = recipeGraphRepository(tx);
        const graph = assembleGraph(
          await graphs.loadGraph(kitchenId, [...new Set(subRecipeIds)], ingredientIds),
        );
        assertReferencesFound(graph, ingredientIds, subRecipeIds);
        const stored = storedEdges(graph);
        if (id !== undefined) addEdges(stored, await graphs.ancestorEdges(kitchenId, id));
        const graphError = subRecipeGraphError({ id, name, subRecipeIds }, stored);
        if (graphError) {
          throw badRequest(graphError.message, [{ field: 'recipeSubRecipes', message: graphError.message }]);
        }

        // Completeness and cost come from the tree as it will be stored: the new lines over the
        // stored sub-recipes and the kitchen's current ingredients.
        const node = draftNode({ ...body, name }, graph, id ?? 0);
        const figures = figuresOf(node);
        const savedPortion = portionNameToSave(body.portionName, node.yieldUnits);
        const fields = {
          name,
          nameKey: nameKey(name),
          team: node.team,
          category: node.category ?? '',
          yieldQuantity: node.yieldQuantity,
          yieldUnits: node.yieldUnits,
          prepNotes: node.prepNotes,
          // Absent (spec 7's clients) keeps the stored value; null is the default (0) or "not known".
          ...(body.leadTimeDays === undefined ? {} : { leadTimeDays: body.leadTimeDays ?? 0 }),
          ...(body.shelfLifeDays === undefined ? {} : { shelfLifeDays: body.shelfLifeDays }),
          ...(savedPortion === undefined ? {} : { portionName: savedPortion }),
          // A saved change makes an approved recipe a draft again, until a chef approves it.
          approvedAt: null,
          approvedBy: null,
        };
        return { fields, node, figures };
      },
      async replaceLines(tx, row, { node, figures }) {
        const lineIds = await recipesRepository(tx).replaceLines(
          kitchenId,
          row.id,
          lineRows(node),
          id !== undefined,
        );
        node.id = row.id;
        node.recipeIngredients.forEach((line, i) => {
          line.id = lineIds.ingredientLineIds[i];
        });
        node.recipeSubRecipes.forEach((line, i) => {
          line.id = lineIds.subRecipeLineIds[i];
        });
        return toRecipeResponse(row, node, figures);
      },
    });
  }

  /**
   * POST /api/recipes/{id}/approve: a chef or the owner approves the recipe as it is saved (who and
   * when), a change recorded in the activity and as a version, in one transaction with the version check.
   */
  async function approve(by: Actor, id: number, version: number | undefined): Promise<TRecipe> {
    const { kitchenId } = by;
    return db.transaction(async (tx) => {
      const repo = recipesRepository(tx);
      await repo.lockKitchen(kitchenId);
      const before = await repo.storedForUpdate(kitchenId, id);
      if (before === undefined) throw notFound(RECIPE_MESSAGES.notFound);
      if (isStaleVersion(before.version, version))
        throw conflict(RECIPE_MESSAGES.stale, [{ field: 'version', message: RECIPE_MESSAGES.stale }]);
      const now = clock.now();
      await repo.approve(kitchenId, id, by.login, now);
      await recordActivity(
        tx,
        by,
        {
          entityType: 'recipe',
          entityId: id,
          action: 'changed',
          name: before.name,
          changes: { status: ['DRAFT', 'APPROVED'] },
        },
        now,
      );
      const graph = assembleGraph(await recipeGraphRepository(tx).loadGraph(kitchenId, [id]));
      const node = graph.recipes.get(id)!;
      return recordVersion(
        tx,
        by,
        'recipe',
        toRecipeResponse(graph.rows.get(id)!, node, figuresOf(node)),
        now,
      );
    });
  }

  /**
   * Deletes a recipe and answers its name; 409 naming the recipes (as a sub-recipe) and the menu items
   * that use it.
   */
  async function remove(by: Actor, id: number): Promise<string> {
    const { kitchenId } = by;
    return db.transaction(async (tx) => {
      const repo = recipesRepository(tx);
      await repo.lockKitchen(kitchenId);
      const name = await repo.nameOf(kitchenId, id);
      if (name === undefined) throw notFound(RECIPE_MESSAGES.notFound);
      const recipes = await repo.usersOf(kitchenId, id);
      const menuItems = await menuItemsRepository(tx).usingRecipe(kitchenId, id);
      if (recipes.length > 0 || menuItems.length > 0) {
        throw new AppError(
          409,
          RECIPE_MESSAGES.inUse(
            name,
            recipes.map((u) => u.name),
            menuItems.map((u) => u.name),
          ),
          {
            title: RECIPE_MESSAGES.inUseTitle,
            errors: [
              ...recipes.map((u) => ({ field: `usedBy.recipes.${u.id}`, message: u.name })),
              ...menuItems.map((u) => ({ field: `usedBy.menuItems.${u.id}`, message: u.name })),
            ],
          },
        );
      }
      try {
        if (!(await repo.delete(kitchenId, id))) return name;
        await recordActivity(
          tx,
          by,
          { entityType: 'recipe', entityId: id, action: 'deleted', name },
          clock.now(),
        );
        return name;
      } catch (err) {
        // A menu item started using it meanwhile (menu item saves do not take the recipe lock).
        if (pgErrorCode(err) !== PG_FOREIGN_KEY_VIOLATION) throw err;
        throw conflict(RECIPE_MESSAGES.changedMeanwhileDelete);
      }
    });
  }

  return { list, get, tree, save, approve, remove };
}

/** Lines naming an ingredient or a recipe the kitchen does not have: 404, saying which lines (1-based). */
function assertReferencesFound(graph: LoadedGraph, ingredientIds: number[], subRecipeIds: number[]): void {
  const errors: FieldError[] = [];
  ingredientIds.forEach((ingredientId, i) => {
    if (!graph.ingredients.has(ingredientId)) {
      errors.push({
        field: `recipeIngredients.${i}.ingredient`,
        message: RECIPE_MESSAGES.ingredientNotFound(i + 1),
      });
    }
  });
  subRecipeIds.forEach((recipeId, i) => {
    if (!graph.recipes.has(recipeId)) {
      errors.push({
        field: `recipeSubRecipes.${i}.recipe`,
        message: RECIPE_MESSAGES.subRecipeNotFound(i + 1),
      });
    }
  });
  if (errors.length > 0) throw new AppError(404, errors[0].message, { errors });
}

/** The stored graph below the new sub-recipes, as the save check takes it. */
function storedEdges(graph: LoadedGraph): Map<number, TRecipeEdges> {
  const stored = new Map<number, TRecipeEdges>();
  for (const [id, node] of graph.recipes) {
    stored.set(id, { name: node.name, subRecipeIds: node.recipeSubRecipes.map((line) => line.recipe.id) });
  }
  return stored;
}

/** Adds the stored edges of the recipes above the one saved (`ancestorEdges`). */
function addEdges(stored: Map<number, TRecipeEdges>, edges: EdgeRow[]): void {
  const grouped = new Map<number, { name: string; subRecipeIds: number[] }>();
  for (const edge of edges) {
    const entry = grouped.get(edge.recipeId);
    if (entry) entry.subRecipeIds.push(edge.subRecipeId);
    else grouped.set(edge.recipeId, { name: edge.name, subRecipeIds: [edge.subRecipeId] });
  }
  for (const [id, entry] of grouped) stored.set(id, entry);
}
