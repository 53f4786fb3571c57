import { formatNutrient } from '@brigade/core';
import { type GridColumn, gridHeight, ListGrid } from '../../components/data-grid';

export type ScaledNutrient = { name: string; unitName: string; amount: number };
type NutrientRow = ScaledNutrient & { id: number };

const COLUMNS: GridColumn<NutrientRow>[] = [
  { field: 'name', headerName: 'Nutrient', flex: 2, minWidth: 150, wrap: true, value: (n) => n.name },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    minWidth: 100,
    phone: true,
    value: (n) => n.amount,
    render: (n) => formatNutrient(n.amount),
  },
  { field: 'unitName', headerName: 'Unit', minWidth: 80, phone: true, value: (n) => n.unitName },
];

/**
 * The Nutrients list of the food detail (spec 2): each amount for the chosen portion, to 2 decimals
 * (spec 9), in the shared grid (some 150 rows: sorted, searched, exported).
 */
export function NutrientTable({ nutrients }: { nutrients: ScaledNutrient[] }) {
  // A food can list one name twice, in two units (Energy in kcal and in kJ): the row's place is its id.
  const rows = nutrients.map((n, id) => ({ ...n, id }));
  return (
    <ListGrid
      gridId="food-nutrients"
      label="Nutrients"
      rows={rows}
      columns={COLUMNS}
      rowHeight="auto"
      height={gridHeight(rows.length, 8)}
    />
  );
}
