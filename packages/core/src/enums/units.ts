import { makeLookup } from './lookup.ts';

/**
 * Units of measure (spec 3). Sent on the wire as their labels ("Cup", "Fluid Ounce").
 * `code` is the short code of spec 3; Each, Pinch and Slice have none in the spec, so theirs are ours.
 * `kind` decides how a unit converts: volume and weight units convert among themselves by exact
 * standard factors (src/units); count and other units (Each, Pinch, Slice) only through an
 * ingredient's own conversions.
 */
export const UNITS = [
  { label: 'Cup', code: 'cup', plural: 'Cups', kind: 'volume' },
  { label: 'Each', code: 'ea', plural: 'Each', kind: 'count' },
  { label: 'Fluid Ounce', code: 'fl-oz', plural: 'Fluid Ounces', kind: 'volume' },
  { label: 'Gallon', code: 'gal', plural: 'Gallons', kind: 'volume' },
  { label: 'Gram', code: 'g', plural: 'Grams', kind: 'weight' },
  { label: 'Ounce', code: 'oz', plural: 'Ounces', kind: 'weight' },
  { label: 'Pound', code: 'lb', plural: 'Pounds', kind: 'weight' },
  { label: 'Pinch', code: 'pinch', plural: 'Pinches', kind: 'other' },
  { label: 'Pint', code: 'pnt', plural: 'Pints', kind: 'volume' },
  { label: 'Tablespoon', code: 'Tbs', plural: 'Tablespoons', kind: 'volume' },
  { label: 'Teaspoon', code: 'tsp', plural: 'Teaspoons', kind: 'volume' },
  { label: 'Kilogram', code: 'kg', plural: 'Kilograms', kind: 'weight' },
  { label: 'Liter', code: 'l', plural: 'Liters', kind: 'volume' },
  { label: 'Milligram', code: 'mg', plural: 'Milligrams', kind: 'weight' },
  { label: 'Milliliter', code: 'ml', plural: 'Milliliters', kind: 'volume' },
  { label: 'Slice', code: 'slice', plural: 'Slices', kind: 'other' },
  { label: 'Quart', code: 'qt', plural: 'Quarts', kind: 'volume' },
] as const;

export type TUnit = (typeof UNITS)[number]['label'];
export type TUnitKind = 'volume' | 'weight' | 'count' | 'other';
export type TUnitInfo = { label: TUnit; code: string; plural: string; kind: TUnitKind };

export const UNIT_LABELS = UNITS.map((u) => u.label) as [TUnit, ...TUnit[]];

/** Spec 3 volume and weight sets. */
export const VOLUME_UNITS = UNITS.filter((u) => u.kind === 'volume').map((u) => u.label);
export const WEIGHT_UNITS = UNITS.filter((u) => u.kind === 'weight').map((u) => u.label);

const info = new Map<TUnit, TUnitInfo>(UNITS.map((u) => [u.label, u]));

export function unitInfo(unit: TUnit): TUnitInfo {
  return info.get(unit)!;
}

export function unitKind(unit: TUnit): TUnitKind {
  return info.get(unit)!.kind;
}

export function isWeightUnit(unit: TUnit): boolean {
  return unitKind(unit) === 'weight';
}

export function unitCode(unit: TUnit): string {
  return info.get(unit)!.code;
}

/** Spec 3: plural labels show when the quantity is above 1 (so 1 Cup, 0.5 Cup, 1.5 Cups). */
export function unitLabel(unit: TUnit, quantity: number): string {
  const u = info.get(unit)!;
  return quantity > 1 ? u.plural : u.label;
}

/** A few common kitchen spellings beyond label, code and plural. */
const ALIASES: ReadonlyArray<readonly [string, TUnit]> = [
  ['tbsp', 'Tablespoon'],
  ['tbl', 'Tablespoon'],
  ['pt', 'Pint'],
  ['lbs', 'Pound'],
  ['floz', 'Fluid Ounce'],
  ['litre', 'Liter'],
  ['litres', 'Liter'],
  ['millilitre', 'Milliliter'],
  ['millilitres', 'Milliliter'],
];

/**
 * Reads a unit from any reasonable spelling, case-insensitively: the label ('Cup'), the short code
 * ('lb', 'fl-oz', 'Tbs'), the plural ('Cups'), UPPER_SNAKE ('FLUID_OUNCE') or a common alias ('tbsp').
 * Answers the label, or undefined for text that names no unit. API schemas parse units with it so a
 * client is not refused for a sensible spelling.
 */
export const parseUnit = makeLookup<TUnit>([
  ...UNITS.flatMap((u) => [
    [u.label, u.label] as const,
    [u.code, u.label] as const,
    [u.plural, u.label] as const,
  ]),
  ...ALIASES,
]);
