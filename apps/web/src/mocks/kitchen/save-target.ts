import { conflict, fieldError, notFound } from '../mock-error';
import type { Stamp } from './model';

type Messages = { notFound: string; stale: string; idOnCreate?: string; idMismatch?: string };

/**
 * The id and version rules of a save, as the server's checkSaveTarget and version check: a new
 * entity carries no id, an update's body names no other id, the entity exists (404), and a `version`
 * sent must be the stored one (409 when someone saved since). Spec 7: an update without a version
 * applies. Answers the stored entity of an update.
 */
export function checkSaveTarget<T extends Stamp>(
  body: { id?: number | null; version?: number | null },
  id: number | undefined,
  stored: Map<number, T>,
  messages: Messages,
): T | undefined {
  if (id === undefined && body.id != null && messages.idOnCreate) throw fieldError('id', messages.idOnCreate);
  if (id !== undefined && body.id != null && body.id !== id && messages.idMismatch)
    throw fieldError('id', messages.idMismatch);
  if (id === undefined) return undefined;
  const before = stored.get(id);
  if (!before) throw notFound(messages.notFound);
  if (body.version != null && body.version !== before.version)
    throw conflict(messages.stale, [{ field: 'version', message: messages.stale }]);
  return before;
}
