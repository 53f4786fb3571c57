import { atLeast, formatNutrient, type TRecipeNutritionResult } from '@brigade/core';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/**
 * The Nutrition popover (spec 2): the recipe's nutrients through its sub-recipes (core's
 * recipeNutrition), for the whole batch and per yield unit, to 2 decimals (spec 9). A nutrient some
 * lines have no data for is a lower bound ("≥ 96.75 g"), and those lines are named under the table.
 */
export function NutritionPopover({
  nutrition,
  yieldUnits,
}: {
  nutrition: TRecipeNutritionResult | null;
  yieldUnits: string | null | undefined;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const totals = nutrition?.totals ?? [];
  const perUnit = nutrition?.perYieldUnit ?? null;
  const missing = nutrition?.missing ?? [];
  const partial = (i: number) => (missing[i]?.lines.length ?? 0) > 0;
  const gaps = totals.flatMap((n, i) => (partial(i) ? [{ ...n, lines: missing[i].lines }] : []));
  return (
    <>
      <Button variant="outlined" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        Nutrition
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { p: 2, width: 520, maxWidth: '95vw', maxHeight: '70vh' },
          },
        }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
          Nutrition
        </Typography>
        {totals.length === 0 ? (
          <Typography variant="body2">None of the ingredients has nutrient facts yet.</Typography>
        ) : (
          <Table size="small" aria-labelledby={`${id}-title`} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>Nutrient</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  Whole recipe
                </TableCell>
                {perUnit && yieldUnits && <TableCell align="right">Per {yieldUnits}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {totals.map((n, i) => (
                <TableRow key={`${n.nutrient}-${n.units}`}>
                  <TableCell component="th" scope="row">
                    {n.nutrient}
                  </TableCell>
                  <TableCell align="right">
                    {atLeast(`${formatNutrient(n.amount)} ${n.units}`, partial(i))}
                  </TableCell>
                  {perUnit && yieldUnits && (
                    <TableCell align="right">
                      {atLeast(`${formatNutrient(perUnit[i].amount)} ${perUnit[i].units}`, partial(i))}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {gaps.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
              ≥: at least, lines without data
            </Typography>
            <ul aria-label="Lines without data" style={{ margin: 0, paddingLeft: 20 }}>
              {gaps.map((gap) => (
                <li key={`${gap.nutrient}-${gap.units}`}>
                  <Typography variant="body2">
                    {gap.nutrient}: no data for {gap.lines.join(', ')}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        )}
        {nutrition?.errors.map((error) => (
          <FormHelperText key={`${error.recipePath.join('/')}-${error.line}`} error>
            {[...error.recipePath.slice(1), error.name].join(' › ')}: {error.message}
          </FormHelperText>
        ))}
      </Popover>
    </>
  );
}
