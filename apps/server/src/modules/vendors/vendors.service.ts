import {
  type TPage,
  type TVendor,
  type TVendorListQuery,
  type TVendorRequest,
  toPage,
  VENDOR_MESSAGES,
} from '@brigade/core';
import type { Db } from '../../db/client.ts';
import { searchWords } from '../../db/name-search.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity, renamed } from '../activity/record-activity.ts';
import { type VendorRow, vendorsRepository } from './vendors.repository.ts';

export function toVendor(row: VendorRow): TVendor {
  return {
    id: row.id,
    name: row.name,
    ingredientCount: row.ingredientCount,
    numberOfIngredients: row.ingredientCount,
    version: row.version,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
  };
}

const duplicateName = (name: string) =>
  badRequest(VENDOR_MESSAGES.duplicate(name), [{ field: 'name', message: VENDOR_MESSAGES.duplicate(name) }]);

/** Vendors of the caller's kitchen: list, read, create, update (rename), delete (refused while ingredients use it). */
export function vendorsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = vendorsRepository(db);

  async function get(kitchenId: number, id: number): Promise<TVendor> {
    const row = await repo.findById(kitchenId, id);
    if (!row) throw notFound(VENDOR_MESSAGES.notFound);
    return toVendor(row);
  }

  /** Runs a write; the unique index has the last word when two requests race for one name. */
  async function claimingName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateName(name);
      throw err;
    }
  }

  return {
    get,

    async list(kitchenId: number, query: TVendorListQuery): Promise<TPage<TVendor>> {
      const { page, limit, searchText } = query;
      const { rows, total } = await repo.list(
        kitchenId,
        searchWords(searchText),
        page * limit,
        limit,
        query.sort,
        query.filter,
      );
      return toPage(rows.map(toVendor), page, limit, total);
    },

    async create(by: Actor, body: TVendorRequest): Promise<TVendor> {
      const { kitchenId } = by;
      if (await repo.findByName(kitchenId, body.name)) throw duplicateName(body.name);
      const id = await claimingName(body.name, () =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const id = await vendorsRepository(tx).insert(kitchenId, body.name, by.login, now);
          const activity = {
            entityType: 'vendor',
            entityId: id,
            action: 'created',
            name: body.name,
          } as const;
          await recordActivity(tx, by, activity, now);
          return id;
        }),
      );
      return get(kitchenId, id);
    },

    /**
     * Updates a vendor (renames it: its name is the one field it has); a `version` sent must be the one
     * stored (409 when stale); without one it applies.
     */
    async update(by: Actor, id: number, body: TVendorRequest): Promise<TVendor> {
      const { kitchenId } = by;
      const version = body.version ?? null;
      const before = await repo.findById(kitchenId, id);
      if (!before) throw notFound(VENDOR_MESSAGES.notFound);
      if (await repo.findByName(kitchenId, body.name, id)) throw duplicateName(body.name);
      const written = await claimingName(body.name, () =>
        db.transaction(async (tx) => {
          const now = clock.now();
          if (!(await vendorsRepository(tx).update(kitchenId, id, body.name, version, by.login, now)))
            return false;
          const changes = renamed(before.name, body.name);
          await recordActivity(
            tx,
            by,
            { entityType: 'vendor', entityId: id, action: 'changed', name: body.name, changes },
            now,
          );
          return true;
        }),
      );
      if (!written) {
        // Deleted meanwhile, or updated since this version was read.
        if (!(await repo.findById(kitchenId, id))) throw notFound(VENDOR_MESSAGES.notFound);
        throw conflict(VENDOR_MESSAGES.stale, [{ field: 'version', message: VENDOR_MESSAGES.stale }]);
      }
      return get(kitchenId, id);
    },

    /** Deletes a vendor and answers its name, refused (409) while ingredients use it. */
    async remove(by: Actor, id: number): Promise<string> {
      const { kitchenId } = by;
      const vendor = await repo.findById(kitchenId, id);
      if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
      const refuse = (count: number) =>
        new AppError(409, VENDOR_MESSAGES.inUse(vendor.name, count), { title: VENDOR_MESSAGES.inUseTitle });
      if (vendor.ingredientCount > 0) throw refuse(vendor.ingredientCount);
      try {
        await db.transaction(async (tx) => {
          if (!(await vendorsRepository(tx).delete(kitchenId, id))) return;
          const activity = {
            entityType: 'vendor',
            entityId: id,
            action: 'deleted',
            name: vendor.name,
          } as const;
          await recordActivity(tx, by, activity, clock.now());
        });
      } catch (err) {
        // An ingredient was added in the meantime: the foreign key refuses, we say how many now.
        if (pgErrorCode(err) !== PG_FOREIGN_KEY_VIOLATION) throw err;
        throw refuse((await repo.findById(kitchenId, id))?.ingredientCount ?? 1);
      }
      return vendor.name;
    },
  };
}

export type VendorsService = ReturnType<typeof vendorsService>;
