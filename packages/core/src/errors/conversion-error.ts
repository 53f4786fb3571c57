import { MSG } from '../messages.ts';

/** Why a conversion failed; each code carries exactly one spec 5 text. */
export const CONVERSION_ERROR = {
  /** The units need an ingredient conversion and the ingredient has none. */
  NO_CONVERSIONS: MSG.noConversions,
  /** No chain was found, and at least one of the ingredient's conversions has missing values. */
  NULL_VALUES: MSG.conversionNullValues,
  /** The quantity or a unit of the request itself is missing. */
  NULL_INPUT: MSG.cannotConvertNull,
  /** Every chain through the ingredient's conversions was tried; none reaches the target unit. */
  NO_PATH: MSG.noConversionPath,
} as const;
export type TConversionErrorCode = keyof typeof CONVERSION_ERROR;

export class ConversionError extends Error {
  readonly code: TConversionErrorCode;
  constructor(code: TConversionErrorCode) {
    super(CONVERSION_ERROR[code]);
    this.name = 'ConversionError';
    this.code = code;
  }
}
