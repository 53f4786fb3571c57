import { z } from 'zod';
import { MSG } from '../messages.ts';

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

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. None is part of text a
 * person typed, and PostgreSQL refuses NUL outright (which once answered 500 on every text field).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/**
 * A string from a request: any text, minus control characters (400 with MSG.controlCharacters).
 * Every text field of a request schema starts from this instead of `z.string()`.
 */
export function zText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((s) => !hasControlCharacters(s), { error: MSG.controlCharacters, abort: true });
}

/** A required text field: trimmed, and "blank" answers with the given spec message. */
export function requiredText(message: string, max = 255) {
  return zText({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });
}

/** An optional text field: blank becomes null so the database never stores "   ". */
export function optionalText(max = 10_000) {
  return zText()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined || v === null || v.length === 0 ? null : v));
}

/** Smallest positive value the spec accepts where it says "greater than 0" (spec 9). */
export const MIN_POSITIVE = 1e-8;
