/**
 * Kitchen fractions (spec 9): non-weight quantities are shown rounded UP to the nearest sixteenth —
 * a cook measuring 0.3 cup needs a 5/16 line, not 1/4. A value within 1e-6 of a sixteenth (floating
 * point noise after conversions, e.g. 0.50000000001) is taken as that sixteenth rather than bumped up.
 */
const SNAP = 1e-6;

/** The number of sixteenths to show: the least n with n/16 ≥ value (after snapping). */
export function sixteenthsUp(value: number): number {
  if (!(value > 0)) return 0;
  const scaled = value * 16; // exact: a multiplication by a power of two
  const nearest = Math.round(scaled);
  return Math.abs(scaled - nearest) <= SNAP ? nearest : Math.ceil(scaled);
}

/** value rounded up to a sixteenth, as a number (1.52 → 1.5625). */
export function roundUpToSixteenth(value: number): number {
  return sixteenthsUp(value) / 16;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Whole part and reduced fraction: 1.52 → { whole: 1, numerator: 9, denominator: 16 }. */
export function toKitchenFraction(value: number): { whole: number; numerator: number; denominator: number } {
  const n = sixteenthsUp(value);
  const whole = Math.floor(n / 16);
  const rest = n % 16;
  if (rest === 0) return { whole, numerator: 0, denominator: 1 };
  const d = gcd(rest, 16);
  return { whole, numerator: rest / d, denominator: 16 / d };
}

/** '1 9/16', '5/16', '2', '0'. */
export function formatKitchenFraction(value: number): string {
  const { whole, numerator, denominator } = toKitchenFraction(value);
  if (numerator === 0) return String(whole);
  return whole === 0 ? `${numerator}/${denominator}` : `${whole} ${numerator}/${denominator}`;
}
