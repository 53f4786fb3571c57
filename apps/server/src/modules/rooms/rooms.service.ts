import { ROOM_MESSAGES, type TRoom, type TRoomRequest } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { badRequest, conflict, isStaleVersion, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../activity/record-activity.ts';
import { type RoomFields, roomsRepository } from './rooms.repository.ts';

const duplicateName = (name: string) =>
  badRequest(ROOM_MESSAGES.duplicate(name), [{ field: 'name', message: ROOM_MESSAGES.duplicate(name) }]);

/** The kitchen's banquet rooms: names unique in the kitchen; a room in use is not deleted. */
export function roomsService({ db, clock }: { db: Executor; clock: Clock }) {
  /** Runs a write; the unique index has the last word when two requests race for one name. */
  async function writing<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateName(name);
      throw err;
    }
  }
  const fieldsOf = (body: TRoomRequest): RoomFields => ({ name: body.name, capacity: body.capacity ?? null });

  return {
    list: (kitchenId: number) => roomsRepository(db).list(kitchenId),

    async get(kitchenId: number, id: number): Promise<TRoom> {
      const room = await roomsRepository(db).get(kitchenId, id);
      if (!room) throw notFound(ROOM_MESSAGES.notFound);
      return room;
    },

    create: (by: Actor, body: TRoomRequest) =>
      writing(body.name, () =>
        db.transaction(async (tx) => {
          const repo = roomsRepository(tx);
          if (await repo.findByName(by.kitchenId, body.name)) throw duplicateName(body.name);
          return repo.insert(by.kitchenId, fieldsOf(body), by.login, clock.now());
        }),
      ),

    update: (by: Actor, id: number, body: TRoomRequest) =>
      writing(body.name, () =>
        db.transaction(async (tx) => {
          const repo = roomsRepository(tx);
          const stored = await repo.getForUpdate(by.kitchenId, id);
          if (!stored) throw notFound(ROOM_MESSAGES.notFound);
          if (isStaleVersion(stored.version, body.version)) throw conflict(ROOM_MESSAGES.stale);
          if (await repo.findByName(by.kitchenId, body.name, id)) throw duplicateName(body.name);
          return repo.update(by.kitchenId, id, fieldsOf(body), by.login, clock.now());
        }),
      ),

    /** Deletes a room no event is booked in (409 naming the events); answers its name. */
    async remove(by: Actor, id: number): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const repo = roomsRepository(tx);
          const stored = await repo.getForUpdate(by.kitchenId, id);
          if (!stored) throw notFound(ROOM_MESSAGES.notFound);
          const using = await repo.eventsIn(by.kitchenId, id);
          if (using.length > 0)
            throw conflict(
              ROOM_MESSAGES.inUse(
                stored.name,
                using.map((e) => e.title),
              ),
            );
          await repo.delete(by.kitchenId, id);
          return stored.name;
        });
      } catch (err) {
        if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw conflict(ROOM_MESSAGES.inUseMeanwhile);
        throw err;
      }
    },
  };
}
