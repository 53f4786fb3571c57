import { z } from 'zod';
import type { TIssue } from '../completeness/issues.ts';
import { parseUnit, UNIT_LABELS } from '../enums/units.ts';
import { MSG } from '../messages.ts';

/**
 * Field builders shared by the entity schemas. Two levels (see README "Save minimum vs complete"):
 * the *draft* shape only checks types (numbers ≥ 0, known units and labels); the save minimum and the
 * completeness rules are added with `withIssues` from the rule functions in src/completeness.
 */

/** '' and whitespace become null; a numeric string becomes its number (form inputs send text). */
function numberish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : value;
}

function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * The largest quantity, cost or count accepted. Far above any kitchen's figures, and low enough that
 * scaling and nutrition through nested sub-recipes can never overflow to Infinity.
 */
export const MAX_QUANTITY = 1_000_000_000;

/** A non-negative number (spec 5: number inputs have a minimum of 0); null or absent is allowed. */
export function zQuantity() {
  return z
    .preprocess(
      numberish,
      z
        .number({ error: MSG.notANumber })
        .min(0, { error: MSG.notNegative })
        .max(MAX_QUANTITY, { error: MSG.tooLarge })
        .nullable(),
    )
    .optional();
}

/** A non-negative number with a default: absent, null or blank becomes `fallback` (costAmount 1, servings 1). */
export function zQuantityDefault(fallback: number) {
  return z
    .preprocess(
      (v) => numberish(v) ?? undefined,
      z
        .number({ error: MSG.notANumber })
        .min(0, { error: MSG.notNegative })
        .max(MAX_QUANTITY, { error: MSG.tooLarge })
        .default(fallback),
    )
    .optional()
    .default(fallback);
}

/** A number that must be present (its own message when missing) and ≥ 0. */
export function zRequiredQuantity(missing: string) {
  return z.preprocess(
    numberish,
    z
      .number({ error: (issue) => (issue.input == null ? missing : MSG.notANumber) })
      .min(0, { error: MSG.notNegative })
      .max(MAX_QUANTITY, { error: MSG.tooLarge }),
  );
}

/** A whole number that must be present (guest counts): its own message when missing, ≥ 0. */
export function zRequiredCount(missing: string) {
  return z.preprocess(
    numberish,
    z
      .number({ error: (issue) => (issue.input == null ? missing : MSG.notANumber) })
      .int({ error: MSG.notANumber })
      .min(0, { error: MSG.notNegative })
      .max(MAX_QUANTITY, { error: MSG.tooLarge }),
  );
}

/** An entity id inside a body: positive integer; null or absent means "new". */
export function zId() {
  return z.preprocess(numberish, z.number().int().positive().nullable()).optional();
}

/** Path parameters `{ id }` of /api/<entity>/{id}: a positive 32-bit integer (a database id). */
export const ZIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Optimistic-lock version sent back with an update (409 when stale). */
export function zVersion() {
  return z.preprocess(numberish, z.number().int().min(0).nullable()).optional();
}

/**
 * A unit field: any reasonable spelling ('lb', 'Cups', 'FLUID_OUNCE') is normalized to its label
 * ('Pound', 'Cup', 'Fluid Ounce') by `parseUnit`; blank is null; an unknown word is refused.
 */
export function zUnit() {
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? (parseUnit(v) ?? blankToNull(v)) : v),
      z.enum(UNIT_LABELS, { error: MSG.unitUnknown }).nullable(),
    )
    .optional();
}

/** An enumeration sent as its label; `parse` accepts other spellings (see src/enums). */
export function zLabel<const T extends readonly [string, ...string[]]>(
  labels: T,
  parse: (text: unknown) => T[number] | undefined,
  unknown: string,
) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? (parse(v) ?? blankToNull(v)) : v),
      z.enum(labels, { error: unknown }).nullable(),
    )
    .optional();
}

/** Like `zLabel` but the value must be present (`missing` when absent or blank). */
export function zRequiredLabel<const T extends readonly [string, ...string[]]>(
  labels: T,
  parse: (text: unknown) => T[number] | undefined,
  missing: string,
  unknown: string,
) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (parse(v) ?? blankToNull(v)) : v),
    z.enum(labels, { error: (issue) => (issue.input == null ? missing : unknown) }),
  );
}

/**
 * A reference to another entity: `{ id }`. The referenced entity's other fields (a client re-posting
 * what it fetched: `vendor.name`, `ingredient.ingredientNutrients`…) are read-only, accepted and dropped.
 */
export function zRef(message: string) {
  return z
    .object(
      { id: z.preprocess(numberish, z.number({ error: message }).int().positive({ error: message })) },
      { error: message },
    )
    .nullable()
    .optional();
}

/**
 * Read-only fields a client may echo back from a GET (createdDate, valid, errorMessages…): accepted so
 * re-posting a fetched entity works, and ignored — they are removed from the parsed body by `dropKeys`.
 */
export function readOnly<const K extends readonly string[]>(keys: K) {
  return Object.fromEntries(keys.map((k) => [k, z.unknown().optional()])) as {
    [P in K[number]]: z.ZodOptional<z.ZodUnknown>;
  };
}

export function dropKeys<const K extends readonly string[]>(keys: K) {
  return <T extends Record<string, unknown>>(value: T): Omit<T, K[number]> => {
    const out: Record<string, unknown> = { ...value };
    for (const k of keys) delete out[k];
    return out as Omit<T, K[number]>;
  };
}

/** Adds rule-function issues (src/completeness) to a Zod parse, so forms and the API show the same texts. */
export function withIssues<T>(rules: (value: T) => TIssue[]) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    for (const issue of rules(value))
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  };
}

/** A date-time sent as an ISO-8601 string (with or without offset); checked, kept as the string. */
export function zDateTime(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: MSG.invalidDate });
}

/** A `category` query parameter: the label or route slug, any case → the label; unknown → 400. */
export function zCategoryQuery<T extends string>(parse: (text: unknown) => T | undefined) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const label = parse(v);
      if (!label) ctx.addIssue({ code: 'custom', message: 'Unknown category' });
      return label;
    });
}
