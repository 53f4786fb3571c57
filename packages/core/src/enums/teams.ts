import { makeLookup } from './lookup.ts';

/** Prep teams (spec 3), sent as their labels. */
export const TEAMS = ['Banquets', 'Front of House', 'Pastry'] as const;
export type TTeam = (typeof TEAMS)[number];
export const parseTeam = makeLookup<TTeam>(TEAMS.map((t) => [t, t]));
