import { type TVersionedEntityType, versionChanges } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../activity/record-activity.ts';
import { versionsRepository } from './versions.repository.ts';

/** What a save reply carries that is about the request, not the entity (an event's room conflicts). */
const REPLY_ONLY = ['conflicts', 'warnings'];

/**
 * Keeps a version of what a save just wrote, in the save's transaction (saveVersionedEntity, the one
 * save path of recipes, menu items, menus and events, calls this last, with the entity as its reply
 * answers it; so do a recipe's approval and an event's move and confirmation): the whole
 * entity, who and when, and what changed since the version before (core's versionChanges). Two
 * statements: the newest version kept, then the insert that also drops versions past the kitchen's
 * retention. Concurrent saves of one entity are serialized by the save's row lock, so `n` is unique
 * (and the unique index would refuse a duplicate). Answers the entity, so a save can end with
 * `return recordVersion(…)`.
 */
export async function recordVersion<T extends { id: number }>(
  tx: Executor,
  actor: Actor,
  entityType: TVersionedEntityType,
  entity: T,
  at: Date,
): Promise<T> {
  const key = { kitchenId: actor.kitchenId, entityType, entityId: entity.id };
  const repo = versionsRepository(tx);
  const content = Object.fromEntries(Object.entries(entity).filter(([k]) => !REPLY_ONLY.includes(k)));
  const previous = await repo.latest(key);
  const changes = versionChanges(
    entityType,
    previous?.content as Record<string, unknown> | undefined,
    content,
  );
  await repo.insert(key, actor, (previous?.n ?? 0) + 1, at, content, changes);
  return entity;
}
