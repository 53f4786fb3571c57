/**
 * Rounding for display and for answers only: computations keep full floating point (DESIGN.md §4.8)
 * and never feed a rounded value back. Rounding goes through the decimal text so 1.005 → 1.01
 * (plain Math.round(x * 100) / 100 gives 1 because 1.005 × 100 is 100.49999…).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  // Fast path: away from a tie (…5 exactly in the next digit) binary noise cannot change the result.
  const scale = 10 ** decimals;
  const shiftedFast = value * scale;
  if (Math.abs(shiftedFast) < 1e15) {
    const fraction = Math.abs(shiftedFast - Math.trunc(shiftedFast));
    if (Math.abs(fraction - 0.5) > 1e-6) return Math.round(shiftedFast) / scale + 0;
  }
  const shifted = Math.round(Number(`${value}e${decimals}`));
  const result = Number(`${shifted}e-${decimals}`);
  // numbers too large or small for the exponent trick fall back to the plain form
  return Number.isFinite(result) ? result + 0 : Math.round(value * 10 ** decimals) / 10 ** decimals;
}

/** Spec 9: conversion results are rounded to 6 decimals. */
export function roundConversion(value: number): number {
  return roundTo(value, 6);
}

/** Spec 9: costs are shown to 2 decimals. */
export function roundMoney(value: number): number {
  return roundTo(value, 2);
}
