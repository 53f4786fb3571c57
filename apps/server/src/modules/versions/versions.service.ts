import { type TVersionedEntityType, type TVersionListItem, VERSION_MESSAGES } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { inSnapshot } from '../../db/read-snapshot.ts';
import { notFound } from '../../errors/app-error.ts';
import { type VersionKey, versionsRepository } from './versions.repository.ts';

/** How a versioned entity is told apart: its type, and the text of its own 404. */
export type VersionedEntity = { entityType: TVersionedEntityType; notFound: string };

/** Reads the versions kept of a recipe, menu item, menu or event; restoring is the entity's own save. */
export function versionsService({ db }: { db: Executor }) {
  /** Newest first; an entity the kitchen does not have answers its own 404. */
  async function list(
    kitchenId: number,
    entity: VersionedEntity,
    entityId: number,
  ): Promise<TVersionListItem[]> {
    const key: VersionKey = { kitchenId, entityType: entity.entityType, entityId };
    return inSnapshot(db, async (tx) => {
      const repo = versionsRepository(tx);
      const found = await repo.list(key);
      // An entity saved before versions were kept has none yet: an empty history, not a 404.
      if (found.length === 0 && !(await repo.entityExists(key))) throw notFound(entity.notFound);
      return found;
    });
  }

  /** One version with the whole entity as it was saved: one statement. */
  async function get(kitchenId: number, entity: VersionedEntity, entityId: number, n: number) {
    const version = await versionsRepository(db).get(
      { kitchenId, entityType: entity.entityType, entityId },
      n,
    );
    if (!version) throw notFound(VERSION_MESSAGES.notFound);
    return version;
  }

  return { list, get };
}
