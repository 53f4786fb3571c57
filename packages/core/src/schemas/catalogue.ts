import { z } from 'zod';
import { IssueList, isMissingRef, type TIssue } from '../completeness/issues.ts';
import { MSG } from '../messages.ts';
import { dropKeys, withIssues, zQuantity, zYieldPercent } from './fields.ts';
import { formSchema } from './form-input.ts';
import { ZIngredientDraft } from './ingredient.ts';

const CATALOGUE_READ_ONLY = [
  'createdDate',
  'lastModifiedDate',
  'createdBy',
  'modifiedBy',
  'valid',
  'errorMessages',
  'key',
] as const;

export type TCatalogueLike = {
  servingSize?: number | null;
  servingUnits?: string | null;
  cost?: number | null;
  costAmount?: number | null;
  costUnits?: string | null;
  vendor?: { id?: number | null } | null;
  category?: string | null;
};

/** Spec 5 "Catalogue form": what the Add To Catalogue modal asks for, in the spec's order. */
export function catalogueIssues(value: TCatalogueLike): TIssue[] {
  const list = new IssueList();
  list.required(value.servingSize, ['servingSize'], MSG.catalogueServingSizeRequired);
  list.required(value.servingUnits, ['servingUnits'], MSG.catalogueServingUnitsRequired);
  list.required(value.cost, ['cost'], MSG.catalogueCostRequired);
  list.required(value.costAmount, ['costAmount'], MSG.catalogueCostAmountRequired);
  list.required(value.costUnits, ['costUnits'], MSG.catalogueCostUnitsRequired);
  if (isMissingRef(value.vendor)) list.add(['vendor'], MSG.vendorRequired);
  list.required(value.category, ['category'], MSG.categoryRequired);
  return list.issues;
}

/** The Add To Catalogue modal's fields (the name comes from the food's description). */
export const ZCatalogueForm = formSchema(
  ZIngredientDraft.pick({
    servingSize: true,
    servingUnits: true,
    cost: true,
    costAmount: true,
    costUnits: true,
    vendor: true,
    category: true,
  })
    // No default here: the catalogue form asks for the cost amount explicitly, and proposes the yield.
    .extend({ costAmount: zQuantity(), yieldPercent: zYieldPercent() })
    .superRefine(withIssues(catalogueIssues)),
);
export type TCatalogueFormInput = z.input<typeof ZCatalogueForm>;

/**
 * POST /api/ingredients/food (spec 7): the ingredient body plus food { fdcId }. The name may be left
 * out (the server then uses the food's description); the catalogue form's fields are all required.
 */
export const ZCatalogueRequest = ZIngredientDraft.extend({
  costAmount: zQuantity(),
  /** Absent: the food's proposal, 100 − its refuse % (costing/trim-yield.ts). */
  yieldPercent: zYieldPercent(),
  food: z.object(
    { fdcId: z.number({ error: 'Please choose a food' }).int().positive() },
    { error: 'Please choose a food' },
  ),
})
  .superRefine(withIssues(catalogueIssues))
  .transform(dropKeys(CATALOGUE_READ_ONLY));
export type TCatalogueRequest = z.output<typeof ZCatalogueRequest>;
