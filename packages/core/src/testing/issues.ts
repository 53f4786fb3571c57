import type { z } from 'zod';

/** [path, message] pairs of a failed parse (empty when it parsed), for compact assertions. */
export function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
}
