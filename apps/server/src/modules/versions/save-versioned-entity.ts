import type { TVersionedEntityType } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import {
  type AppError,
  checkSaveTarget,
  conflict,
  isStaleVersion,
  notFound,
} from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Actor, recordActivity, renamed } from '../activity/record-activity.ts';
import { recordVersion } from './record-version.ts';

/** The SQL a save needs of the entity's repository (recipes, menu items, menus, events). */
export type VersionedRows<Stored, Fields, Row> = {
  /** The stored version (and what the save compares), locking the row until the transaction ends. */
  storedForUpdate(kitchenId: number, id: number): Promise<Stored | undefined>;
  insert(kitchenId: number, fields: Fields, by: string, now: Date): Promise<Row>;
  /** Writes the fields and bumps the version. */
  update(kitchenId: number, id: number, fields: Fields, by: string, now: Date): Promise<Row>;
};

/** The entity's words for each refusal of a save. */
export type SaveMessages = {
  idOnCreate: string;
  idMismatch: string;
  notFound: string;
  stale: string;
  /** A row the save points at was deleted between its check and the write (a foreign key refused). */
  changedMeanwhile: string;
};

/** What one kind of entity brings to the save; the steps run in the order written here. */
export type VersionedEntity<Stored, Fields, Row, Prepared, Reply> = {
  entityType: TVersionedEntityType;
  messages: SaveMessages;
  rows: (tx: Executor) => VersionedRows<Stored, Fields, Row>;
  /** The name the activity records, of the stored entity and of the row written. */
  nameOf: (entity: Stored | Row) => string;
  /** Taken first, before the stored row is read (recipes: the kitchen's recipe saves take turns). */
  lock?: (tx: Executor) => Promise<void>;
  /**
   * After the version check: the references (another kitchen's, or a missing one: 404 naming the
   * line) and the entity's own rules, then the row's fields and whatever the lines need.
   */
  prepare: (tx: Executor, context: { stored: Stored | undefined; now: Date }) => Promise<Prepared>;
  /** After the row and its activity: the lines, replaced; answers the entity as the reply carries it. */
  replaceLines: (tx: Executor, row: Row, prepared: Prepared) => Promise<Reply>;
  /** The answer when a unique index refuses the write (two lines of one thing); else it is an error. */
  onDuplicate?: () => AppError;
};

/**
 * Creates (`id` undefined) or updates a versioned entity, all in one transaction and always in this
 * order: the id rules of the body; the lock; the stored row, locked (another kitchen's or a missing
 * one: 404) and its version (a stale one sent: 409); the entity's checks and fields; the row, inserted
 * or updated; its line of activity (created, or changed with a rename); its lines; a version of what
 * the reply answers. Any refusal leaves the stored entity as it was. A foreign key refusing the write
 * (a referenced row deleted meanwhile) answers 409 with the entity's `changedMeanwhile`.
 */
export async function saveVersionedEntity<
  Stored extends { version: number },
  Fields,
  Row extends { id: number },
  Prepared extends { fields: Fields },
  Reply extends { id: number },
>(
  deps: { db: Executor; clock: Clock },
  by: Actor,
  body: { id?: number | null; version?: number | null },
  id: number | undefined,
  entity: VersionedEntity<Stored, Fields, Row, Prepared, Reply>,
): Promise<Reply> {
  const { kitchenId } = by;
  const { messages } = entity;
  checkSaveTarget(body, id, messages);
  try {
    return await deps.db.transaction(async (tx) => {
      const rows = entity.rows(tx);
      await entity.lock?.(tx);
      const stored = id === undefined ? undefined : await rows.storedForUpdate(kitchenId, id);
      if (id !== undefined) {
        if (stored === undefined) throw notFound(messages.notFound);
        if (isStaleVersion(stored.version, body.version))
          throw conflict(messages.stale, [{ field: 'version', message: messages.stale }]);
      }
      const now = deps.clock.now();
      const prepared = await entity.prepare(tx, { stored, now });
      const row =
        id === undefined
          ? await rows.insert(kitchenId, prepared.fields, by.login, now)
          : await rows.update(kitchenId, id, prepared.fields, by.login, now);
      const name = entity.nameOf(row);
      await recordActivity(
        tx,
        by,
        stored === undefined
          ? { entityType: entity.entityType, entityId: row.id, action: 'created', name }
          : {
              entityType: entity.entityType,
              entityId: row.id,
              action: 'changed',
              name,
              changes: renamed(entity.nameOf(stored), name),
            },
        now,
      );
      const reply = await entity.replaceLines(tx, row, prepared);
      return recordVersion(tx, by, entity.entityType, reply, now);
    });
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_FOREIGN_KEY_VIOLATION) throw conflict(messages.changedMeanwhile);
    if (code === PG_UNIQUE_VIOLATION && entity.onDuplicate) throw entity.onDuplicate();
    throw err;
  }
}
