import { EVENT_STATUSES, type TEventStatus } from '@brigade/core';

/** The class an event of a status carries on the calendar (its colours and border, calendar-styles.ts). */
export const statusClass = (status: TEventStatus) => `brigade-status-${status.toLowerCase()}`;

/**
 * How each status looks, never by colour alone: an inquiry is an outline with a dotted border, a
 * tentative hold a pale fill with a dashed border, a definite booking the brand's solid teal, a
 * completed one solid grey, a cancelled one dimmed grey and struck through. Every text colour is at
 * least 7:1 on its fill (WCAG AAA); the status is also in each chip's accessible name.
 */
export const STATUS_LOOKS: Record<
  TEventStatus,
  { fill: string; text: string; border: string; borderStyle: 'dotted' | 'dashed' | 'solid'; struck: boolean }
> = {
  INQUIRY: { fill: '#ffffff', text: '#4a148c', border: '#6a1b9a', borderStyle: 'dotted', struck: false },
  TENTATIVE: { fill: '#fff4d6', text: '#4e3500', border: '#8d6200', borderStyle: 'dashed', struck: false },
  DEFINITE: { fill: '#155e75', text: '#ffffff', border: '#155e75', borderStyle: 'solid', struck: false },
  COMPLETED: { fill: '#455a64', text: '#ffffff', border: '#455a64', borderStyle: 'solid', struck: false },
  CANCELLED: { fill: '#eeeeee', text: '#424242', border: '#9e9e9e', borderStyle: 'solid', struck: true },
};

/** Every status, in the pipeline's order: what the calendar shows until the planner filters. */
export const ALL_STATUSES: readonly TEventStatus[] = EVENT_STATUSES;

const SHOWN_PARAM = 'status';

/**
 * The statuses shown, from the address (`?status=tentative,definite`): absent means all of them, so a
 * shared link shows what its sender saw and a plain /portal/events shows everything.
 */
export function shownStatuses(params: URLSearchParams): TEventStatus[] {
  const raw = params.get(SHOWN_PARAM);
  if (raw === null) return [...ALL_STATUSES];
  const asked = new Set(raw.split(',').map((s) => s.trim().toUpperCase()));
  return ALL_STATUSES.filter((s) => asked.has(s));
}

/** The address parameters once the shown statuses changed (every status: the parameter is dropped). */
export function withShownStatuses(params: URLSearchParams, shown: readonly TEventStatus[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ALL_STATUSES.every((s) => shown.includes(s))) next.delete(SHOWN_PARAM);
  else
    next.set(
      SHOWN_PARAM,
      ALL_STATUSES.filter((s) => shown.includes(s))
        .map((s) => s.toLowerCase())
        .join(','),
    );
  return next;
}
