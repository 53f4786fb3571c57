import {
  beoNumber,
  eventMenuReply,
  type TAllergen,
  type TBanquetEvent,
  type TBanquetEventListItem,
  type TDietaryCount,
  type TEventStatus,
} from '@brigade/core';
import { orTreeConflict } from '../../errors/tree-conflict.ts';
import type { LoadedEvent } from '../trees/event-tree.ts';
import type { EventRow } from '../trees/kitchen-tree.repository.ts';
import type { EventListRow } from './events.repository.ts';

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
 * cost comes costed (core's eventsFoodCost), and whether its guarantee is due (core's isGuaranteeDue) as of now.
 */
export function toEventListItem(
  row: EventListRow,
  foodCost: number,
  guaranteeDue: boolean,
): TBanquetEventListItem {
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
    guaranteeDue,
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

/** GET /api/events/{id} and the save replies: the event, its menu, and its live cost and allergens. */
export function toEventResponse({ row, lines }: LoadedEvent, room: EventRoom): TBanquetEvent {
  return orTreeConflict(() => {
    const dietaryCounts = dietaryCountsOf(row);
    return {
      ...coreFields(row, room),
      beoNumber: beoNumber(row.id),
      beoRevision: row.beoRevision,
      clientName: row.clientName,
      clientPhone: row.clientPhone,
      notes: row.notes,
      pricePerGuest: row.pricePerGuest,
      dietaryCounts,
      ...eventMenuReply(lines, {
        guestCount: row.guestCount,
        guaranteedCount: row.guaranteedCount,
        pricePerGuest: row.pricePerGuest,
        dietaryCounts,
      }),
    };
  });
}
