import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Puts the server's field errors (`errors: [{ field, message }]`) under the matching form fields.
 * `rename` maps API field names to form field names (e.g. { login: 'email' }).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  rename: Record<string, Path<T>> = {},
): void {
  if (!isApiError(error)) return;
  for (const { field, message } of error.errors) {
    const name = rename[field] ?? (fields.includes(field as Path<T>) ? (field as Path<T>) : undefined);
    if (name) setError(name, { type: 'server', message });
  }
}
