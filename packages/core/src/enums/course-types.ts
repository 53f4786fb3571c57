import { makeLookup } from './lookup.ts';

/** Menu item course types (spec 3), sent as their labels. */
export const COURSE_TYPES = ['Appetizer', 'Beverage', 'Dessert', 'Entrée'] as const;
export type TCourseType = (typeof COURSE_TYPES)[number];
/** 'Entree' without the accent is accepted too. */
export const parseCourseType = makeLookup<TCourseType>([
  ...COURSE_TYPES.map((c) => [c, c] as const),
  ['Entree', 'Entrée'],
]);
