import { describe, expect, it } from 'vitest';
import { costSummary } from './cost-summary.ts';

const error = {
  kind: 'ingredient' as const,
  line: 0,
  id: 1,
  name: 'Chicken',
  message: 'x',
  recipePath: ['R'],
};

describe('costSummary', () => {
  it('reads as the cost when every line is costed', () => {
    expect(costSummary({ total: 2.555115, errors: [] })).toEqual({
      complete: true,
      notCosted: 0,
      text: '$2.56',
    });
  });

  it('reads as a lower bound with the lines it leaves out', () => {
    // $0.255 rounds to $0.26 (spec 9, 2 decimals).
    expect(costSummary({ total: 0.255, errors: [error] })).toEqual({
      complete: false,
      notCosted: 1,
      text: '≥ $0.26 · 1 line not costed',
    });
    expect(costSummary({ total: 0, errors: [error, { ...error, line: 1 }] }).text).toBe(
      '≥ $0.00 · 2 lines not costed',
    );
  });
});
