import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PullList } from './PullList';

const measure = (quantity: number, text: string) => ({ quantity, units: 'Pound', label: 'Pounds', text });

describe('PullList', () => {
  it('shows a trimmed ingredient as bought, with what the recipes use of it trimmed beside it', () => {
    render(
      <PullList
        totals={[
          // 9 lb of trimmed onion at 90 % yield: 10 lb pulled, costed as bought ($1.20 × 10 lb).
          {
            ingredientId: 7,
            name: 'Yellow Onion',
            quantity: 9,
            units: 'Pound',
            display: measure(9, '9 Pounds'),
            pull: measure(10, '10 Pounds'),
            cost: 12,
          },
          {
            ingredientId: 8,
            name: 'Butter',
            quantity: 2,
            units: 'Pound',
            display: measure(2, '2 Pounds'),
            pull: measure(2, '2 Pounds'),
            cost: 8,
          },
        ]}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Pull list' });
    expect(
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Yellow Onion10 Pounds (9 Pounds trimmed)$12.00', 'Butter2 Pounds$8.00']);
    // $12.00 + $8.00.
    expect(screen.getByRole('group', { name: 'Pull list total' }).textContent).toBe('Total cost$20.00');
  });
});
