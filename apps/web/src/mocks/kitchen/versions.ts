import { type TVersionedEntityType, VERSION_MESSAGES, versionChanges } from '@brigade/core';
import { notFound } from '../mock-error';
import type { MockActor, MockKitchen, MockVersion } from './model';
import { displayName } from './store';

const keyOf = (type: TVersionedEntityType, id: number) => `${type}:${id}`;

/** Keeps a version of what a save answered, as the server's recordVersion: core's diff with the one before. */
export function keepVersion<T extends { id: number }>(
  by: MockActor,
  type: TVersionedEntityType,
  entity: T,
): T {
  const { kitchen } = by;
  const key = keyOf(type, entity.id);
  const kept = kitchen.versions.get(key) ?? [];
  const previous = kept.at(-1);
  const {
    conflicts: _c,
    warnings: _w,
    ...content
  } = entity as T & { conflicts?: unknown; warnings?: unknown };
  kept.push({
    n: (previous?.n ?? 0) + 1,
    at: new Date().toISOString(),
    by: displayName(by.user),
    changes: versionChanges(type, previous?.content, content),
    content,
  });
  // The kitchen's retention: the oldest go first.
  kitchen.versions.set(key, kept.slice(-kitchen.versionsToKeep));
  return entity;
}

/** Newest first, without content. */
export function listVersions(kitchen: MockKitchen, type: TVersionedEntityType, id: number) {
  return [...(kitchen.versions.get(keyOf(type, id)) ?? [])].reverse().map(({ content: _, ...row }) => row);
}

export function versionOf(
  kitchen: MockKitchen,
  type: TVersionedEntityType,
  id: number,
  n: number,
): MockVersion {
  const found = kitchen.versions.get(keyOf(type, id))?.find((v) => v.n === n);
  if (!found) throw notFound(VERSION_MESSAGES.notFound);
  return found;
}
