import { describe, expect, it } from 'vitest';
import { pullListCost } from './pull-list-cost.ts';

describe('pull list cost', () => {
  it('adds up every costed total', () => {
    // 3.25 + 0.5 + 12 = 15.75
    expect(pullListCost([{ cost: 3.25 }, { cost: 0.5 }, { cost: 12 }])).toEqual({
      cost: 15.75,
      complete: true,
    });
  });

  it('is a lower bound when a total could not be costed', () => {
    expect(pullListCost([{ cost: 2 }, { cost: null }])).toEqual({ cost: 2, complete: false });
    expect(pullListCost([])).toEqual({ cost: 0, complete: true });
  });
});
