import type { TImportRowError } from '@brigade/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Spreadsheet } from './read-table';
import { cellText, type SheetColumn, SheetPreview } from './SheetPreview';

/** A sheet of `n` ingredients on lines 2…n+1: "Item 1" costs $1, "Item 2" $2… */
function sheetOf(n: number): Spreadsheet {
  const rows = Array.from({ length: n }, (_, i) => ({ name: `Item ${i + 1}`, cost: i + 1 }));
  return { rows, lines: rows.map((_, i) => i + 2), truncated: false };
}

function renderPreview(sheet: Spreadsheet, errors: TImportRowError[]) {
  const columns: SheetColumn[] = [
    { header: 'Name', cell: (i) => cellText(sheet.rows[i].name) },
    { header: 'Pack cost', align: 'right', cell: (i) => cellText(sheet.rows[i].cost) },
  ];
  render(
    <SheetPreview
      gridId="sheet-preview-test"
      fileName="items.csv"
      sheet={sheet}
      errors={errors}
      columns={columns}
      label="Rows to import"
      ready="Every row is ready to import."
    />,
  );
  return screen.getByRole('grid', { name: 'Rows to import' });
}

const lineOf = (row: HTMLElement) => row.querySelector('[data-field="line"]')?.textContent;

describe('the preview of a spreadsheet import', { timeout: 30_000 }, () => {
  it('holds every row of a sheet longer than a screen, those with problems first', () => {
    const errors = [
      { row: 260, field: 'cost', message: 'Please enter a number' },
      { row: 3, field: 'name', message: 'Please enter a name' },
    ];
    const grid = renderPreview(sheetOf(300), errors);
    expect(screen.getByText('Preview of items.csv: 300 rows')).toBeTruthy();
    expect(screen.getByText(/^2 rows have a problem/)).toBeTruthy();
    // Every row: the header and 300 (the old table stopped at 200).
    expect(grid.getAttribute('aria-rowcount')).toBe('301');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(300);
    // Row index 3 is line 5, 260 line 262: first, by line, each with its problem; then line 2 on.
    expect(rows.slice(0, 3).map(lineOf)).toEqual(['5', '262', '2']);
    expect(rows[0].textContent).toContain('Please enter a name');
    expect(rows[1].textContent).toContain('Please enter a number');
    expect(rows[0].className).toContain('invalid');
    expect(rows[2].className).not.toContain('invalid');
    expect(lineOf(rows[299])).toBe('301');
  });

  it('sorts by a column of the sheet', async () => {
    const grid = renderPreview(sheetOf(3), []);
    expect(screen.getByText('Every row is ready to import.')).toBeTruthy();
    const costs = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('[data-field="Pack cost"]')?.textContent);
    expect(costs()).toEqual(['1', '2', '3']);
    // Ascending, then descending (the header's name gains its sort button's once sorted).
    const header = () => grid.querySelector('[role="columnheader"][data-field="Pack cost"]') as HTMLElement;
    await userEvent.click(header());
    await userEvent.click(header());
    await waitFor(() => expect(costs()).toEqual(['3', '2', '1']));
  });
});
