import { formatNutrient } from '@brigade/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type ScaledNutrient = { name: string; unitName: string; amount: number };

/** The Nutrients list of the food detail (spec 2): each amount for the chosen portion, to 2 decimals (spec 9). */
export function NutrientTable({ nutrients }: { nutrients: ScaledNutrient[] }) {
  return (
    // A scrolling area must be reachable by keyboard (WCAG 2.1.1): it takes focus and has a name.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Nutrient amounts"
      sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label="Nutrients">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Nutrient
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Amount
            </TableCell>
            <TableCell component="th" scope="col">
              Unit
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {nutrients.map((n) => (
            // A food can list one name twice, in two units (Energy in kcal and in kJ).
            <TableRow key={`${n.name}|${n.unitName}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                {n.name}
              </TableCell>
              <TableCell align="right">{formatNutrient(n.amount)}</TableCell>
              <TableCell>{n.unitName}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
