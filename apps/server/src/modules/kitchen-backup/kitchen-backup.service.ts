import {
  BACKUP_EVENT_FIELDS,
  BACKUP_INGREDIENT_FIELDS,
  BACKUP_LINE_FIELDS,
  BACKUP_MENU_ITEM_FIELDS,
  BACKUP_PRICE_FIELDS,
  BACKUP_RECIPE_FIELDS,
  backupCounts,
  ingredientCompleteness,
  KITCHEN_BACKUP_FORMAT,
  KITCHEN_BACKUP_MESSAGES,
  KITCHEN_BACKUP_VERSION,
  nameKey,
  pickFields,
  restoredMessage,
  shownPortionName,
  type TKitchenBackup,
  type TKitchenImportResult,
  type TMeasurementSystem,
} from '@brigade/core';
import type { Db } from '../../db/client.ts';
import {
  banquetEventItems,
  banquetEvents,
  conversions,
  ingredientNutrients,
  ingredientPrices,
  ingredients,
  menuItemRecipes,
  menuItems,
  menuSectionItems,
  menuSections,
  menus,
  recipeIngredients,
  recipeSubRecipes,
  recipes,
  rooms,
  vendors,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { pinMenus } from '../events/pin-menu.ts';
import { kitchenBackupRepository } from './kitchen-backup.repository.ts';

type Stored = Awaited<ReturnType<ReturnType<typeof kitchenBackupRepository>['read']>>;

/** Rows grouped by the id of the row they belong to, in their stored order. */
function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const iso = (d: Date) => d.toISOString();

/** The stored kitchen as the backup document: ids are the stored ones, references follow them. */
export function toBackup(stored: Stored, exportedAt: Date): TKitchenBackup {
  const conversionsOf = groupBy(stored.conversions, (r) => r.ingredientId);
  const nutrientsOf = groupBy(stored.nutrients, (r) => r.ingredientId);
  const pricesOf = groupBy(stored.prices, (r) => r.ingredientId);
  const linesOf = groupBy(stored.recipeIngredients, (r) => r.recipeId);
  const subsOf = groupBy(stored.recipeSubRecipes, (r) => r.recipeId);
  const itemRecipesOf = groupBy(stored.menuItemRecipes, (r) => r.menuItemId);
  const sectionsOf = groupBy(stored.menuSections, (r) => r.menuId);
  const sectionItemsOf = groupBy(stored.menuSectionItems, (r) => r.sectionId);
  const eventItemsOf = groupBy(stored.eventItems, (r) => r.eventId);
  const s = stored.settings;
  return {
    format: KITCHEN_BACKUP_FORMAT,
    version: KITCHEN_BACKUP_VERSION,
    exportedAt: iso(exportedAt),
    settings: s
      ? {
          targetFoodCostPercent: s.targetFoodCostPercent,
          guaranteeDaysBefore: s.guaranteeDaysBefore,
          measurementSystem: s.measurementSystem as TMeasurementSystem,
        }
      : null,
    vendors: stored.vendors.map((v) => ({ id: v.id, name: v.name })),
    ingredients: stored.ingredients.map((i) => ({
      id: i.id,
      vendorId: i.vendorId,
      ...pickFields(i, BACKUP_INGREDIENT_FIELDS),
      parLevel:
        i.parQuantity !== null && i.parUnits !== null ? { quantity: i.parQuantity, units: i.parUnits } : null,
      conversions: (conversionsOf.get(i.id) ?? []).map((c) => ({
        quantityStart: c.quantityStart,
        unitsStart: c.unitsStart,
        quantityEnd: c.quantityEnd,
        unitsEnd: c.unitsEnd,
      })),
      nutrients: (nutrientsOf.get(i.id) ?? []).map((n) => ({
        nutrient: n.nutrient,
        amount: n.amount,
        units: n.units,
      })),
      priceHistory: (pricesOf.get(i.id) ?? []).map((p) => ({
        ...pickFields(p, BACKUP_PRICE_FIELDS),
        changedAt: iso(p.changedAt),
      })),
    })),
    recipes: stored.recipes.map((r) => ({
      id: r.id,
      ...pickFields(r, BACKUP_RECIPE_FIELDS),
      ingredients: (linesOf.get(r.id) ?? []).map((l) => ({
        ingredientId: l.ingredientId,
        ...pickFields(l, BACKUP_LINE_FIELDS),
      })),
      subRecipes: (subsOf.get(r.id) ?? []).map((l) => ({
        recipeId: l.subRecipeId,
        ...pickFields(l, BACKUP_LINE_FIELDS),
      })),
    })),
    menuItems: stored.menuItems.map((m) => ({
      id: m.id,
      ...pickFields(m, BACKUP_MENU_ITEM_FIELDS),
      recipes: (itemRecipesOf.get(m.id) ?? []).map((l) => ({
        recipeId: l.recipeId,
        ...pickFields(l, BACKUP_LINE_FIELDS),
      })),
    })),
    menus: stored.menus.map((m) => ({
      id: m.id,
      name: m.name,
      season: m.season,
      year: m.year,
      sections: (sectionsOf.get(m.id) ?? []).map((section) => ({
        name: section.name,
        items: (sectionItemsOf.get(section.id) ?? []).map((it) => ({
          id: it.id,
          menuItemId: it.menuItemId,
          price: it.price,
        })),
      })),
    })),
    rooms: stored.rooms.map((r) => ({ id: r.id, name: r.name, capacity: r.capacity })),
    events: stored.events.map((e) => ({
      id: e.id,
      ...pickFields(e, BACKUP_EVENT_FIELDS),
      startAt: iso(e.startAt),
      endAt: iso(e.endAt),
      dietaryCounts: e.dietaryCounts as TKitchenBackup['events'][number]['dietaryCounts'],
      roomId: e.roomId,
      items: (eventItemsOf.get(e.id) ?? []).map((it) => ({
        menuSectionItemId: it.menuSectionItemId,
        price: it.price,
        plating: it.plating,
        prepQuantity: it.prepQuantity,
      })),
    })),
  };
}

/** Maps the document's ids of one kind to the ids the rows were given. */
function idMap(docIds: number[], newIds: number[]): (id: number) => number {
  const map = new Map(docIds.map((id, i) => [id, newIds[i]]));
  // References were checked by the schema (backupReferenceIssues): every one is in the map.
  return (id) => map.get(id)!;
}

/** The kitchen's backup: export, and restore into an empty kitchen. */
export function kitchenBackupService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async exportKitchen(kitchenId: number): Promise<TKitchenBackup> {
      // One snapshot: a save landing meanwhile is wholly in or wholly out.
      const stored = await db.transaction(async (tx) => kitchenBackupRepository(tx).read(kitchenId), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      return toBackup(stored, clock.now());
    },

    /**
     * Restores a backup into the caller's kitchen, in one transaction: every row with a new id, its
     * references followed. Refused with 409 when the kitchen is not empty (nothing is changed).
     */
    async importKitchen(user: AuthUser, doc: TKitchenBackup): Promise<TKitchenImportResult> {
      const kitchenId = user.kitchenId;
      const now = clock.now();
      const actor = { createdBy: user.login, modifiedBy: user.login };
      const stamps = { createdAt: now, updatedAt: now };
      return db.transaction(async (tx) => {
        const repo = kitchenBackupRepository(tx);
        await repo.lockForImport(kitchenId);
        if (!(await repo.isEmpty(kitchenId)))
          throw new AppError(409, KITCHEN_BACKUP_MESSAGES.notEmpty, {
            title: KITCHEN_BACKUP_MESSAGES.notEmptyTitle,
          });
        if (doc.settings) await repo.putSettings(kitchenId, { kitchenId, ...doc.settings });

        const vendorId = idMap(
          doc.vendors.map((v) => v.id),
          await repo.insertAll(
            vendors,
            doc.vendors.map((v) => ({
              kitchenId,
              name: v.name,
              nameKey: nameKey(v.name),
              ...stamps,
              ...actor,
            })),
          ),
        );
        const ingredientId = idMap(
          doc.ingredients.map((i) => i.id),
          await repo.insertAll(
            ingredients,
            doc.ingredients.map((i) => {
              // Validity is computed again from what is restored (core's completeness), as on a save.
              const completeness = ingredientCompleteness({
                name: i.name,
                category: i.category,
                vendor: { id: i.vendorId },
                cost: i.cost,
                costUnits: i.costUnits,
                conversions: i.conversions,
              });
              return {
                kitchenId,
                vendorId: vendorId(i.vendorId),
                name: i.name,
                nameKey: nameKey(i.name),
                category: i.category,
                cost: i.cost,
                costAmount: i.costAmount,
                costUnits: i.costUnits,
                servingSize: i.servingSize,
                servingUnits: i.servingUnits,
                yieldPercent: i.yieldPercent,
                parQuantity: i.parLevel?.quantity ?? null,
                parUnits: i.parLevel?.units ?? null,
                foodFdcId: i.foodFdcId,
                allergens: i.allergens,
                conversionCount: i.conversions.length,
                nutrientCount: i.nutrients.length,
                valid: completeness.complete,
                errorMessages: completeness.messages,
                ...stamps,
                ...actor,
              };
            }),
          ),
        );
        await repo.insertAll(
          conversions,
          doc.ingredients.flatMap((i) =>
            i.conversions.map((c, position) => ({
              kitchenId,
              ingredientId: ingredientId(i.id),
              position,
              ...c,
            })),
          ),
        );
        await repo.insertAll(
          ingredientNutrients,
          doc.ingredients.flatMap((i) =>
            i.nutrients.map((n, position) => ({
              kitchenId,
              ingredientId: ingredientId(i.id),
              position,
              ...n,
            })),
          ),
        );
        await repo.insertAll(
          ingredientPrices,
          doc.ingredients.flatMap((i) =>
            i.priceHistory.map((p) => ({
              kitchenId,
              ingredientId: ingredientId(i.id),
              ...p,
              changedAt: new Date(p.changedAt),
            })),
          ),
        );

        const recipeId = idMap(
          doc.recipes.map((r) => r.id),
          await repo.insertAll(
            recipes,
            doc.recipes.map(({ id: _id, ingredients: _i, subRecipes: _s, ...r }) => ({
              kitchenId,
              ...r,
              // Only a count yield names its portion (an older backup has none).
              portionName: shownPortionName(r),
              nameKey: nameKey(r.name),
              ...stamps,
              ...actor,
            })),
          ),
        );
        await repo.insertAll(
          recipeIngredients,
          doc.recipes.flatMap((r) =>
            r.ingredients.map((l, position) => ({
              kitchenId,
              recipeId: recipeId(r.id),
              ingredientId: ingredientId(l.ingredientId),
              position,
              yieldQuantity: l.yieldQuantity,
              yieldUnits: l.yieldUnits,
            })),
          ),
        );
        await repo.insertAll(
          recipeSubRecipes,
          doc.recipes.flatMap((r) =>
            r.subRecipes.map((l, position) => ({
              kitchenId,
              recipeId: recipeId(r.id),
              subRecipeId: recipeId(l.recipeId),
              position,
              yieldQuantity: l.yieldQuantity,
              yieldUnits: l.yieldUnits,
            })),
          ),
        );

        const menuItemId = idMap(
          doc.menuItems.map((m) => m.id),
          await repo.insertAll(
            menuItems,
            doc.menuItems.map(({ id: _id, recipes: _r, ...m }) => ({
              kitchenId,
              ...m,
              nameKey: nameKey(m.name),
              ...stamps,
              ...actor,
            })),
          ),
        );
        await repo.insertAll(
          menuItemRecipes,
          doc.menuItems.flatMap((m) =>
            m.recipes.map((l, position) => ({
              kitchenId,
              menuItemId: menuItemId(m.id),
              recipeId: recipeId(l.recipeId),
              position,
              yieldQuantity: l.yieldQuantity,
              yieldUnits: l.yieldUnits,
            })),
          ),
        );

        const menuIds = await repo.insertAll(
          menus,
          doc.menus.map((m) => ({
            kitchenId,
            name: m.name,
            nameKey: nameKey(m.name),
            season: m.season,
            year: m.year,
            ...stamps,
            ...actor,
          })),
        );
        const sections = doc.menus.flatMap((m, i) =>
          m.sections.map((section, position) => ({ menuId: menuIds[i], position, section })),
        );
        const sectionIds = await repo.insertAll(
          menuSections,
          sections.map(({ menuId, position, section }) => ({
            kitchenId,
            menuId,
            position,
            name: section.name,
          })),
        );
        const sectionItems = sections.flatMap(({ section }, i) =>
          section.items.map((it, position) => ({ sectionId: sectionIds[i], position, it })),
        );
        const sectionItemId = idMap(
          sectionItems.map(({ it }) => it.id),
          await repo.insertAll(
            menuSectionItems,
            sectionItems.map(({ sectionId, position, it }) => ({
              kitchenId,
              sectionId,
              menuItemId: menuItemId(it.menuItemId),
              position,
              price: it.price,
            })),
          ),
        );

        const roomId = idMap(
          doc.rooms.map((r) => r.id),
          await repo.insertAll(
            rooms,
            doc.rooms.map((r) => ({ kitchenId, name: r.name, capacity: r.capacity, ...stamps, ...actor })),
          ),
        );
        const eventIds = await repo.insertAll(
          banquetEvents,
          doc.events.map(({ id: _id, items: _items, ...e }) => ({
            kitchenId,
            ...e,
            startAt: new Date(e.startAt),
            endAt: new Date(e.endAt),
            roomId: e.roomId === null ? null : roomId(e.roomId),
            ...stamps,
            ...actor,
          })),
        );
        await repo.insertAll(
          banquetEventItems,
          doc.events.flatMap((e, i) =>
            e.items.map((it, position) => ({
              kitchenId,
              eventId: eventIds[i],
              menuSectionItemId: sectionItemId(it.menuSectionItemId),
              position,
              price: it.price,
              plating: it.plating,
              prepQuantity: it.prepQuantity,
            })),
          ),
        );

        // A Definite or Completed event is a confirmed one: it keeps what its menu holds as restored,
        // as confirming it would (the agreed trees are not in the document: they are the restored ones).
        // Events on the same menu share one pin, read once (pinMenus).
        const confirmed = [...doc.events.entries()].filter(
          ([, e]) => e.status === 'DEFINITE' || e.status === 'COMPLETED',
        );
        const pinnedIds = await pinMenus(
          tx,
          kitchenId,
          confirmed.map(([, e]) => e.items.map((it) => sectionItemId(it.menuSectionItemId))),
        );
        for (const [k, [i]] of confirmed.entries()) {
          await repo.confirmEvent(kitchenId, eventIds[i], {
            pinnedMenuId: pinnedIds[k],
            confirmedAt: now,
            confirmedBy: user.login,
          });
        }

        const counts = backupCounts(doc);
        return { title: 'Restored', message: restoredMessage(counts), counts };
      });
    },
  };
}
