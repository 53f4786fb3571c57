import { z } from 'zod';
import { MSG } from '../messages.ts';
import { entityRequest } from './entity-request.ts';
import { zId, zQuantity, zUnit } from './fields.ts';

/**
 * A conversion as the API answers it (spec 3): quantityStart of unitsStart equals quantityEnd of
 * unitsEnd. The base its request derives from.
 */
export const ZConversion = z.object({
  id: z.number().int(),
  quantityStart: z.number().nullable(),
  unitsStart: z.string().nullable(),
  quantityEnd: z.number().nullable(),
  unitsEnd: z.string().nullable(),
});
export type TConversion = z.infer<typeof ZConversion>;

const conversionRequest = entityRequest(
  ZConversion,
  {
    id: zId(),
    quantityStart: zQuantity(MSG.valueGreaterThanZero),
    unitsStart: zUnit(),
    quantityEnd: zQuantity(MSG.valueGreaterThanZero),
    unitsEnd: zUnit(),
  },
  ['key', 'createdDate', 'lastModifiedDate'],
);

/**
 * A conversion row as sent. Any field may be missing in work in progress; completeness lists what is
 * missing (completeness/ingredient.ts `conversionIssues`), and costing skips a row with missing values.
 */
export const ZConversionRequest = conversionRequest.draft.transform(conversionRequest.dropReadOnly);
export type TConversionRequest = z.output<typeof ZConversionRequest>;
