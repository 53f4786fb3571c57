import type { TImportRowError } from '@brigade/core';
import { isApiError } from '../../lib/api';

/** A refused import's row errors ("rows.3.cost") as the preview shows them. */
export function rowErrors(error: unknown): TImportRowError[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap((e) => {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(e.field ?? '');
    return m ? [{ row: Number(m[1]), field: m[2], message: e.message }] : [];
  });
}
