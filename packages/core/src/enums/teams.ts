import { makeLookup } from './lookup.ts';

/** Prep teams (spec 3), sent as their labels. */
export const TEAMS = ['Banquets', 'Front of House', 'Pastry'] as const;
export type TTeam = (typeof TEAMS)[number];
export const parseTeam = makeLookup<TTeam>(TEAMS.map((t) => [t, t]));

/** Teams in spec order (Banquets, Front of House, Pastry), then any other team by name. */
export function compareTeams(a: string, b: string): number {
  const rank = (team: string) => {
    const i = (TEAMS as readonly string[]).indexOf(team);
    return i >= 0 ? i : TEAMS.length;
  };
  return rank(a) - rank(b) || (rank(a) === TEAMS.length ? a.localeCompare(b) : 0);
}
