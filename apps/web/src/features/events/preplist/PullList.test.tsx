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
    const table = screen.getByRole('table', { name: 'Pull list' });
    const onion = within(table).getByRole('rowheader', { name: 'Yellow Onion' }).closest('tr') as HTMLElement;
    expect(onion.textContent).toBe('Yellow Onion10 Pounds (9 Pounds trimmed)$12.00');
    const butter = within(table).getByRole('rowheader', { name: 'Butter' }).closest('tr') as HTMLElement;
    expect(butter.textContent).toBe('Butter2 Pounds$8.00');
    expect(within(table).getByText('$20.00')).toBeTruthy();
  });
});
