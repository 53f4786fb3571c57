import { z } from 'zod';
import { MSG } from '../messages.ts';
import { dropKeys, readOnly, zId, zQuantity, zUnit } from './fields.ts';

const CONVERSION_READ_ONLY = ['key', 'createdDate', 'lastModifiedDate'] as const;

/**
 * A conversion row as sent (spec 3): quantityStart of unitsStart equals quantityEnd of unitsEnd.
 * Any field may be missing in work in progress; completeness lists what is missing
 * (completeness/ingredient.ts `conversionIssues`), and costing skips a row with missing values.
 */
export const ZConversionRequest = z
  .strictObject({
    id: zId(),
    quantityStart: zQuantity(MSG.valueGreaterThanZero),
    unitsStart: zUnit(),
    quantityEnd: zQuantity(MSG.valueGreaterThanZero),
    unitsEnd: zUnit(),
    ...readOnly(CONVERSION_READ_ONLY),
  })
  .transform(dropKeys(CONVERSION_READ_ONLY));
export type TConversionRequest = z.output<typeof ZConversionRequest>;

export const ZConversion = z.object({
  id: z.number().int(),
  quantityStart: z.number().nullable(),
  unitsStart: z.string().nullable(),
  quantityEnd: z.number().nullable(),
  unitsEnd: z.string().nullable(),
});
export type TConversion = z.infer<typeof ZConversion>;
