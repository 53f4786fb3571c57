import { z } from 'zod';

/**
 * Form inputs hold text ('12', '' for empty); the API takes JSON numbers and refuses "12". A form reads
 * its values through its schema's own shape: wherever that schema takes a number, text becomes the
 * number it spells ('' and blanks become null, text that is no number stays for the schema to refuse
 * with its message). Text fields stay text: '12' as a name is a name.
 */
export function formInput(schema: z.ZodType, value: unknown): unknown {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return formInput(def.innerType as z.ZodType, value);
    case 'pipe': {
      // A preprocess (transform → schema) reads its input with the schema after it; a schema with a
      // transform after it reads its input with the schema itself.
      const first = def.in as z.ZodType;
      const inner =
        (first as unknown as { _zod: { def: Def } })._zod.def.type === 'transform' ? def.out : first;
      return formInput(inner as z.ZodType, value);
    }
    case 'number':
      return typeof value === 'string' ? numberFromText(value) : value;
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => [key, shape[key] ? formInput(shape[key], v) : v]),
      );
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => formInput(def.element as z.ZodType, v)) : value;
    default:
      return value;
  }
}

type Def = { type: string } & Record<string, unknown>;

/** '' and whitespace → null; a number written as text → that number; other text kept. */
function numberFromText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : text;
}

/**
 * A form's schema: `schema` over the values as `formInput` reads them (see above). Typed as `schema`
 * itself: its input is the form's, with text where numbers go.
 */
export function formSchema<T extends z.ZodType>(schema: T): T {
  return z.preprocess((value) => formInput(schema, value), schema) as unknown as T;
}
