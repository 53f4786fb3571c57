import { z } from 'zod';
import type { TIssue } from '../completeness/issues.ts';
import { parseUnit, UNIT_LABELS } from '../enums/units.ts';
import { MSG } from '../messages.ts';
import { MIN_POSITIVE, zText } from './blank.ts';

/**
 * Field builders shared by the entity schemas. A number in a body is a JSON number: "12" is refused
 * with "Please enter a number" (the API's schemas are strict; forms, whose inputs hold text, read their
 * values through `formInput` first). Ids and counts in addresses and query strings are text by
 * nature and are read by `zIdText` / `zQueryInt`. Two levels (see README "Save minimum vs complete"):
 * the *draft* shape only checks types (numbers ≥ 0, known units and labels); the save minimum and the
 * completeness rules are added with `withIssues` from the rule functions in src/completeness.
 */

/** The largest id a database integer column holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number written as one: decimal digits without a leading zero. "0x10", "1e3", "+1", " 7" and
 * "7.0" are not ids (Number() would read them as numbers), and neither is "016": an address names
 * one thing one way (/api/events/016 is refused, not event 16).
 */
const WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;

/**
 * OpenAPI of a whole number sent as text (a path or query parameter): an integer from `minimum` to
 * `maximum`, as clients and generators should read it, rather than the string with a pattern it is
 * parsed from.
 */
const integerParameter = (minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum, pattern: undefined }) as const;

function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * The largest quantity, cost or count accepted. Far above any kitchen's figures, and low enough that
 * scaling and nutrition through nested sub-recipes can never overflow to Infinity.
 */
export const MAX_QUANTITY = 1_000_000_000;

/**
 * 0, or at least spec 9's minimum positive value (1e-8). Anything between is no kitchen quantity, and
 * as a divisor (a yield, a conversion) it once priced a parent recipe at 1.76e21.
 */
const zeroOrMinimumPositive = (n: number) => !(n > 0 && n < MIN_POSITIVE); // negatives: min(0) answers

/**
 * A non-negative number (spec 5: number inputs have a minimum of 0); null or absent is allowed. A value
 * between 0 and 1e-8 is refused with `tooSmall`: fields that must be above 0 (yields, conversion
 * quantities) pass MSG.valueGreaterThanZero; 0 itself stays a work in progress for completeness to name.
 */
export function zQuantity(tooSmall: string = MSG.belowMinimumPositive) {
  return z
    .number({ error: MSG.notANumber })
    .min(0, { error: MSG.notNegative })
    .max(MAX_QUANTITY, { error: MSG.tooLarge })
    .refine(zeroOrMinimumPositive, { error: tooSmall })
    .nullable()
    .optional();
}

/** A non-negative number with a default: absent, null or blank becomes `fallback` (costAmount 1, servings 1). */
export function zQuantityDefault(fallback: number, tooSmall: string = MSG.belowMinimumPositive) {
  return z
    .preprocess(
      (v) => v ?? undefined,
      z
        .number({ error: MSG.notANumber })
        .min(0, { error: MSG.notNegative })
        .max(MAX_QUANTITY, { error: MSG.tooLarge })
        .refine(zeroOrMinimumPositive, { error: tooSmall })
        .default(fallback),
    )
    .optional()
    .default(fallback);
}

/** A number that must be present (its own message when missing), ≥ 0, and 0 or at least 1e-8. */
export function zRequiredQuantity(missing: string, tooSmall: string = MSG.belowMinimumPositive) {
  return z
    .number({ error: (issue) => (issue.input == null ? missing : MSG.notANumber) })
    .min(0, { error: MSG.notNegative })
    .max(MAX_QUANTITY, { error: MSG.tooLarge })
    .refine(zeroOrMinimumPositive, { error: tooSmall });
}

/** A whole number that must be present (guest counts): its own message when missing, ≥ 0. */
export function zRequiredCount(missing: string) {
  return z
    .number({ error: (issue) => (issue.input == null ? missing : MSG.notANumber) })
    .int({ error: MSG.notANumber })
    .min(0, { error: MSG.notNegative })
    .max(MAX_QUANTITY, { error: MSG.tooLarge });
}

/**
 * A whole number of days from `min` to `max` (lead times, shelf lives); null or absent allowed (the
 * field's default or "not known").
 */
export function zDays(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullable()
    .optional();
}

/**
 * A referenced id in a body: a whole number from 1 (a string of digits is read as one). No upper
 * bound: an id no row can have is simply not found (404), as any other unknown id.
 */
function zRefId(message: string) {
  return z.number({ error: message }).int({ error: message }).min(1, { error: message });
}

/** An entity id inside a body: positive integer; null or absent means "new". */
export function zId() {
  return z
    .number({ error: MSG.idInvalid })
    .int({ error: MSG.idInvalid })
    .min(1, { error: MSG.idInvalid })
    .max(MAX_ID, { error: MSG.idInvalid })
    .nullable()
    .optional();
}

/**
 * An id in an address or a query string: a whole number from 1 to MAX_ID, written without a leading
 * zero. "0x10", "1e3", "+1" and "016" are refused (z.coerce.number read them as 16, 1000, 1 and 16),
 * with a message a person can read. OpenAPI: an integer.
 */
export function zIdText(message: string = MSG.idInvalid) {
  return zText({ error: message })
    .regex(WHOLE_NUMBER, { error: message })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, { error: message })
    .meta(integerParameter(1, MAX_ID));
}

/** Path parameters `{ id }` of /api/<entity>/{id}: a positive 32-bit integer (a database id). */
export const ZIdParams = z.object({ id: zIdText() });

/**
 * A whole number in a query string (page, limit): written without a leading zero, within [min, max];
 * absent is undefined. OpenAPI: an integer.
 */
export function zQueryInt(min: number, max: number) {
  const message = `${MSG.wholeNumber} from ${min} to ${max}`;
  return zText({ error: message })
    .regex(WHOLE_NUMBER, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })
    .meta(integerParameter(min, max))
    .optional();
}

/** `zQueryInt` with a value when absent. */
export function zQueryIntDefault(min: number, max: number, fallback: number) {
  return zQueryInt(min, max).transform((n) => n ?? fallback);
}

/** Optimistic-lock version sent back with an update (409 when stale). */
export function zVersion() {
  return z
    .number({ error: MSG.wholeNumber })
    .int({ error: MSG.wholeNumber })
    .min(0)
    .max(MAX_ID)
    .nullable()
    .optional();
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

/**
 * An enumeration sent as its label; `parse` accepts other spellings (see src/enums). A value that is
 * none of them is refused with "Please choose a `what` from the list".
 */
export function zLabel<const T extends readonly [string, ...string[]]>(
  labels: T,
  parse: (text: unknown) => T[number] | undefined,
  what: string,
) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? (parse(v) ?? blankToNull(v)) : v),
      z.enum(labels, { error: MSG.chooseFromList(what) }).nullable(),
    )
    .optional();
}

/** Like `zLabel` but the value must be present (`missing` when absent or blank). */
export function zRequiredLabel<const T extends readonly [string, ...string[]]>(
  labels: T,
  parse: (text: unknown) => T[number] | undefined,
  missing: string,
  what: string,
) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (parse(v) ?? blankToNull(v)) : v),
    z.enum(labels, { error: (issue) => (issue.input == null ? missing : MSG.chooseFromList(what)) }),
  );
}

/**
 * A reference to another entity: `{ id }`. The referenced entity's other fields (a client re-posting
 * what it fetched: `vendor.name`, `ingredient.ingredientNutrients`…) are read-only, accepted and dropped.
 */
export function zRef(message: string) {
  return z
    .object({ id: zRefId(message) }, { error: message })
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

/**
 * The one range of dates the API accepts, for every date and instant it takes (event times, a range
 * queried, a cost-since date, a guarantee's due date): years 1900 to 2200. Far wider than any booking,
 * and far inside what JavaScript, PGlite and PostgreSQL all hold (year 10000 or ±275760 made the
 * database raise "time zone displacement out of range").
 */
export const DATE_RANGE = { firstYear: 1900, lastYear: 2200 } as const;
/** The year as an ISO date writes it: four digits, or a sign and six ('+010000', '-271821'). */
const ISO_YEAR = /^([+-]\d{6}|\d{4})-/;

/**
 * Whether a date or date-time as text falls in DATE_RANGE (false when unreadable): the year as written
 * (a local time keeps its own calendar day), or the UTC year of any other spelling Date.parse reads.
 */
export function isDateInRange(text: string): boolean {
  const at = Date.parse(text);
  if (Number.isNaN(at)) return false;
  const written = ISO_YEAR.exec(text.trim());
  const year = written ? Number(written[1]) : new Date(at).getUTCFullYear();
  return year >= DATE_RANGE.firstYear && year <= DATE_RANGE.lastYear;
}

/** Readable, then inside DATE_RANGE: the two checks every date field makes, with their messages. */
function checkDate(text: string, ctx: z.RefinementCtx<string>): void {
  if (Number.isNaN(Date.parse(text))) ctx.addIssue({ code: 'custom', message: MSG.invalidDate });
  else if (!isDateInRange(text)) ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
}

/** A date-time sent as an ISO-8601 string (with or without offset); checked, kept as the string. */
export function zDateTime(missing: string) {
  return zText({ error: missing }).trim().min(1, { error: missing }).superRefine(checkDate);
}

/** A calendar date 'YYYY-MM-DD' inside DATE_RANGE; null or absent allowed. */
export function zCalendarDate() {
  return z.iso.date({ error: MSG.invalidDate }).superRefine(checkDate).nullish();
}

/** A `category` query parameter: the label or route slug, any case → the label; unknown → 400. */
export function zCategoryQuery<T extends string>(parse: (text: unknown) => T | undefined) {
  return zText()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const label = parse(v);
      if (!label) ctx.addIssue({ code: 'custom', message: 'Unknown category' });
      return label;
    });
}

/** An e-mail address as people type it: required, trimmed, at most 254 characters. */
export const zEmail = zText({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .max(254, { error: MSG.emailInvalid })
  .pipe(z.email({ error: MSG.emailInvalid }));

/**
 * A trim yield in percent: above 0 and at most 100 (MSG.yieldPercentRange). Absent or null is
 * `fallback` (100 for a saved ingredient; undefined where the server proposes one, as for a copied food).
 */
export function zYieldPercent(fallback?: number) {
  const percent = z
    .number({ error: MSG.notANumber })
    .gt(0, { error: MSG.yieldPercentRange })
    .max(100, { error: MSG.yieldPercentRange });
  const read = z.preprocess((v) => v ?? undefined, percent.optional());
  return fallback === undefined ? read : read.transform((v) => v ?? fallback);
}
