import {
  allergenWarnings,
  combineAllergenSummaries,
  eventFigures,
  isGuaranteeDue,
  menuItemAllergens,
  menuItemCost,
  RecipeCycleError,
  RecipeDepthError,
  type TAllergen,
  type TBanquetEvent,
  type TBanquetEventListItem,
  type TDietaryCount,
  type TEventStatus,
} from '@brigade/core';
import { conflict } from '../../errors/app-error.ts';
import type { LoadedEvent } from '../trees/event-tree.ts';
import type { EventRow } from '../trees/kitchen-tree.repository.ts';
import type { LoadedMenuItem } from '../trees/menu-tree.ts';
import type { EventListRow } from './events.repository.ts';

/** 'BEO-000042': the banquet event order's number, from the event's id. */
export const beoNumber = (id: number) => `BEO-${String(id).padStart(6, '0')}`;

export type EventRoom = { id: number; name: string } | null;

function coreFields(row: EventRow, room: EventRoom) {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    allDay: row.allDay,
    resource: row.resource,
    guestCount: row.guestCount,
    location: row.location,
    createdDate: row.createdAt.toISOString(),
    modifiedDate: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
    status: row.status as TEventStatus,
    cancelReason: row.cancelReason,
    room,
    guaranteedCount: row.guaranteedCount,
    guaranteeDueDate: row.guaranteeDueDate,
  };
}

/**
 * The list's row already has its times in ISO form (events.repository.ts `range`); its menu's food
 * cost comes costed (core's eventsFoodCost).
 */
export function toEventListItem(row: EventListRow, foodCost: number, now: Date): TBanquetEventListItem {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    start: row.start,
    end: row.end,
    allDay: row.allDay,
    resource: row.resource,
    guestCount: row.guestCount,
    location: row.location,
    createdDate: row.createdDate,
    modifiedDate: row.modifiedDate,
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
    numberOfMenuItems: row.numberOfMenuItems,
    status: row.status,
    cancelReason: row.cancelReason,
    room: row.room,
    guaranteedCount: row.guaranteedCount,
    guaranteeDueDate: row.guaranteeDueDate,
    guaranteeDue: isGuaranteeDue(row, now),
    pricePerGuest: row.pricePerGuest,
    foodCost,
  };
}

/** The dietary counts as stored (the request schema checked them on the way in). */
export function dietaryCountsOf(
  row: EventRow,
): { label: string; count: number; allergen: TAllergen | null }[] {
  return (row.dietaryCounts as TDietaryCount[]).map((d) => ({
    label: d.label,
    count: d.count,
    allergen: d.allergen ?? null,
  }));
}

/** A costing that meets a recipe cycle or a too-deep tree answers 409 with its message. */
export function costedOrConflict<T>(cost: () => T): T {
  try {
    return cost();
  } catch (err) {
    if (err instanceof RecipeCycleError || err instanceof RecipeDepthError) throw conflict(err.message);
    throw err;
  }
}

/** GET /api/events/{id} and the save replies: the event, its menu, and its live cost and allergens. */
export function toEventResponse({ row, lines }: LoadedEvent, room: EventRoom): TBanquetEvent {
  return costedOrConflict(() => {
    const menuItems = [...new Set(lines.map((l) => l.sectionItem.menuItem))];
    const allergensOf = new Map<LoadedMenuItem, ReturnType<typeof menuItemAllergens>>(
      menuItems.map((m) => [m, menuItemAllergens(m)]),
    );
    const perServing = new Map(menuItems.map((m) => [m, menuItemCost(m).perServing]));
    const dietaryCounts = dietaryCountsOf(row);
    const allergens = combineAllergenSummaries([...allergensOf.values()]);
    return {
      ...coreFields(row, room),
      beoNumber: beoNumber(row.id),
      beoRevision: row.beoRevision,
      clientName: row.clientName,
      clientPhone: row.clientPhone,
      notes: row.notes,
      pricePerGuest: row.pricePerGuest,
      dietaryCounts,
      banquetEventMenuSectionItems: lines.map((line) => {
        const { menuItem } = line.sectionItem;
        const own = allergensOf.get(menuItem)!;
        return {
          id: line.id,
          price: line.price,
          plating: line.plating,
          prepQuantity: line.prepQuantity,
          menuSectionItem: {
            id: line.sectionItem.id,
            section: line.sectionItem.section,
            price: line.sectionItem.price,
            menuItem: {
              id: menuItem.id,
              name: menuItem.name,
              courseType: menuItem.courseType,
              servingSize: menuItem.servingSize,
              allergens: own.allergens,
              allergensNotReviewed: own.notReviewed,
            },
            menu: line.sectionItem.menu,
          },
          costPerServing: perServing.get(menuItem)!,
        };
      }),
      figures: eventFigures(
        lines.map((l) => ({ menuItem: l.sectionItem.menuItem, prepQuantity: l.prepQuantity })),
        row.guestCount,
        row.pricePerGuest,
      ),
      allergens: allergens.allergens,
      allergensNotReviewed: allergens.notReviewed,
      allergenWarnings: allergenWarnings(menuItems, dietaryCounts),
    };
  });
}
