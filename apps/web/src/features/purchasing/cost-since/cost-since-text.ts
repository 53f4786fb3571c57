import { formatMoney, roundTo, type TCostSinceResponse } from '@brigade/core';
import { monthDay, monthDayYear } from '../../../lib/date-format';
import { parseDay } from '../../../lib/local-day';

/** Below half a cent the cost has not moved (money shows to 2 decimals, spec 9). */
const STILL = 0.005;

export type CostDirection = 'up' | 'down' | 'flat';

export function costDirection(result: Pick<TCostSinceResponse, 'change'>): CostDirection {
  if (Math.abs(result.change) < STILL) return 'flat';
  return result.change > 0 ? 'up' : 'down';
}

/** 'Oct 1' this year, 'Oct 1, 2025' another. */
export function dayLabel(day: string, today: Date = new Date()): string {
  const date = parseDay(day);
  if (!date) return day;
  return (date.getFullYear() === today.getFullYear() ? monthDay : monthDayYear).format(date);
}

/** A signed amount of money: +$0.25, -$1.10. */
export function signedMoney(value: number): string {
  return `${value < 0 ? '-' : '+'}${formatMoney(Math.abs(value))}`;
}

/** Whether the dish was created after the moment asked about: it had no cost then to compare with. */
export function createdAfter(result: Pick<TCostSinceResponse, 'since' | 'createdDate'>): boolean {
  return Date.parse(result.createdDate) > Date.parse(result.since);
}

/** 'Nov 26': the day a dish was created, in the viewer's calendar. */
function createdDay(result: Pick<TCostSinceResponse, 'createdDate'>, today: Date): string {
  const created = new Date(result.createdDate);
  return (created.getFullYear() === today.getFullYear() ? monthDay : monthDayYear).format(created);
}

/**
 * '+8.3 % since Oct 1', '-2.0 % since Oct 1', 'No change since Oct 1'; '+$1.20 since Oct 1' when the
 * cost was nothing then (no percentage of nothing); 'Did not exist on Oct 1 (created Nov 26)' for a
 * dish younger than the day, which had no cost then.
 */
export function costSinceText(result: TCostSinceResponse, day: string, today: Date = new Date()): string {
  if (createdAfter(result))
    return `Did not exist on ${dayLabel(day, today)} (created ${createdDay(result, today)})`;
  const since = `since ${dayLabel(day, today)}`;
  const direction = costDirection(result);
  if (direction === 'flat') return `No change ${since}`;
  if (result.changePercent === null) return `${signedMoney(result.change)} ${since}`;
  const percent = roundTo(Math.abs(result.changePercent), 1).toFixed(1);
  return `${direction === 'up' ? '+' : '-'}${percent} % ${since}`;
}

/** 'Butter +$0.25': an ingredient and what its price moved the cost by. */
export function moverText(mover: TCostSinceResponse['movers'][number]): string {
  return `${mover.name} ${signedMoney(mover.change)}`;
}

/** The ingredients that moved the cost most, largest move first. */
export function topMovers(result: TCostSinceResponse, count = 5): TCostSinceResponse['movers'] {
  return [...result.movers]
    .filter((m) => Math.abs(m.change) >= STILL)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change))
    .slice(0, count);
}

/**
 * Said when some ingredients had no price recorded by the day asked (it is before they were entered):
 * their today's price stands in, so "no change" there is not known to be none.
 */
export function unpricedText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? '1 ingredient had no price recorded by then: today’s price stands in for it.'
    : `${count} ingredients had no price recorded by then: today’s prices stand in for them.`;
}
