/**
 * What the catalogue forms (recipe, menu item, menu) share in reading their values: inputs and
 * selects hold text ('' = empty), the API and core's math take numbers and nulls, and saving checks
 * the values against core's two schemas (the save minimum and the complete form).
 */

/** A stored value as an input's text: null and undefined are ''. */
export const text = (value: string | number | null | undefined): string =>
  value == null ? '' : String(value);

/**
 * '' → null; a number typed as text → that number; any other text → NaN, which core's schemas refuse
 * with "Please enter a number" (the API takes JSON numbers only, never text).
 */
export function quantity(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A number typed as text, or null (blank, or not a number): what core's math takes. */
export const numberOrNull = (value: string): number | null => {
  const n = quantity(value);
  return n !== null && Number.isFinite(n) ? n : null;
};

/** Blank text → null; any other text as typed. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** A line of a form that uses another record in some quantity and units (a recipe's sub-recipe…). */
type YieldLineValues = { id: number | null; yieldQuantity: string; yieldUnits: string };
/** A stored line's quantity and units. */
export type YieldLine = { yieldQuantity: number | null; yieldUnits: string | null };
type StoredYieldLine = { id: number } & YieldLine;

/** A stored line as the form's values; `record` is the line's own (its recipe, its ingredient). */
export function yieldLineValues<R extends object>(line: StoredYieldLine, record: R) {
  return {
    id: line.id,
    ...record,
    yieldQuantity: text(line.yieldQuantity),
    yieldUnits: text(line.yieldUnits),
  };
}

/** A line as the save body sends it: its id when stored, its record's reference, quantity and units. */
export function yieldLineBody<R extends object>(line: YieldLineValues, record: R) {
  return {
    ...(line.id != null ? { id: line.id } : {}),
    ...record,
    yieldQuantity: quantity(line.yieldQuantity),
    yieldUnits: orNull(line.yieldUnits),
  };
}

/** A line as core's math takes it: numbers and nulls, with its loaded record. */
export function yieldLineNode<R extends object>(line: YieldLineValues, record: R) {
  return {
    id: line.id,
    ...record,
    yieldQuantity: numberOrNull(line.yieldQuantity),
    yieldUnits: orNull(line.yieldUnits),
  };
}

/**
 * What saving a form would do (spec 4 work in progress): below the save minimum it cannot be saved,
 * and `reasons` says why; otherwise `missing` lists what keeps it from being complete.
 */
export type SaveCheck<Body> =
  | { savable: true; body: Body; missing: string[] }
  | { savable: false; reasons: string[] };

/** A core schema, as far as the save check reads it. */
type Schema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * Checks a save body against core's save request schema (the minimum to be saved) and the form's
 * values against core's form schema (complete); `more` adds what else keeps it incomplete (the lines
 * core's math cannot cost…). Each message once.
 */
export function checkSaveWith<Body>(
  schemas: { save: Schema; form: Schema },
  body: Body,
  values: unknown,
  more: readonly string[] = [],
): SaveCheck<Body> {
  const saved = schemas.save.safeParse(body);
  if (!saved.success) return { savable: false, reasons: unique(saved.error.issues.map((i) => i.message)) };
  const form = schemas.form.safeParse(values);
  const missing = [...(form.success ? [] : form.error.issues.map((i) => i.message)), ...more];
  return { savable: true, body, missing: unique(missing) };
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}
