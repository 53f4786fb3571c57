import type { TUnit } from '../enums/units.ts';
import { CONVERSION_ERROR, ConversionError, type TConversionErrorCode } from '../errors/conversion-error.ts';
import { roundConversion } from '../format/round.ts';
import { ConversionGraph, type TConversionInput, toUnit } from './graph.ts';

export type TConversionResult = {
  /** The converted quantity rounded to 6 decimals (spec 9): what is shown and answered. */
  value: number;
  /** The unrounded quantity: what further computation uses (a rounded value is never fed back). */
  exact: number;
  /** How many target units make one source unit. */
  factor: number;
  /** The chain of units walked, e.g. ['Each', 'Gram', 'Cup']. */
  path: readonly TUnit[];
};

/**
 * Converts `quantity` of `from` into `to` for an ingredient with these conversions (none for plain
 * standard conversions). Units may be any spelling parseUnit accepts. Throws ConversionError with
 * the spec 5 text when it cannot.
 */
export function convertQuantity(
  quantity: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  conversions?: ReadonlyArray<TConversionInput> | null,
): TConversionResult {
  const a = toUnit(from);
  const b = toUnit(to);
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || !a || !b)
    throw new ConversionError('NULL_INPUT');
  const found = ConversionGraph.of(conversions).factor(a, b);
  if (!found.ok) throw new ConversionError(found.code);
  const exact = quantity * found.factor;
  return { value: roundConversion(exact), exact, factor: found.factor, path: found.path };
}

/** The same without throwing: the result, or the ConversionError. */
export function tryConvertQuantity(
  quantity: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  conversions?: ReadonlyArray<TConversionInput> | null,
): { ok: true; result: TConversionResult } | { ok: false; error: ConversionError } {
  try {
    return { ok: true, result: convertQuantity(quantity, from, to, conversions) };
  } catch (error) {
    if (error instanceof ConversionError) return { ok: false, error };
    throw error;
  }
}

/** One frozen answer per failure: costing a kitchen's lines fails the same few ways over and over. */
const FAILED = Object.fromEntries(
  (Object.keys(CONVERSION_ERROR) as TConversionErrorCode[]).map((code) => [
    code,
    Object.freeze({ ok: false as const, error: new ConversionError(code) }),
  ]),
) as Record<TConversionErrorCode, { readonly ok: false; readonly error: ConversionError }>;

/**
 * The factor from `from` to `to` (how many `to` in one `from`), or the error code. The hot path
 * used by costing, scaling and nutrition: no exception, and a failure is one of FAILED.
 */
export function conversionFactor(
  from: string | null | undefined,
  to: string | null | undefined,
  conversions?: ReadonlyArray<TConversionInput> | null,
): { ok: true; factor: number } | { ok: false; error: ConversionError } {
  const a = toUnit(from);
  const b = toUnit(to);
  if (!a || !b) return FAILED.NULL_INPUT;
  const found = ConversionGraph.of(conversions).factor(a, b);
  return found.ok ? { ok: true, factor: found.factor } : FAILED[found.code];
}
