import { describe, expect, it } from 'vitest';
import { moneyTicks } from './money-ticks';

describe('a variance chart’s dollar ticks', () => {
  it('run in round steps through $0 from below the lowest bar to above the highest', () => {
    // −$11.50 … $40.50: a span of $52, about $13 a tick → $20 steps.
    expect(moneyTicks([31.8, -4.3, 40.5, -11.5, 18.2])).toEqual([-20, 0, 20, 40]);
    // $2 … $10 from $0: $2.50 a tick → $5 steps.
    expect(moneyTicks([8, 2, 10])).toEqual([0, 5, 10]);
    expect(moneyTicks([-0.3])).toEqual([-0.3, -0.2, -0.1, 0]);
    expect(moneyTicks([])).toEqual([0, 1]);
  });
});
