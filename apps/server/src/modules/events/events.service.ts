import {
  bookingFlags,
  bookingInPastIssues,
  CONFIRMATION_MESSAGES,
  capacityWarnings,
  defaultGuaranteeDueDate,
  EVENT_MESSAGES,
  effectivePrepQuantity,
  eventFieldsOfRequest,
  isGuaranteeDue,
  MSG,
  menuCompleteness,
  menuItemAllergens,
  menuItemCost,
  planPreplist,
  roomConflicts,
  type TBanquetEvent,
  type TBanquetEventListItem,
  type TBanquetEventPatch,
  type TBanquetEventRequest,
  type TBookingFlags,
  type TEventMenuChoices,
  type TEventStatus,
  type TMeasurementSystem,
  type TPreplist,
  type TPreplistRequest,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  isStaleVersion,
  notFound,
} from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { REMEMBERED_REPLIES, replyMemo } from '../../lib/reply-memo.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { kitchenSettingsRepository } from '../kitchen-settings/kitchen-settings.repository.ts';
import { assembleEvents, assembleSectionItems, type LoadedSectionItem } from '../trees/event-tree.ts';
import { kitchenTreeRepository } from '../trees/kitchen-tree.repository.ts';
import { assembleMenus } from '../trees/menu-tree.ts';
import { recordVersion } from '../versions/record-version.ts';
import { saveVersionedEntity } from '../versions/save-versioned-entity.ts';
import { checkApprovedRecipes } from './approved-recipes.ts';
import { toEventListItem, toEventResponse } from './event-response.ts';
import { type EventFields, eventsRepository } from './events.repository.ts';
import { listFoodCosts, loadListMenus } from './list-food-costs.ts';
import { confirmationOf, pinMenu, releasePinnedMenu } from './pin-menu.ts';

export { EVENT_MESSAGES };

export type EventsServiceDeps = { db: Executor; clock: Clock };

/** Banquet events (spec 3, 4, 7): the calendar, the BEO, the menu choices and prep lists. */
export function eventsService({ db, clock }: EventsServiceDeps) {
  /** GET /api/events' replies, by kitchen and range: the same calendar read twice is costed once. */
  const listReplies = replyMemo<TBanquetEventListItem[]>(REMEMBERED_REPLIES);

  /** One event, read inside `tx` (a save answers what it wrote). */
  async function load(tx: Executor, kitchenId: number, id: number): Promise<TBanquetEvent> {
    const rows = await kitchenTreeRepository(tx).loadEvents(kitchenId, [id]);
    const event = assembleEvents(rows).get(id);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const found =
      event.row.roomId === null ? undefined : await eventsRepository(tx).room(kitchenId, event.row.roomId);
    const room = found ? { id: found.id, name: found.name } : null;
    const answered = toEventResponse(event, room);
    if (event.row.pinnedMenuId === null) return { ...answered, confirmation: null };
    // A confirmed event answers what was agreed (its pinned trees), and beside it what moved since.
    const live = toEventResponse(assembleEvents(rows, { live: true }).get(id)!, room);
    return {
      ...answered,
      confirmation: await confirmationOf(tx, kitchenId, rows, answered, live.figures.foodCost),
    };
  }

  /**
   * The room rules of a booking (core's roomConflicts): a definite event overlapping another definite
   * one in its room is refused (409 naming it); other overlaps are booked and answered as
   * `conflicts`, more guests than the room seats as `warnings`.
   */
  async function checkRoom(
    tx: Executor,
    kitchenId: number,
    event: { id?: number; title: string; start: Date; end: Date; status: TEventStatus; guestCount: number },
    roomId: number | null,
  ): Promise<TBookingFlags> {
    if (roomId === null) return {};
    const repo = eventsRepository(tx);
    const room = await repo.room(kitchenId, roomId);
    if (!room)
      throw new AppError(404, EVENT_MESSAGES.roomNotFound, {
        errors: [{ field: 'room', message: EVENT_MESSAGES.roomNotFound }],
      });
    const others = await repo.bookedInRoom(kitchenId, roomId, event.start, event.end, event.id);
    const { doubleBooked, conflicts } = roomConflicts({ ...event, id: event.id ?? 0 }, others);
    if (doubleBooked) {
      const message = EVENT_MESSAGES.doubleBooked(room.name, doubleBooked);
      throw conflict(message, [{ field: 'room', message }]);
    }
    return bookingFlags(conflicts, capacityWarnings(event.guestCount, room));
  }

  async function list(
    kitchenId: number,
    query: { startDate: string; endDate: string },
  ): Promise<TBanquetEventListItem[]> {
    const from = new Date(query.startDate);
    const to = new Date(query.endDate);
    if (from > to) throw badRequest(MSG.startAfterEnd, [{ field: 'startDate', message: MSG.startAfterEnd }]);
    const read = await inSnapshot(db, async (tx) => {
      const rows = await eventsRepository(tx).range(kitchenId, from, to);
      return { rows, menus: await loadListMenus(tx, kitchenId, rows) };
    });
    // The clock's one part in the reply, worked out first so the remembered reply can depend on it.
    const now = clock.now();
    const due = read.rows.map((row) => isGuaranteeDue(row, now));
    return listReplies.reply(`${kitchenId}:${query.startDate}:${query.endDate}`, { ...read, due }, () => {
      const foodCosts = listFoodCosts(read.menus);
      return read.rows.map((row, i) => toEventListItem(row, foodCosts.get(row.id) ?? 0, due[i]));
    });
  }

  const get = (kitchenId: number, id: number) => inSnapshot(db, (tx) => load(tx, kitchenId, id));

  /**
   * Creates or updates an event and its menu through the one save path (saveVersionedEntity): the
   * booking rules (a NEW event may not end in the past), the menu lines (the kitchen's own section
   * items, of complete menus — lines already on the event stay allowed if their menu has become
   * incomplete), the room, then the row and every line. The BEO revision goes up with every update.
   */
  async function save(by: Actor, body: TBanquetEventRequest, id?: number): Promise<TBanquetEvent> {
    const { kitchenId } = by;
    const sectionItemIds = body.banquetEventMenuSectionItems.map((l) => l.menuSectionItem.id);
    return saveVersionedEntity({ db, clock }, by, body, id, {
      entityType: 'event',
      messages: EVENT_MESSAGES,
      rows: eventsRepository,
      nameOf: (event) => event.title,
      async prepare(tx, { stored, now }) {
        const past = bookingInPastIssues({ id, end: body.end }, now);
        if (past.length > 0) throw fieldError('end', past[0].message);
        let alreadyServed = new Set<number>();
        if (id !== undefined) {
          const event = assembleEvents(await kitchenTreeRepository(tx).loadEvents(kitchenId, [id])).get(id)!;
          alreadyServed = new Set(event.lines.map((l) => l.sectionItem.id));
        }
        await checkMenuLines(tx, kitchenId, sectionItemIds, alreadyServed);
        const { start, end, ...kept } = eventFieldsOfRequest(body);
        const flags = await checkRoom(
          tx,
          kitchenId,
          { id, title: kept.title, start, end, status: kept.status, guestCount: kept.guestCount },
          kept.roomId,
        );
        // Becoming Definite confirms the event: it pins its menu's trees and versions (pin-menu.ts);
        // no longer Definite (nor Completed), it lets them go.
        const confirming = body.status === 'DEFINITE' && stored?.status !== 'DEFINITE';
        const pin: Partial<EventFields> = confirming
          ? {
              pinnedMenuId: await pinMenu(tx, kitchenId, sectionItemIds),
              confirmedAt: now,
              confirmedBy: by.login,
            }
          : body.status === 'DEFINITE' || body.status === 'COMPLETED'
            ? {}
            : { pinnedMenuId: null, confirmedAt: null, confirmedBy: null };
        const fields: EventFields = {
          ...pin,
          ...kept,
          startAt: start,
          endAt: end,
          // Not sent: the kitchen's days before the event (its settings).
          guaranteeDueDate:
            body.guaranteeDueDate ??
            defaultGuaranteeDueDate(
              body.start,
              (await kitchenSettingsRepository(tx).get(kitchenId)).guaranteeDaysBefore,
            ),
        };
        return { fields, flags, pin, stored };
      },
      async replaceLines(tx, row, { flags, pin, stored }) {
        // The menu pinned before lets go once the row points at the new one (or at none).
        if (pin.pinnedMenuId !== undefined && pin.pinnedMenuId !== stored?.pinnedMenuId)
          await releasePinnedMenu(tx, kitchenId, stored?.pinnedMenuId);
        await eventsRepository(tx).replaceItems(
          kitchenId,
          row.id,
          body.banquetEventMenuSectionItems.map((l) => ({
            menuSectionItemId: l.menuSectionItem.id,
            price: l.price ?? null,
            plating: l.plating ?? null,
            prepQuantity: l.prepQuantity ?? null,
          })),
          id !== undefined,
        );
        // The reply also carries the booking's room conflicts and warnings; its version keeps the event only.
        return { ...(await load(tx, kitchenId, row.id)), ...flags };
      },
    });
  }

  /** The lines' section items must be the kitchen's (404 naming the line) and on complete menus (400). */
  async function checkMenuLines(
    tx: Executor,
    kitchenId: number,
    sectionItemIds: number[],
    allowed: Set<number>,
  ) {
    const trees = kitchenTreeRepository(tx);
    const menuOf = await eventsRepository(tx).menusOfSectionItems(kitchenId, sectionItemIds);
    const missing = sectionItemIds.flatMap((sid, i) =>
      menuOf.has(sid)
        ? []
        : [
            {
              field: `banquetEventMenuSectionItems.${i}.menuSectionItem`,
              message: EVENT_MESSAGES.menuItemNotFound(i + 1),
            },
          ],
    );
    if (missing.length > 0) throw new AppError(404, missing[0].message, { errors: missing });
    const newIds = sectionItemIds.filter((sid) => !allowed.has(sid));
    if (newIds.length === 0) return;
    const loaded = assembleMenus(
      await trees.loadMenus(kitchenId, [...new Set(newIds.map((sid) => menuOf.get(sid)!))]),
    );
    const errors = sectionItemIds.flatMap((sid, i) => {
      if (allowed.has(sid)) return [];
      const menu = loaded.menus.get(menuOf.get(sid)!)!;
      if (menuCompleteness(menu).complete) return [];
      const item = menu.menuSections.flatMap((s) => s.menuSectionItems).find((x) => x.id === sid);
      const message = EVENT_MESSAGES.incompleteMenu(item?.menuItem.name ?? 'This menu item', menu.name);
      return [{ field: `banquetEventMenuSectionItems.${i}.menuSectionItem`, message }];
    });
    if (errors.length > 0) throw badRequest(errors[0].message, errors);
    const itemOf = (sid: number) =>
      loaded.menus
        .get(menuOf.get(sid)!)!
        .menuSections.flatMap((s) => s.menuSectionItems)
        .find((x) => x.id === sid)!.menuItem;
    await checkApprovedRecipes(
      tx,
      kitchenId,
      sectionItemIds.flatMap((sid, i) => (allowed.has(sid) ? [] : [{ i, item: itemOf(sid) }])),
    );
  }

  /** After a drag or a resize (spec 4): the new start and end; a stale `version` (when sent) is a 409. */
  async function patch(by: Actor, id: number, body: TBanquetEventPatch): Promise<TBanquetEvent> {
    const { kitchenId } = by;
    if (body.id != null && body.id !== id) throw fieldError('id', EVENT_MESSAGES.idMismatch);
    return db.transaction(async (tx) => {
      const repo = eventsRepository(tx);
      const stored = await repo.storedForUpdate(kitchenId, id);
      if (stored === undefined) throw notFound(EVENT_MESSAGES.notFound);
      if (isStaleVersion(stored.version, body.version)) throw conflict(EVENT_MESSAGES.stale);
      const flags = await checkRoom(
        tx,
        kitchenId,
        { ...stored, id, start: new Date(body.start), end: new Date(body.end) },
        stored.roomId,
      );
      const now = clock.now();
      await repo.update(
        kitchenId,
        id,
        { startAt: new Date(body.start), endAt: new Date(body.end) },
        by.login,
        now,
      );
      await recordActivity(
        tx,
        by,
        { entityType: 'event', entityId: id, action: 'changed', name: stored.title },
        now,
      );
      return { ...(await recordVersion(tx, by, 'event', await load(tx, kitchenId, id), now)), ...flags };
    });
  }

  /**
   * POST /api/events/{id}/confirm: makes the event Definite and pins what its menu is now (the trees
   * and the versions of its menu items and recipes), in one transaction with the version check and the
   * room rule; confirming again takes the new versions. An update: the BEO revision goes up.
   */
  async function confirm(by: Actor, id: number, version: number | undefined): Promise<TBanquetEvent> {
    const { kitchenId } = by;
    return db.transaction(async (tx) => {
      const repo = eventsRepository(tx);
      const stored = await repo.storedForUpdate(kitchenId, id);
      if (stored === undefined) throw notFound(EVENT_MESSAGES.notFound);
      if (isStaleVersion(stored.version, version))
        throw conflict(EVENT_MESSAGES.stale, [{ field: 'version', message: EVENT_MESSAGES.stale }]);
      if (stored.status === 'CANCELLED')
        throw fieldError('status', CONFIRMATION_MESSAGES.notDefiniteToConfirm);
      const rows = await kitchenTreeRepository(tx).loadEvents(kitchenId, [id]);
      const row = rows.events[0];
      const flags = await checkRoom(
        tx,
        kitchenId,
        { ...stored, id, start: row.startAt, end: row.endAt, status: 'DEFINITE' },
        stored.roomId,
      );
      const now = clock.now();
      const pinnedMenuId = await pinMenu(
        tx,
        kitchenId,
        rows.lines.map((l) => l.menuSectionItemId),
      );
      await repo.update(
        kitchenId,
        id,
        { status: 'DEFINITE', pinnedMenuId, confirmedAt: now, confirmedBy: by.login },
        by.login,
        now,
      );
      if (stored.pinnedMenuId !== pinnedMenuId) await releasePinnedMenu(tx, kitchenId, stored.pinnedMenuId);
      await recordActivity(
        tx,
        by,
        {
          entityType: 'event',
          entityId: id,
          action: 'changed',
          name: stored.title,
          changes: stored.status === 'DEFINITE' ? {} : { status: [stored.status, 'DEFINITE'] },
        },
        now,
      );
      return { ...(await recordVersion(tx, by, 'event', await load(tx, kitchenId, id), now)), ...flags };
    });
  }

  /** Deletes an event with its menu lines and answers its title. */
  async function remove(by: Actor, id: number): Promise<string> {
    return db.transaction(async (tx) => {
      const deleted = await eventsRepository(tx).delete(by.kitchenId, id);
      if (deleted === undefined) throw notFound(EVENT_MESSAGES.notFound);
      const { title } = deleted;
      await releasePinnedMenu(tx, by.kitchenId, deleted.pinnedMenuId);
      await recordActivity(
        tx,
        by,
        { entityType: 'event', entityId: id, action: 'deleted', name: title },
        clock.now(),
      );
      return title;
    });
  }

  /** The menu items of every complete menu (spec 4: incomplete menus are not offered), by menu. */
  async function menuChoices(kitchenId: number): Promise<TEventMenuChoices> {
    const loaded = await inSnapshot(db, async (tx) => {
      const trees = kitchenTreeRepository(tx);
      return assembleMenus(await trees.loadMenus(kitchenId, await trees.menuIds(kitchenId)));
    });
    return [...loaded.menus.values()]
      .filter((menu) => menuCompleteness(menu).complete)
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
      }));
  }

  /** POST /api/preplist: the prep list of an event menu as posted (spec 4, 7). */
  async function preplist(kitchenId: number, body: TPreplistRequest): Promise<TPreplist> {
    const ids = body.banquetEventMenuSectionItems.map((l) => l.menuSectionItem.id);
    const items = await inSnapshot(db, async (tx) =>
      assembleSectionItems(await kitchenTreeRepository(tx).loadSectionItems(kitchenId, ids)),
    );
    const missing = ids.flatMap((sid, i) =>
      items.has(sid)
        ? []
        : [
            {
              field: `banquetEventMenuSectionItems.${i}.menuSectionItem`,
              message: EVENT_MESSAGES.menuItemNotFound(i + 1),
            },
          ],
    );
    if (missing.length > 0) throw new AppError(404, missing[0].message, { errors: missing });
    return plan(
      await measuresOf(kitchenId),
      body.banquetEventMenuSectionItems.map((l) => ({
        sectionItem: items.get(l.menuSectionItem.id)!,
        prepQuantity: l.prepQuantity,
        plating: l.plating,
      })),
    );
  }

  /** The kitchen's measures (its setting): the prep list's quantities are shown in them. */
  async function measuresOf(kitchenId: number): Promise<TMeasurementSystem> {
    return (await kitchenSettingsRepository(db).get(kitchenId)).measurementSystem;
  }

  /** The prep list of a stored event; a line without a prep quantity is prepared for every guest. */
  async function eventPreplist(kitchenId: number, id: number): Promise<TPreplist> {
    const event = await inSnapshot(db, async (tx) =>
      assembleEvents(await kitchenTreeRepository(tx).loadEvents(kitchenId, [id])).get(id),
    );
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    return plan(
      await measuresOf(kitchenId),
      event.lines.map((l) => ({
        sectionItem: l.sectionItem,
        prepQuantity: effectivePrepQuantity(l.prepQuantity, event.row.guestCount) ?? 0,
        plating: l.plating,
      })),
    );
  }

  return { list, get, save, patch, confirm, remove, menuChoices, preplist, eventPreplist };
}

function plan(
  system: TMeasurementSystem,
  lines: { sectionItem: LoadedSectionItem; prepQuantity: number; plating: string | null }[],
): TPreplist {
  return planPreplist(
    lines.map((l) => ({
      menuItem: l.sectionItem.menuItem,
      prepQuantity: l.prepQuantity,
      plating: l.plating,
      section: l.sectionItem.section,
    })),
    { system },
  );
}
