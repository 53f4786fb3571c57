import { dayOf } from '../../../lib/local-day';
import type { ShownDays } from './calendar-address';

const keyOf = (days: ShownDays) => `${days.view} ${dayOf(days.date)}`;

/**
 * The days the planner last asked for, ahead of the days drawn.
 *
 * A step, Today or another view changes the page's address, and the calendar draws the new days when
 * React gets to it: a navigation renders as a transition, later still on a slow tablet. A second tap
 * before that must go on from the days asked for, not from the ones still drawn: Today then Next is
 * tomorrow, however fast the taps. Once the days drawn are neither the ones the first waiting request
 * was made from nor one of the requests (the browser's Back, a link), what is drawn wins.
 */
export function askedDays() {
  /** Requests not drawn yet, oldest first, and the days drawn when the first of them was made. */
  let waiting: ShownDays[] = [];
  let drawnBefore = '';

  /** The days to go on from, the days drawn being `drawn`. */
  function from(drawn: ShownDays): ShownDays {
    const key = keyOf(drawn);
    if (waiting.length > 0 && key !== drawnBefore) {
      const reached = waiting.findLastIndex((days) => keyOf(days) === key);
      waiting = reached < 0 ? [] : waiting.slice(reached + 1);
      drawnBefore = key;
    }
    return waiting.at(-1) ?? drawn;
  }

  /** Records a request for `next`, made while `drawn` is drawn. */
  function ask(drawn: ShownDays, next: ShownDays): void {
    from(drawn);
    if (waiting.length === 0) drawnBefore = keyOf(drawn);
    waiting.push(next);
  }

  return { from, ask };
}
