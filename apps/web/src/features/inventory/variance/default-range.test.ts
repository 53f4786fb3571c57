import { describe, expect, it } from 'vitest';
import { defaultRange } from './VarianceTab';

describe('the variance report’s default range', () => {
  it('opens at the end of the count day before the latest one, and closes now', () => {
    const now = new Date(2026, 10, 26, 21, 0).getTime();
    // Two areas counted on the 21st (a few minutes apart), one on the 25th.
    const counts = [
      { date: new Date(2026, 10, 25, 9, 0).toISOString() },
      { date: new Date(2026, 10, 21, 9, 5).toISOString() },
      { date: new Date(2026, 10, 21, 9, 0).toISOString() },
    ];
    const range = defaultRange(counts, now);
    expect(range.from).toEqual(new Date(2026, 10, 21, 23, 59));
    expect(range.to).toEqual(new Date(now));
    // One count day only: a week back.
    expect(defaultRange(counts.slice(0, 1), now).from).toEqual(new Date(now - 7 * 86_400_000));
  });
});
