import { z } from 'zod';
import { PLATING_STYLES, parsePlatingStyle } from '../enums/plating-styles.ts';
import { MSG } from '../messages.ts';
import type { TPrepRecipe } from '../scaling/prep-recipe.ts';
import { type TBanquetEventLine, ZBanquetEvent } from './banquet-event.ts';
import { entityRequest } from './entity-request.ts';
import { zRequiredLabel, zRequiredQuantity } from './fields.ts';

/** One line of POST /api/preplist: an event line's menu section item, prep quantity and plating. */
const ZPreplistRequestLine = z.object({
  id: z.number().int().positive().nullish(),
  menuSectionItem: z.object(
    { id: z.number({ error: MSG.menuItemRequired }).int().positive() },
    { error: MSG.menuItemRequired },
  ),
  prepQuantity: zRequiredQuantity(MSG.prepQuantityRequired),
  plating: zRequiredLabel(PLATING_STYLES, parsePlatingStyle, MSG.platingRequired, 'plating style'),
  price: z.unknown().optional(),
});

/**
 * One line as a client builds it from an event line (as GET /api/events/{id} answers it), before the
 * checks: its quantity or plating may still be missing (400 names them).
 */
export type TPreplistRequestLine = Pick<TBanquetEventLine, 'prepQuantity' | 'plating'> & {
  id?: TBanquetEventLine['id'] | null;
  menuSectionItem: Pick<TBanquetEventLine['menuSectionItem'], 'id'>;
};

const preplistRequest = entityRequest(
  ZBanquetEvent,
  {
    banquetEventMenuSectionItems: z
      .array(ZPreplistRequestLine)
      .min(1, { error: 'Please add at least one menu item to the event' })
      .max(500),
  },
  ['key'],
);

/**
 * POST /api/preplist (spec 7): banquetEventMenuSectionItems, each with its menu section item, a prep
 * quantity (zero or more) and a plating style (spec 4: View Prep List needs both on every item).
 * The rest of the event may ride along (a client posts the event it shows); those fields are ignored.
 */
export const ZPreplistRequest = preplistRequest.draft;
export type TPreplistRequest = z.output<typeof ZPreplistRequest>;

const ZDisplayQuantity = z.object({
  quantity: z.number(),
  units: z.string(),
  label: z.string(),
  text: z.string(),
});

export const ZPrepIngredient = z.object({
  ingredientId: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().nullable(),
  units: z.string().nullable(),
  display: ZDisplayQuantity.nullable(),
});

/** What one use (a menu item, or the recipe it goes into) takes of a prep recipe. */
export const ZPrepUse = z.object({
  menuItemId: z.number().int().nullable(),
  recipeId: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().nullable(),
  units: z.string().nullable(),
  display: ZDisplayQuantity.nullable(),
});

/** Prep recipe (spec 3): name, scaledYield, scaledUnits, recipeIngredients, prepNotes, nested prepRecipes. */
export const ZPrepRecipe: z.ZodType<TPrepRecipe> = z.object({
  recipeId: z.number().int().nullable(),
  name: z.string(),
  scaledYield: z.number().nullable(),
  scaledUnits: z.string().nullable(),
  display: ZDisplayQuantity.nullable(),
  recipeIngredients: z.array(ZPrepIngredient),
  prepNotes: z.string().nullable(),
  get prepRecipes() {
    return z.array(ZPrepRecipe);
  },
  errors: z.array(z.string()),
  /** On a prep list (a recipe is named once per team): each use its quantity adds up. */
  uses: z.array(ZPrepUse).optional(),
});

/** The answer of POST /api/preplist (201): teamPreplists (spec 3) plus the flat pull list (totals). */
export const ZPreplistResponse = z.object({
  teamPreplists: z.array(
    z.object({
      team: z.string(),
      preplistSections: z.array(
        z.object({
          section: z.string(),
          preplistItems: z.array(
            z.object({
              menuItemId: z.number().int().nullable(),
              name: z.string(),
              servings: z.number(),
              servingSize: z.string().nullable(),
              ordersSatisfied: z.number(),
              plating: z.string().nullable(),
              platingNotes: z.string().nullable(),
              prepRecipes: z.array(ZPrepRecipe),
            }),
          ),
        }),
      ),
    }),
  ),
  totals: z.array(
    z.object({
      ingredientId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number(),
      units: z.string(),
      display: ZDisplayQuantity,
      /** What to pull from the store: as purchased (edible ÷ trim yield), as a cook measures it. */
      pull: ZDisplayQuantity,
      cost: z.number().nullable(),
    }),
  ),
  errors: z.array(z.string()),
});
export type TPreplistResponse = z.infer<typeof ZPreplistResponse>;
