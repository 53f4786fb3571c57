import {
  beoNumber,
  bookingFlags,
  bookingInPastIssues,
  CONFIRMATION_MESSAGES,
  capacityWarnings,
  confirmationChanges,
  defaultGuaranteeDueDate,
  deletedReply,
  EVENT_MESSAGES,
  effectivePrepQuantity,
  eventFieldsOfRequest,
  eventMenuReply,
  eventsFoodCost,
  isGuaranteeDue,
  MSG,
  menuItemAllergens,
  menuItemCost,
  planPreplist,
  roomConflicts,
  type TBanquetEvent,
  type TBanquetEventListItem,
  type TBanquetEventPatch,
  type TBanquetEventRequest,
  type TBookingFlags,
  type TDeleteReply,
  type TEventMenuChoices,
  type TEventStatus,
  type TPreplist,
} from '@brigade/core';
import { fieldError, MockError, notFound } from '../mock-error';
import { guarded } from './figures';
import { menuIsComplete } from './menus';
import type { MockActor, MockEvent, MockKitchen, MockMenu, MockMenuItem, MockRecipe } from './model';
import { checkSaveTarget } from './save-target';
import { created, nextId, recordActivity, renamed, updated } from './store';

/** Banquet events, the menu choices and prep lists (the server's events service and event-response.ts). */

/** A menu section item as an event serves it: where it sits and the menu item it serves. */
export type ServedItem = {
  id: number;
  section: string | null;
  price: number | null;
  menu: MockMenu;
  menuItem: MockMenuItem;
};

export function servedItems(kitchen: MockKitchen): Map<number, ServedItem> {
  const found = new Map<number, ServedItem>();
  for (const menu of kitchen.menus.values()) {
    for (const section of menu.menuSections) {
      for (const item of section.menuSectionItems)
        found.set(item.id, {
          id: item.id,
          section: section.name,
          price: item.price,
          menu,
          menuItem: item.menuItem,
        });
    }
  }
  return found;
}

export function eventOf(kitchen: MockKitchen, id: number): MockEvent {
  const event = kitchen.events.get(id);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** The event's lines with the menu section items they serve (a menu keeps the items events serve). */
function linesOf(kitchen: MockKitchen, event: MockEvent) {
  const served = servedItems(kitchen);
  return event.lines.flatMap((line) => {
    const item = served.get(line.sectionItemId);
    return item ? [{ ...line, item }] : [];
  });
}

function eventFields(kitchen: MockKitchen, event: MockEvent) {
  const room = event.roomId === null ? undefined : kitchen.rooms.get(event.roomId);
  return {
    id: event.id,
    version: event.version,
    title: event.title,
    start: event.start.toISOString(),
    end: event.end.toISOString(),
    allDay: event.allDay,
    resource: event.resource,
    guestCount: event.guestCount,
    location: event.location,
    createdDate: event.createdAt.toISOString(),
    modifiedDate: event.updatedAt.toISOString(),
    createdBy: event.createdBy,
    modifiedBy: event.modifiedBy,
    status: event.status,
    cancelReason: event.cancelReason,
    room: room ? { id: room.id, name: room.name } : null,
    guaranteedCount: event.guaranteedCount,
    guaranteeDueDate: event.guaranteeDueDate,
  };
}

/** GET /api/events: the rows of the events, their menus' food cost with each menu item costed once (as the server). */
export function toEventListItems(
  kitchen: MockKitchen,
  events: MockEvent[],
  now: Date,
): TBanquetEventListItem[] {
  const foodCosts = guarded(() =>
    eventsFoodCost(
      events.map((event) => ({
        key: event.id,
        guestCount: event.guestCount,
        lines: linesOf(kitchen, event).map((l) => ({
          menuItem: l.item.menuItem,
          prepQuantity: l.prepQuantity,
        })),
      })),
    ),
  );
  return events.map((event) => {
    const fields = eventFields(kitchen, event);
    return {
      ...fields,
      numberOfMenuItems: event.lines.length,
      guaranteeDue: isGuaranteeDue(fields, now),
      pricePerGuest: event.pricePerGuest,
      foodCost: foodCosts.get(event.id) ?? 0,
    };
  });
}

/**
 * The room rules (core's roomConflicts, as the server's): a definite event overlapping another
 * definite one in its room is refused (409 naming it); other overlaps and over-capacity are flagged.
 */
function checkRoom(
  kitchen: MockKitchen,
  event: { id?: number; title: string; start: Date; end: Date; status: TEventStatus; guestCount: number },
  roomId: number | null,
): TBookingFlags {
  if (roomId === null) return {};
  const room = kitchen.rooms.get(roomId);
  if (!room)
    throw new MockError(404, EVENT_MESSAGES.roomNotFound, {
      errors: [{ field: 'room', message: EVENT_MESSAGES.roomNotFound }],
    });
  const others = [...kitchen.events.values()]
    .filter((e) => e.roomId === roomId)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  const { doubleBooked, conflicts } = roomConflicts({ ...event, id: event.id ?? 0 }, others);
  if (doubleBooked) {
    const message = EVENT_MESSAGES.doubleBooked(room.name, doubleBooked);
    throw new MockError(409, message, { errors: [{ field: 'room', message }] });
  }
  return bookingFlags(conflicts, capacityWarnings(event.guestCount, room));
}

/** Every event overlapping [from, to] (both ends included), by start. */
export function eventsBetween(kitchen: MockKitchen, from: Date, to: Date): MockEvent[] {
  return [...kitchen.events.values()]
    .filter((e) => e.start <= to && e.end >= from)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}

/** GET /api/events/{id} and the save replies: the event, its menu, and its live cost and allergens. */
export function toEvent(kitchen: MockKitchen, event: MockEvent): TBanquetEvent {
  const lines = linesOf(kitchen, event).map((line) => ({ ...line, sectionItem: line.item }));
  return guarded(() => {
    const menu = eventMenuReply(lines, event);
    return {
      ...eventFields(kitchen, event),
      beoNumber: beoNumber(event.id),
      beoRevision: event.beoRevision,
      clientName: event.clientName,
      clientPhone: event.clientPhone,
      notes: event.notes,
      pricePerGuest: event.pricePerGuest,
      dietaryCounts: event.dietaryCounts,
      ...menu,
      confirmation: confirmationOfMock(event, menu.figures.foodCost),
    };
  });
}

/** The lines' section items must be the kitchen's (404 naming the line) and on complete menus (400). */
function checkMenuLines(kitchen: MockKitchen, sectionItemIds: number[], alreadyServed: Set<number>) {
  const served = servedItems(kitchen);
  const missing = sectionItemIds.flatMap((sid, i) =>
    served.has(sid)
      ? []
      : [
          {
            field: `banquetEventMenuSectionItems.${i}.menuSectionItem`,
            message: EVENT_MESSAGES.menuItemNotFound(i + 1),
          },
        ],
  );
  if (missing.length > 0) throw new MockError(404, missing[0].message, { errors: missing });
  const errors = sectionItemIds.flatMap((sid, i) => {
    const item = served.get(sid)!;
    if (alreadyServed.has(sid) || menuIsComplete(item.menu)) return [];
    const message = EVENT_MESSAGES.incompleteMenu(item.menuItem.name, item.menu.name);
    return [{ field: `banquetEventMenuSectionItems.${i}.menuSectionItem`, message }];
  });
  if (errors.length > 0) throw new MockError(400, errors[0].message, { errors });
  if (!kitchen.onlyApprovedRecipesOnEvents) return;
  // The kitchen's setting: a new line's menu item may use only approved recipes, sub-recipes included.
  const refused = sectionItemIds.flatMap((sid, i) => {
    if (alreadyServed.has(sid)) return [];
    const { menuItem } = served.get(sid)!;
    const names = [...recipesIn(menuItem.menuItemRecipes.map((l) => l.recipe))]
      .filter((r) => !r.approved)
      .map((r) => r.name);
    if (names.length === 0) return [];
    const message = EVENT_MESSAGES.unapprovedRecipe(menuItem.name, names);
    return [{ field: `banquetEventMenuSectionItems.${i}.menuSectionItem`, message }];
  });
  if (refused.length > 0) throw new MockError(400, refused[0].message, { errors: refused });
}

/** Every recipe of these and of their sub-recipes, each once. */
function recipesIn(recipes: MockRecipe[], found = new Set<MockRecipe>()): Set<MockRecipe> {
  for (const recipe of recipes) {
    if (found.has(recipe)) continue;
    found.add(recipe);
    recipesIn(
      recipe.recipeSubRecipes.map((l) => l.recipe),
      found,
    );
  }
  return found;
}

/**
 * Creates or updates an event and its menu: the version, the booking rule (a NEW event may not end
 * in the past), the menu lines (the kitchen's own, of complete menus — lines already on the event
 * stay allowed). The BEO revision goes up with every update.
 */
export function saveEvent(
  by: MockActor,
  body: TBanquetEventRequest,
  id?: number,
): { event: MockEvent; flags: TBookingFlags } {
  const { kitchen } = by;
  const before = checkSaveTarget(body, id, kitchen.events, EVENT_MESSAGES);
  const now = new Date();
  const past = bookingInPastIssues({ id, end: body.end }, now);
  if (past.length > 0) throw fieldError('end', past[0].message);
  const sectionItemIds = body.banquetEventMenuSectionItems.map((l) => l.menuSectionItem.id);
  checkMenuLines(kitchen, sectionItemIds, new Set(before?.lines.map((l) => l.sectionItemId)));
  const kept = eventFieldsOfRequest(body);
  const flags = checkRoom(
    kitchen,
    {
      id,
      title: kept.title,
      start: kept.start,
      end: kept.end,
      status: kept.status,
      guestCount: kept.guestCount,
    },
    kept.roomId,
  );
  const fields = {
    ...kept,
    guaranteeDueDate:
      body.guaranteeDueDate ?? defaultGuaranteeDueDate(body.start, kitchen.guaranteeDaysBefore),
    lines: body.banquetEventMenuSectionItems.map((l) => ({
      id: nextId('eventLine'),
      sectionItemId: l.menuSectionItem.id,
      price: l.price ?? null,
      plating: l.plating ?? null,
      prepQuantity: l.prepQuantity ?? null,
    })),
  };
  if (!before) {
    const event: MockEvent = { id: nextId('event'), ...fields, beoRevision: 1, ...created(by, now) };
    kitchen.events.set(event.id, event);
    recordActivity(by, 'event', event.id, 'created', event.title, now);
    return { event, flags };
  }
  const changes = renamed(before.title, body.title);
  // No longer Definite (nor Completed): what was confirmed is let go, as the server does.
  const keep = body.status === 'DEFINITE' || body.status === 'COMPLETED';
  Object.assign(before, fields, updated(before, by, now), {
    beoRevision: before.beoRevision + 1,
    confirmed: keep ? before.confirmed : null,
  });
  recordActivity(by, 'event', before.id, 'changed', before.title, now, changes);
  return { event: before, flags };
}

/** After a drag or a resize (spec 4): the new start and end; a stale `version` (when sent) is a 409. */
export function moveEvent(
  by: MockActor,
  id: number,
  body: TBanquetEventPatch,
): { event: MockEvent; flags: TBookingFlags } {
  if (body.id != null && body.id !== id) throw fieldError('id', EVENT_MESSAGES.idMismatch);
  const event = eventOf(by.kitchen, id);
  if (body.version != null && body.version !== event.version) throw new MockError(409, EVENT_MESSAGES.stale);
  const flags = checkRoom(
    by.kitchen,
    { ...event, start: new Date(body.start), end: new Date(body.end) },
    event.roomId,
  );
  const now = new Date();
  Object.assign(event, updated(event, by, now), {
    start: new Date(body.start),
    end: new Date(body.end),
    beoRevision: event.beoRevision + 1,
  });
  recordActivity(by, 'event', id, 'changed', event.title, now);
  return { event, flags };
}

/** The mocked `confirmation`: the cost agreed beside the cost now (core's confirmationChanges). */
function confirmationOfMock(event: MockEvent, foodCostNow: number): TBanquetEvent['confirmation'] {
  if (!event.confirmed) return null;
  const changes = confirmationChanges([], new Map(), event.confirmed.foodCost, foodCostNow);
  return {
    confirmedAt: event.confirmed.at.toISOString(),
    confirmedBy: event.confirmed.by,
    foodCost: event.confirmed.foodCost,
    currentFoodCost: foodCostNow,
    changedSinceConfirmed: changes.length > 0,
    changes,
  };
}

/** POST /api/events/{id}/confirm: Definite, the cost agreed kept, the BEO revision raised. */
export function confirmEvent(by: MockActor, id: number, version: number | undefined): MockEvent {
  const event = eventOf(by.kitchen, id);
  if (version !== undefined && version !== event.version) throw new MockError(409, EVENT_MESSAGES.stale);
  if (event.status === 'CANCELLED') throw fieldError('status', CONFIRMATION_MESSAGES.notDefiniteToConfirm);
  checkRoom(by.kitchen, { ...event, status: 'DEFINITE' }, event.roomId);
  const now = new Date();
  const foodCost = toEvent(by.kitchen, event).figures.foodCost;
  Object.assign(event, updated(event, by, now), {
    status: 'DEFINITE',
    beoRevision: event.beoRevision + 1,
    confirmed: { at: now, by: by.user.login, foodCost },
  });
  recordActivity(by, 'event', id, 'changed', event.title, now);
  return event;
}

export function deleteEvent(by: MockActor, id: number): TDeleteReply {
  const event = eventOf(by.kitchen, id);
  by.kitchen.events.delete(id);
  recordActivity(by, 'event', id, 'deleted', event.title, new Date());
  return deletedReply(event.title);
}

/** The menu items of every complete menu (spec 4: incomplete menus are not offered), by menu. */
export function menuChoices(kitchen: MockKitchen): TEventMenuChoices {
  return guarded(() =>
    [...kitchen.menus.values()]
      .filter(menuIsComplete)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((menu) => ({
        menu: { id: menu.id, name: menu.name, season: menu.season, year: menu.year },
        menuSectionItems: menu.menuSections.flatMap((section) =>
          section.menuSectionItems.map((item) => {
            const allergens = menuItemAllergens(item.menuItem);
            return {
              id: item.id,
              section: section.name,
              price: item.price,
              menuItem: {
                id: item.menuItem.id,
                name: item.menuItem.name,
                courseType: item.menuItem.courseType,
                costPerServing: menuItemCost(item.menuItem).perServing,
                allergens: allergens.allergens,
                allergensNotReviewed: allergens.notReviewed,
              },
            };
          }),
        ),
      })),
  );
}

/** The prep list (core's planner) of event menu lines: each section item with its prep quantity. */
export function preplistOf(
  kitchen: MockKitchen,
  lines: { sectionItemId: number; prepQuantity: number; plating: string | null }[],
): TPreplist {
  const served = servedItems(kitchen);
  const missing = lines.flatMap((l, i) =>
    served.has(l.sectionItemId)
      ? []
      : [
          {
            field: `banquetEventMenuSectionItems.${i}.menuSectionItem`,
            message: EVENT_MESSAGES.menuItemNotFound(i + 1),
          },
        ],
  );
  if (missing.length > 0) throw new MockError(404, missing[0].message, { errors: missing });
  return guarded(() =>
    planPreplist(
      lines.map((l) => {
        const item = served.get(l.sectionItemId)!;
        return {
          menuItem: item.menuItem,
          prepQuantity: l.prepQuantity,
          plating: l.plating,
          section: item.section,
        };
      }),
      // the kitchen's measures (its setting)
      { system: kitchen.measurementSystem },
    ),
  );
}

/** A stored event's prep list; a line without a prep quantity is prepared for every guest. */
export function eventPreplist(kitchen: MockKitchen, event: MockEvent): TPreplist {
  return preplistOf(
    kitchen,
    event.lines.map((l) => ({
      sectionItemId: l.sectionItemId,
      prepQuantity: effectivePrepQuantity(l.prepQuantity, event.guestCount) ?? 0,
      plating: l.plating,
    })),
  );
}

/** The range a calendar asks for: start after end answers 400 as the server does. */
export function checkRange(from: Date, to: Date): void {
  if (from > to)
    throw new MockError(400, MSG.startAfterEnd, {
      errors: [{ field: 'startDate', message: MSG.startAfterEnd }],
    });
}
