import { z } from 'zod';

/**
 * Spec 5 "blank test": a value is missing when it is null, an empty or whitespace-only string,
 * or an empty collection. Numbers only need to be present.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  return false;
}

/** A required text field: trimmed, and "blank" answers with the given spec message. */
export function requiredText(message: string, max = 255) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });
}

/** An optional text field: blank becomes null so the database never stores "   ". */
export function optionalText(max = 10_000) {
  return z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined || v === null || v.length === 0 ? null : v));
}

/** Smallest positive value the spec accepts where it says "greater than 0" (spec 9). */
export const MIN_POSITIVE = 1e-8;
