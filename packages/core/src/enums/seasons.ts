import { makeLookup } from './lookup.ts';

/** Menu seasons (spec 3), sent as their labels. */
export const SEASONS = ['Winter', 'Spring', 'Summer', 'Fall'] as const;
export type TSeason = (typeof SEASONS)[number];
export const parseSeason = makeLookup<TSeason>(SEASONS.map((s) => [s, s]));
