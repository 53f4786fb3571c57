import type { TCheckOffMark } from './plan.ts';

/** One check-off tap on a batch: done or not done any more, by whom, when the cook tapped. */
export type TCheckOffTap = { done: boolean; by: string; at: string };

/**
 * A batch's check-off from all its taps, whatever order they arrived in (tablets queue taps
 * offline and send them late; `taps` come in their order of arrival): the latest tap decides whether
 * it is done — of two at the same time, the one that arrived later — and a done batch shows the first check since the last
 * un-check. Two tablets checking the same batch: both taps are kept, the batch is done, marked by
 * the earlier.
 */
export function checkOffOfTaps(taps: readonly TCheckOffTap[]): TCheckOffMark | null {
  // A stable sort: taps of the very same time keep their order of arrival, and the later decides.
  const sorted = [...taps].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let mark: TCheckOffMark | null = null;
  for (const tap of sorted) {
    if (!tap.done) mark = null;
    else if (!mark) mark = { by: tap.by, at: tap.at };
  }
  return mark;
}
