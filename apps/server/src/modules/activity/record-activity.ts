import type { TActivityChanges, TActivityEntityType } from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { activityRepository } from './activity.repository.ts';

/** Who writes: the signed-in member (request.user), or the demo seeder's user. */
export type Actor = Pick<AuthUser, 'id' | 'login' | 'kitchenId'>;

/** One line of a kitchen's activity, as a write records it. */
export type ActivityRecord = {
  entityType: TActivityEntityType;
  entityId: number;
  action: 'created' | 'changed' | 'deleted';
  /** The entity's name as it is now (a deleted one's: as it was). */
  name: string;
  /** What changed, { field: [before, after] }: what core's sentence names (a rename, a new cost). */
  changes?: TActivityChanges;
};

/** `{ name: [before, after] }` when the name changed, else nothing: the changes of a save that may rename. */
export function renamed(before: string, after: string): TActivityChanges {
  return before === after ? {} : { name: [before, after] };
}

/**
 * Records who did what, in the caller's transaction: the write and its line of activity
 * are committed together or not at all. One INSERT … SELECT whatever the number of lines (a price
 * list changes many ingredients at once); the actor's name ("Ana Lopez", else the login) comes from
 * a subselect on users in the same statement, so no extra round trip, and it is kept as written then,
 * so a member removed later still reads.
 *
 * Why calls from the services and not database triggers: a trigger does not know who is acting
 * (the app connects as one database user, so each transaction would first have to `SET LOCAL` the
 * member, one more statement per write, and a forgotten SET records nobody), it cannot tell a save
 * the member made from a row the seeder or a migration touched, and the interesting facts (the old
 * price beside the new one, the name before a rename) are already in the service's hands. The cost is
 * that a new write path must call this: every service's create/update/delete does.
 */
export async function recordActivity(
  db: Executor,
  actor: Actor,
  records: ActivityRecord | ActivityRecord[],
  at: Date,
): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  if (list.length === 0) return;
  const rows = list.map((r) => ({
    entity_type: r.entityType,
    entity_id: r.entityId,
    action: r.action,
    name: r.name,
    changes: r.changes ?? {},
  }));
  await activityRepository(db).insert(actor, rows, at);
}
