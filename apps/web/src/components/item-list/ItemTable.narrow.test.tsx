import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ItemColumn, ItemTable } from './ItemTable';
import { stacksRows } from './layout';
import { stubListLayout } from './test-layout';

// A phone: the list is 390 px wide (spec 9's virtual list stays 700 px high).
stubListLayout({ width: 390, height: 700 });

type Row = {
  id: number;
  name: string;
  cost: string;
  units: string;
  category: string;
  conv: number;
  nut: number;
};

const flour: Row = {
  id: 1,
  name: 'All-purpose Flour',
  cost: '$20.00 per 50 Pounds · $0.40 / Pound',
  units: 'Pound',
  category: 'Grains and Pasta',
  conv: 1,
  nut: 5,
};

// The ingredient table's six columns (spec 2).
const SIX: ItemColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'cost', header: 'Cost', align: 'right', render: (r) => r.cost },
  { key: 'units', header: 'Cost Units', render: (r) => r.units },
  { key: 'category', header: 'Category', render: (r) => r.category },
  { key: 'conv', header: 'Number of Conversions', align: 'right', render: (r) => r.conv },
  { key: 'nut', header: 'Number of Nutrients', align: 'right', render: (r) => r.nut },
];

function renderTable(columns: ItemColumn<Row>[]) {
  const onOpen = vi.fn();
  render(
    <ItemTable
      label="Ingredients"
      items={[flour]}
      columns={columns}
      getKey={(r) => r.id}
      onOpen={onOpen}
      hasMore={false}
      loadingMore={false}
      onLoadMore={vi.fn()}
    />,
  );
  const table = screen.getByRole('table', { name: 'Ingredients' });
  const row = within(table).getAllByRole('row')[1];
  return { table, row, onOpen };
}

describe('ItemTable on a phone', () => {
  it('stacks a row that would not fit: each value beside its label', () => {
    const { table, row } = renderTable(SIX);
    // The headers stay for screen readers; each line shows its label (hidden from them: the header names it).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(SIX.map((c) => c.header));
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'All-purpose Flour',
      'Cost$20.00 per 50 Pounds · $0.40 / Pound',
      'Cost UnitsPound',
      'CategoryGrains and Pasta',
      'Number of Conversions1',
      'Number of Nutrients5',
    ]);
    expect(within(row).getByText('Number of Conversions').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the plain table where the columns fit (three recipe columns on 390 px)', () => {
    const { row } = renderTable(SIX.slice(0, 3));
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['All-purpose Flour', '$20.00 per 50 Pounds · $0.40 / Pound', 'Pound']);
  });

  it('stacks where the columns need more than the width: 110 px a column unless one says', () => {
    const columns = (count: number) => Array.from({ length: count }, () => ({}));
    expect(stacksRows(390, columns(6))).toBe(true);
    expect(stacksRows(659, columns(6))).toBe(true);
    expect(stacksRows(660, columns(6))).toBe(false);
    expect(stacksRows(358, columns(3))).toBe(false);
    expect(stacksRows(0, columns(6))).toBe(false); // not laid out yet
    // A column that says it needs 190 px: 190 + 2 × 110 = 410.
    expect(stacksRows(409, [{ minWidth: 190 }, {}, {}])).toBe(true);
    expect(stacksRows(410, [{ minWidth: 190 }, {}, {}])).toBe(false);
  });
});
