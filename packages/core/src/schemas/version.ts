import { z } from 'zod';
import { VERSION_MESSAGES } from '../messages/versions.ts';
import { zIdText } from './fields.ts';

/** What changed in a save (versions/version-changes.ts), as stored and answered. */
export const ZVersionChanges = z.object({
  first: z.boolean(),
  fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  quantities: z.array(
    z.object({ line: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
  cost: z.object({ before: z.number().nullable(), after: z.number().nullable() }).nullable(),
});

/** A row of GET /api/{recipes|menuItems|menus|events}/{id}/versions: newest first. */
export const ZVersionListItem = z.object({
  /** 1, 2, 3…: the entity's saves in order (numbers stay when old versions are dropped). */
  n: z.number().int(),
  at: z.string(),
  /** Who saved it, as their name was then. */
  by: z.string(),
  changes: ZVersionChanges,
});
export type TVersionListItem = z.infer<typeof ZVersionListItem>;

/** GET …/versions/{n}: the version with the whole entity as the API answered it when it was saved. */
export const ZEntityVersion = <S extends z.ZodType>(content: S) => ZVersionListItem.extend({ content });

/** Path parameters of …/versions/{n}. */
export const ZVersionParams = z.object({ id: zIdText(), n: zIdText(VERSION_MESSAGES.numberInvalid) });

/**
 * POST …/versions/{n}/restore: the entity's `version` as the client read it (a stale one answers 409,
 * like any save); left out (or no body at all), the restore applies.
 */
export const ZRestoreVersionRequest = z.preprocess(
  (v) => v ?? {},
  z.strictObject({ version: z.number().int().min(0).optional() }),
);
