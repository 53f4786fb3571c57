import { makeLookup } from './lookup.ts';

/** Plating styles of an event menu item (spec 3), sent as their labels. */
export const PLATING_STYLES = ['Buffet', 'Family Style', 'Passed', 'Plated'] as const;
export type TPlatingStyle = (typeof PLATING_STYLES)[number];
export const parsePlatingStyle = makeLookup<TPlatingStyle>(PLATING_STYLES.map((p) => [p, p]));
