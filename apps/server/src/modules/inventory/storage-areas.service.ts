import { INVENTORY_MESSAGES as M, type TStorageArea, type TStorageAreaRequest } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { badRequest, conflict, isStaleVersion, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../activity/record-activity.ts';
import { storageAreasRepository } from './storage-areas.repository.ts';

const duplicateName = (name: string) =>
  badRequest(M.areaDuplicate(name), [{ field: 'name', message: M.areaDuplicate(name) }]);

/** Storage areas: names unique in the kitchen, a walking order, kept while they have counts. */
export function storageAreasService({ db, clock }: { db: Executor; clock: Clock }) {
  async function writing<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateName(name);
      throw err;
    }
  }
  return {
    list: (kitchenId: number) => storageAreasRepository(db).list(kitchenId),

    /** A new area walks last. */
    create: (by: Actor, body: TStorageAreaRequest) =>
      writing(body.name, () =>
        db.transaction(async (tx) => {
          const repo = storageAreasRepository(tx);
          const all = await repo.listForUpdate(by.kitchenId);
          if (await repo.findByName(by.kitchenId, body.name)) throw duplicateName(body.name);
          const last = all.reduce((max, a) => Math.max(max, a.position), 0);
          return repo.insert(by.kitchenId, body.name, last + 1, by.login, clock.now());
        }),
      ),

    update: (by: Actor, id: number, body: TStorageAreaRequest) =>
      writing(body.name, () =>
        db.transaction(async (tx) => {
          const repo = storageAreasRepository(tx);
          const stored = await repo.getForUpdate(by.kitchenId, id);
          if (!stored) throw notFound(M.areaNotFound);
          if (isStaleVersion(stored.version, body.version)) throw conflict(M.areaStale);
          if (await repo.findByName(by.kitchenId, body.name, id)) throw duplicateName(body.name);
          return repo.update(by.kitchenId, id, body.name, by.login, clock.now());
        }),
      ),

    /** The walking order: every area's id once, positions 1…n in that order (400 otherwise, nothing moves). */
    reorder: (by: Actor, ids: number[]): Promise<TStorageArea[]> =>
      db.transaction(async (tx) => {
        const repo = storageAreasRepository(tx);
        const all = await repo.listForUpdate(by.kitchenId);
        const known = new Set(all.map((a) => a.id));
        if (
          ids.length !== all.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !known.has(id))
        ) {
          throw badRequest(M.reorderMismatch, [{ field: 'ids', message: M.reorderMismatch }]);
        }
        for (const [index, id] of ids.entries()) await repo.setPosition(by.kitchenId, id, index + 1);
        return repo.list(by.kitchenId);
      }),

    /** Deletes an area with no counts (409: its counts are the stock history); answers its name. */
    async remove(by: Actor, id: number): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const repo = storageAreasRepository(tx);
          const stored = await repo.getForUpdate(by.kitchenId, id);
          if (!stored) throw notFound(M.areaNotFound);
          if (await repo.hasCounts(by.kitchenId, id)) throw conflict(M.areaInUse(stored.name));
          await repo.delete(by.kitchenId, id);
          return stored.name;
        });
      } catch (err) {
        if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw conflict(M.areaInUse(''));
        throw err;
      }
    },
  };
}
