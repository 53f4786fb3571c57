import { tapTimeProblem } from '@brigade/core';
import { fieldError } from '../../errors/app-error.ts';

/**
 * When a station's tap (a check-off, a reading) happened: the time it sent (queued offline), refused
 * with a 400 on `at` when core's tapTimeProblem says so, or `now` when it sent none.
 */
export function tapTime(at: string | undefined, now: Date): Date {
  if (!at) return now;
  const problem = tapTimeProblem(at, now.toISOString());
  if (problem) throw fieldError('at', problem);
  return new Date(at);
}
