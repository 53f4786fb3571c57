import { recipeAllergens } from '../allergens/roll-up.ts';
import { effectiveServings } from '../costing/menu-item-cost.ts';
import { subRecipeFactor } from '../costing/recipe-cost.ts';
import { eventCountsForDemand, type TEventStatus } from '../enums/event-statuses.ts';
import { compareTeams } from '../enums/teams.ts';
import { assertRecipeTree } from '../graph/recipe-graph.ts';
import { PRODUCTION_MESSAGES } from '../messages/production.ts';
import type { TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { getOrAdd, NO_TEAM } from '../preplist/planner.ts';
import { effectivePrepQuantity } from '../preplist/readiness.ts';
import { scaleLevel } from '../scaling/scale-recipe.ts';
import {
  batchKey,
  type TBatch,
  type TBatchUse,
  type TProductionPlan,
  type TProductionPlanQuery,
} from '../schemas/production-plan.ts';
import { cookMeasure } from '../units/cook-measure.ts';
import type { TMeasurementSystem } from '../units/measurement-system.ts';
import { namedPortion, shownPortionName } from '../units/portion-name.ts';
import { dayNumber, dayText, localDay } from './days.ts';

/** An event as the plan reads it: when it starts, its status, and its menu lines. */
export type TPlanEvent = {
  id: number;
  title: string;
  start: Date | string;
  status: TEventStatus;
  guestCount: number;
  /** Each line's menu item and orders to prepare; a line without a prep quantity is prepared for every guest. */
  lines: ReadonlyArray<{ menuItem: TMenuItemNode; prepQuantity: number | null }>;
};

export type TCheckOffMark = { by: string; at: string };

type Ref = { id: number; name: string };

/** What one use takes from a batch, as a fraction of one recipe batch (its factor). */
type UseAcc = {
  event: { id: number; title: string };
  /** The event's place in the plan (by start). */
  eventOrder: number;
  menuItem: Ref | null;
  parentRecipe: Ref | null;
  factor: number;
  /** The event's service day (a day number, days.ts). */
  serviceDay: number;
  /** The day the use needs it: the service day, or the day its parent recipe is made. */
  neededBy: number;
};
type BatchAcc = { recipe: TRecipeNode; day: number; uses: Map<string, UseAcc> };

/**
 * subRecipeFactor of a line (a menu item's recipe line or a sub-recipe line) for a quantity of it:
 * the factor is the quantity × the line's factor for one unit (conversion ÷ yield), worked out once
 * per line object (a month's plan asks each line thousands of times).
 */
type PerUnit = { of: [unknown, unknown, unknown]; used: ReturnType<typeof subRecipeFactor> };
const perUnit = new WeakMap<object, PerUnit>();
function lineFactor(
  recipe: TRecipeNode,
  line: { yieldUnits?: string | null },
  quantity: number | null,
): ReturnType<typeof subRecipeFactor> {
  if (quantity === null || !Number.isFinite(quantity))
    return subRecipeFactor(recipe, quantity, line.yieldUnits);
  // Remembered with what it was worked out from: a line or recipe edited in place is worked out again.
  const of: PerUnit['of'] = [line.yieldUnits, recipe.yieldQuantity, recipe.yieldUnits];
  let known = perUnit.get(line);
  if (!known || known.of.some((v, i) => v !== of[i])) {
    known = { of, used: subRecipeFactor(recipe, 1, line.yieldUnits) };
    perUnit.set(line, known);
  }
  return known.used.ok ? { ok: true, factor: quantity * known.used.factor } : known.used;
}

/** Whole days, 0 when missing or not a whole number of days ≥ 0. */
const leadTimeOf = (r: TRecipeNode) =>
  Number.isInteger(r.leadTimeDays) && (r.leadTimeDays as number) > 0 ? (r.leadTimeDays as number) : 0;
const shelfLifeOf = (r: TRecipeNode) =>
  Number.isInteger(r.shelfLifeDays) && (r.shelfLifeDays as number) >= 0 ? (r.shelfLifeDays as number) : null;
const teamOf = (r: TRecipeNode) => r.team?.trim() || NO_TEAM;

/**
 * The production plan: the counted events of a date range (definite and completed ones; tentative
 * ones when asked; never inquiries or cancelled ones; an event's day is the local day of its start in
 * the query's time zone) turned into batches, ONE per recipe per production day per team, whatever
 * number of menu items, events and parent recipes use it.
 *
 * - A menu item's recipe line asks for orders ÷ servings × the line's quantity (orders: the line's
 *   prep quantity, else the guest count), as the prep list planner scales it.
 * - A recipe is made on the day it is used minus its lead time: a menu item's recipe on the event's
 *   day − lead time, a sub-recipe on its parent batch's day − its own lead time (so never later than
 *   the batches that use it).
 * - A batch's sub-recipe lines scale with the whole batch (scaleLevel, the scaling rule) and become
 *   uses of the sub-recipe's batch, one per event and parent recipe.
 * - A batch kept longer (from its day to the last day a use needs it) than its shelf life is flagged.
 *
 * Pure: the server and the mocked API load the events (a superset is fine: they are filtered here)
 * and call it, then mark the batches checked off (markCheckOffs).
 */
export function planProduction(
  events: ReadonlyArray<TPlanEvent>,
  query: Pick<TProductionPlanQuery, 'startDate' | 'endDate' | 'timeZone' | 'team' | 'includeTentative'> & {
    by?: TProductionPlanQuery['by'];
  },
  options: { system?: TMeasurementSystem | null } = {},
): TProductionPlan {
  const { startDate, endDate, timeZone } = query;
  const byProduction = query.by === 'production';
  // By production day, every event from the first day on may have a batch made within the range (a
  // batch is made on or before its service day); the batches outside it are dropped below.
  const counted = events
    .map((event) => ({ event, date: localDay(event.start, timeZone) }))
    .filter(
      ({ event, date }) =>
        eventCountsForDemand(event.status, query.includeTentative) &&
        date >= startDate &&
        (byProduction || date <= endDate),
    )
    .map(({ event, date }) => ({ event, day: dayNumber(date) }))
    .sort(
      (a, b) =>
        new Date(a.event.start).getTime() - new Date(b.event.start).getTime() || a.event.id - b.event.id,
    );

  const errors = new Set<string>();
  const ids = new Map<TRecipeNode, number>();
  const idOf = (r: TRecipeNode) => {
    let id = ids.get(r);
    if (id === undefined) {
      id = r.id ?? -(ids.size + 1);
      ids.set(r, id);
    }
    return id;
  };
  // By recipe id (a recipe loaded twice is still one recipe), else by node.
  const batches = new Map<unknown, Map<number, BatchAcc>>();
  const addUse = (recipe: TRecipeNode, day: number, useKey: string, use: UseAcc) => {
    const byDay = getOrAdd(batches, recipeKey(recipe), () => new Map<number, BatchAcc>());
    const batch = getOrAdd(byDay, day, () => ({ recipe, day, uses: new Map<string, UseAcc>() }));
    const known = batch.uses.get(useKey);
    if (known) {
      known.factor += use.factor;
      known.neededBy = Math.max(known.neededBy, use.neededBy);
    } else batch.uses.set(useKey, use);
  };

  // The menu items' recipes, on their service day − lead time.
  const roots = new Set<TRecipeNode>();
  for (const [eventOrder, { event, day }] of counted.entries()) {
    const ref = { id: event.id, title: event.title };
    for (const line of event.lines) {
      const menuItem = line.menuItem;
      const orders = effectivePrepQuantity(line.prepQuantity, event.guestCount) ?? 0;
      const servings = effectiveServings(menuItem.servings);
      for (const recipeLine of menuItem.menuItemRecipes) {
        const recipe = recipeLine.recipe;
        if (!recipe) continue;
        const wanted =
          typeof recipeLine.yieldQuantity === 'number'
            ? (orders / servings) * recipeLine.yieldQuantity
            : null;
        const used = lineFactor(recipe, recipeLine, wanted);
        if (!used.ok) {
          errors.add(`${menuItem.name} › ${recipe.name}: ${used.message}`);
          continue;
        }
        if (!(used.factor > 0)) continue;
        roots.add(recipe);
        const menuItemRef = { id: menuItem.id ?? 0, name: menuItem.name };
        addUse(recipe, day - leadTimeOf(recipe), `${event.id}:m${menuItem.id ?? menuItem.name}`, {
          event: ref,
          eventOrder,
          menuItem: menuItemRef,
          parentRecipe: null,
          factor: used.factor,
          serviceDay: day,
          neededBy: day,
        });
      }
    }
  }

  // Parents before the sub-recipes they use, so a sub-recipe's batches are complete when reached.
  const order = parentsFirst(roots);
  const out: { team: string; batch: TBatch }[] = [];
  const allergens = new Map<TRecipeNode, string[]>();
  for (const recipe of order) {
    const byDay = batches.get(recipeKey(recipe));
    if (!byDay) continue;
    const id = idOf(recipe);
    const ref = { id, name: recipe.name };
    for (const batch of byDay.values()) {
      // By event (in the plan's order), then by what uses it.
      const useName = (u: UseAcc) => (u.menuItem ?? u.parentRecipe)?.name ?? '';
      const uses = [...batch.uses.values()].sort(
        (a, b) => a.eventOrder - b.eventOrder || useName(a).localeCompare(useName(b)),
      );
      const factor = uses.reduce((sum, u) => sum + u.factor, 0);
      // What each event takes of this batch: its sub-recipes are used for that event too.
      const byEvent = new Map<number, UseAcc>();
      for (const u of uses) {
        const known = byEvent.get(u.event.id);
        if (known) known.factor += u.factor;
        else byEvent.set(u.event.id, { ...u });
      }
      for (const sub of recipe.recipeSubRecipes) {
        const subRecipe = sub.recipe;
        if (!subRecipe) continue;
        for (const e of byEvent.values()) {
          const quantity = typeof sub.yieldQuantity === 'number' ? sub.yieldQuantity * e.factor : null;
          const used = lineFactor(subRecipe, sub, quantity);
          if (!used.ok) {
            errors.add(`${recipe.name} › ${subRecipe.name}: ${used.message}`);
            continue;
          }
          if (!(used.factor > 0)) continue;
          addUse(subRecipe, batch.day - leadTimeOf(subRecipe), `${e.event.id}:r${id}`, {
            event: e.event,
            eventOrder: e.eventOrder,
            menuItem: null,
            parentRecipe: ref,
            factor: used.factor,
            serviceDay: e.serviceDay,
            neededBy: batch.day,
          });
        }
      }
      out.push({
        team: teamOf(recipe),
        batch: toBatch(batch, uses, factor, ref, errors, allergens, options.system),
      });
    }
  }

  const days = new Map<string, Map<string, TBatch[]>>();
  const fed = new Set<number>();
  for (const { team, batch } of out) {
    if (query.team !== undefined && team !== query.team) continue;
    const date = batch.key.slice(0, 10);
    if (byProduction && (date < startDate || date > endDate)) continue;
    for (const use of batch.uses) fed.add(use.event.id);
    getOrAdd(
      getOrAdd(days, date, () => new Map<string, TBatch[]>()),
      team,
      () => [],
    ).push(batch);
  }
  return {
    startDate,
    endDate,
    timeZone,
    // By production day, the events some batch of the range is for; else the range's events.
    events: counted
      .filter(({ event }) => !byProduction || fed.has(event.id))
      .map(({ event }) => ({
        id: event.id,
        title: event.title,
        start: new Date(event.start).toISOString(),
        status: event.status,
        guestCount: event.guestCount,
      })),
    days: [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, teams]) => ({
        date,
        teams: [...teams.entries()]
          .sort(([a], [b]) => compareTeams(a, b))
          .map(([team, list]) => ({
            team,
            batches: list.sort(
              (a, b) => a.recipe.name.localeCompare(b.recipe.name) || a.recipe.id - b.recipe.id,
            ),
          })),
      })),
    errors: [...errors],
  };
}

function toBatch(
  batch: BatchAcc,
  uses: UseAcc[],
  factor: number,
  ref: Ref,
  errors: Set<string>,
  allergenMemo: Map<TRecipeNode, string[]>,
  system: TMeasurementSystem | null | undefined,
): TBatch {
  const { recipe, day } = batch;
  // What a cook reads, in the kitchen's measurement system (the figures stay in the recipe's units).
  const measure = (q: number, u: string, ingredient?: Parameters<typeof cookMeasure>[2]) =>
    cookMeasure(q, u, ingredient, system);
  // A recipe reaches a batch only through subRecipeFactor, which needs a yield above 0.
  const yieldQuantity = recipe.yieldQuantity ?? 0;
  const units = recipe.yieldUnits ?? '';
  const quantity = factor * yieldQuantity;
  const level = scaleLevel(recipe, factor);
  const shelfLife = shelfLifeOf(recipe);
  const wait = uses.reduce((last, u) => Math.max(last, u.neededBy), day) - day;
  const allergens = getOrAdd(allergenMemo, recipe, () => recipeAllergens(recipe).allergens);
  const team = teamOf(recipe);
  const date = dayText(day);
  const key = batchKey(date, team, ref.id);
  return {
    key,
    recipe: {
      ...ref,
      leadTimeDays: leadTimeOf(recipe),
      shelfLifeDays: shelfLife,
      portionName: shownPortionName(recipe),
    },
    quantity,
    units,
    // Quantities of the recipe's yield read with its portion named: '24 cookies'.
    display: namedPortion(measure(quantity, units), recipe),
    serviceDate: dayText(uses.reduce((first, u) => Math.min(first, u.serviceDay), uses[0].serviceDay)),
    useBy: shelfLife === null ? null : dayText(day + shelfLife),
    warnings:
      shelfLife !== null && wait > shelfLife ? [PRODUCTION_MESSAGES.keptTooLong(wait, shelfLife)] : [],
    uses: uses.map(
      (u): TBatchUse => ({
        event: u.event,
        menuItem: u.menuItem,
        parentRecipe: u.parentRecipe,
        quantity: u.factor * yieldQuantity,
        units,
        display: namedPortion(measure(u.factor * yieldQuantity, units), recipe),
      }),
    ),
    ingredients: level.recipeIngredients.flatMap((line) => {
      const ingredient = line.ingredient;
      if (!ingredient) return [];
      if (typeof line.yieldQuantity !== 'number' || !line.yieldUnits) {
        errors.add(`${recipe.name} › ${ingredient.name}: no quantity`);
        return [];
      }
      return [
        {
          ingredientId: ingredient.id ?? null,
          name: ingredient.name,
          quantity: line.yieldQuantity,
          units: line.yieldUnits,
          display: measure(line.yieldQuantity, line.yieldUnits, ingredient),
        },
      ];
    }),
    subRecipes: level.subRecipes.flatMap(({ line, quantity: q, used }) =>
      line.recipe && used?.ok && typeof q === 'number' && line.yieldUnits
        ? [
            {
              recipe: { id: line.recipe.id ?? 0, name: line.recipe.name },
              quantity: q,
              units: line.yieldUnits,
              display: namedPortion(measure(q, line.yieldUnits), line.recipe),
            },
          ]
        : [],
    ),
    allergens,
    checkOff: null,
  };
}

/** The plan's batches with their check-offs (by batch key); the others are not checked off. */
export function markCheckOffs(
  plan: TProductionPlan,
  marks: ReadonlyMap<string, TCheckOffMark>,
): TProductionPlan {
  return {
    ...plan,
    days: plan.days.map((day) => ({
      ...day,
      teams: day.teams.map((team) => ({
        ...team,
        batches: team.batches.map((b) => ({ ...b, checkOff: marks.get(b.key) ?? null })),
      })),
    })),
  };
}

/** The first and last production day of a plan (where its check-offs are), or null when it has none. */
export function planDays(plan: TProductionPlan): { first: string; last: string } | null {
  return plan.days.length === 0
    ? null
    : { first: plan.days[0].date, last: plan.days[plan.days.length - 1].date };
}

const recipeKey = (r: TRecipeNode): unknown => r.id ?? r;

/** Every recipe under these roots, each before the sub-recipes it uses (a DAG's topological order). */
function parentsFirst(roots: Iterable<TRecipeNode>): TRecipeNode[] {
  const seen = new Set<unknown>();
  const post: TRecipeNode[] = [];
  const visit = (node: TRecipeNode) => {
    if (seen.has(recipeKey(node))) return;
    seen.add(recipeKey(node));
    for (const line of node.recipeSubRecipes) if (line.recipe) visit(line.recipe);
    post.push(node);
  };
  for (const root of roots) {
    assertRecipeTree(root);
    visit(root);
  }
  return post.reverse();
}
