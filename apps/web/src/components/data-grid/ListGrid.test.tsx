import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { gridPrefsKey, moveField, orderColumns, readGridPrefs } from './grid-prefs';
import { type GridColumn, ListGrid } from './ListGrid';

type Row = { id: number; name: string; cost: number };
const ROWS: Row[] = [
  { id: 1, name: 'Flour', cost: 20 },
  { id: 2, name: 'Butter', cost: 4.5 },
  { id: 3, name: 'Saffron', cost: 90 },
];
const COLUMNS: GridColumn<Row>[] = [
  { field: 'name', headerName: 'Name', value: (r) => r.name },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    value: (r) => r.cost,
    render: (r) => `$${r.cost.toFixed(2)}`,
  },
];

const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="name"]')?.textContent);

function renderGrid(props: Partial<Parameters<typeof ListGrid<Row>>[0]> = {}) {
  const onOpen = vi.fn();
  const view = render(
    <ListGrid
      gridId="test"
      label="Ingredients"
      rows={ROWS}
      columns={COLUMNS}
      onOpen={onOpen}
      height={400}
      {...props}
    />,
  );
  return { ...view, onOpen, grid: screen.getByRole('grid', { name: 'Ingredients' }) };
}

describe('ListGrid: the one grid of every list', () => {
  it('sorts the rows it holds by a header click when the list is loaded whole', async () => {
    const { grid } = renderGrid();
    expect(names(grid)).toEqual(['Flour', 'Butter', 'Saffron']);
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Cost' }));
    // $4.50 < $20.00 < $90.00.
    await waitFor(() => expect(names(grid)).toEqual(['Butter', 'Flour', 'Saffron']));
  });

  it('searches the rows it holds from the toolbar, beside a column filter', async () => {
    const { grid } = renderGrid();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search ingredients' }), 'ff');
    await waitFor(() => expect(names(grid)).toEqual(['Saffron']));
  });

  it('sends a paged list’s search and column filter together, each as its own query', async () => {
    const onSearchChange = vi.fn();
    const onParamChange = vi.fn();
    renderGrid({
      serverFilter: {
        search: 'flo',
        onSearchChange,
        fields: { cost: { type: 'number' } },
        param: 'cost,>,5',
        onParamChange,
      },
    });
    // Both held at once: the search in the toolbar, the filter in the panel.
    expect((screen.getByRole('searchbox', { name: 'Search ingredients' }) as HTMLInputElement).value).toBe(
      'flo',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(((await screen.findByRole('spinbutton', { name: 'Value' })) as HTMLInputElement).value).toBe('5');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search ingredients' }), 'ur');
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith('flour'));
    expect(onParamChange).not.toHaveBeenCalled();
  });

  it('asks the server for the order of a paged list, keeping the rows as answered', async () => {
    const onSortChange = vi.fn();
    const { grid } = renderGrid({ serverSort: { sort: undefined, onSortChange } });
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Cost' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'cost', direction: 'asc' });
    expect(names(grid)).toEqual(['Flour', 'Butter', 'Saffron']);
  });

  it('opens a row on click and on Enter', async () => {
    const { grid, onOpen } = renderGrid();
    await userEvent.click(within(grid).getByText('Butter'));
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[1]);
    fireEvent.keyDown(within(grid).getByText('Saffron'), { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[2]);
  });

  it('ticks rows by boxes named for them, and from the header box every row shown, no other', async () => {
    const onChange = vi.fn();
    const { grid } = renderGrid({
      selection: { ids: new Set([1]), onChange, label: (r) => `Select ${r.name}` },
    });
    expect((within(grid).getByRole('checkbox', { name: 'Select Flour' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select Butter' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([1, 2]));
    // The search leaves Saffron shown: the header's box ticks it, not Butter.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search ingredients' }), 'ff');
    await waitFor(() => expect(names(grid)).toEqual(['Saffron']));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select all rows' }));
    const ticked: Set<number> = onChange.mock.lastCall?.[0];
    expect(ticked.has(3)).toBe(true);
    expect(ticked.has(2)).toBe(false);
  });

  it('keeps a hidden column, the order and the density per signed-in user and grid', async () => {
    setSession('Bearer t', 'chef@example.com');
    const first = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cost' }));
    await waitFor(() => expect(within(first.grid).queryByRole('columnheader', { name: 'Cost' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('grid:chef@example.com:test') ?? '{}').visibility).toEqual({
      cost: false,
    });
    first.unmount();

    // The same cook comes back: still hidden. Another cook on this browser has the grid as built.
    const again = renderGrid();
    expect(within(again.grid).queryByRole('columnheader', { name: 'Cost' })).toBeNull();
    again.unmount();
    setSession('Bearer t', 'sous@example.com');
    const other = renderGrid();
    expect(within(other.grid).getByRole('columnheader', { name: 'Cost' })).toBeTruthy();
  });

  it('moves a column from Arrange columns, and reads a stored order', async () => {
    setSession('Bearer t', 'chef@example.com');
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Arrange columns' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move Cost left' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: 'Ingredients' }))
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Cost', 'Name']),
    );
    expect(readGridPrefs('test').order).toEqual(['cost', 'name']);
  });
});

describe('grid preferences', () => {
  it('orders known columns as stored and keeps new ones where defined', () => {
    const columns = [{ field: 'a' }, { field: 'b' }, { field: 'c' }];
    expect(orderColumns(columns, ['c', 'a']).map((c) => c.field)).toEqual(['c', 'a', 'b']);
    expect(orderColumns(columns, undefined).map((c) => c.field)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(gridPrefsKey('ingredients', 'chef@example.com')).toBe('grid:chef@example.com:ingredients');
  });
});
