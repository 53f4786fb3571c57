import { z } from 'zod';
import { RECIPE_IMPORT_MAX_CHARS, RECIPE_IMPORT_MESSAGES } from '../recipe-import/recipe-source.ts';

/** POST /api/recipes/import: a recipe page's HTML, its JSON-LD, or pasted text (at most 2 million characters). */
export const ZRecipeImportRequest = z.object({
  source: z
    .string({ error: RECIPE_IMPORT_MESSAGES.empty })
    .max(RECIPE_IMPORT_MAX_CHARS, RECIPE_IMPORT_MESSAGES.tooLarge(RECIPE_IMPORT_MAX_CHARS)),
});
export type TRecipeImportRequest = z.infer<typeof ZRecipeImportRequest>;

/** An imported line's match in the kitchen's catalogue. */
export const ZCatalogueMatch = z.object({
  kind: z.enum(['ingredient', 'recipe']),
  id: z.number().int(),
  name: z.string(),
  /** 0–1: how well the line's words name it (catalogue-match.ts). */
  score: z.number(),
});

/** A recipe read from a source and matched to the catalogue, not saved (the recipe modal opens it). */
export const ZRecipeImportDraft = z.object({
  format: z.enum(['json-ld', 'microdata', 'text']),
  name: z.string().nullable(),
  yieldQuantity: z.number().nullable(),
  yieldUnits: z.string().nullable(),
  yieldText: z.string().nullable(),
  prepNotes: z.string().nullable(),
  lines: z.array(
    z.object({
      source: z.string(),
      quantity: z.number().nullable(),
      units: z.string().nullable(),
      text: z.string(),
      note: z.string().nullable(),
      /** null: nothing in the catalogue names it — the chef creates or picks it. */
      match: ZCatalogueMatch.nullable(),
    }),
  ),
  /** How many lines have no match. */
  unmatched: z.number().int(),
});
export type TRecipeImportDraft = z.infer<typeof ZRecipeImportDraft>;
