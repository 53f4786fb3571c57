import { z } from 'zod';

/** The one error body of every API failure (DESIGN.md §5). */
export const ZApiError = z.object({
  title: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).default([]),
});
export type TApiError = z.infer<typeof ZApiError>;
