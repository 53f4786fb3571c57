import type { GridColumn } from './ListGrid';

/**
 * The sheet's line number of a row, first in an import preview: sorted as a number, shown as a line
 * number is written (1996, not the grid's 1,996).
 */
export function lineColumn<T extends { line: number }>(): GridColumn<T> {
  return {
    field: 'line',
    headerName: 'Line',
    type: 'number',
    align: 'left',
    width: 72,
    minWidth: 72,
    value: (r) => r.line,
    render: (r) => String(r.line),
  };
}
