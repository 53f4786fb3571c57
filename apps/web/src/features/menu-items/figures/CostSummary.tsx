import { countOf, formatMoney } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MenuItemMath } from '../use-menu-item-math';

/** "1 serving", "4 servings". */
export function servingsText(servings: number): string {
  return countOf(servings, 'serving');
}

/**
 * Food cost per serving and for the whole batch (core's menuItemCost). Lines that cannot be costed
 * count nothing, so the figures are then lower bounds ("≥") and the lines are named with the reason.
 */
export function CostSummary({ math, servings }: { math: MenuItemMath; servings: number }) {
  const id = useId();
  const cost = math.cost;
  const partial = Boolean(cost && cost.errors.length > 0) || math.failed.length > 0;
  const money = (value: number) => `${partial ? '≥ ' : ''}${formatMoney(value)}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Food cost
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Figure label="Cost per serving" value={cost ? money(cost.perServing) : '—'} strong />
        <Figure label={`Total (${servingsText(servings)})`} value={cost ? money(cost.total) : '—'} />
      </Box>
      {!math.ready && (
        <Typography variant="body2" color="text.secondary">
          Reading the recipes…
        </Typography>
      )}
      {math.treeError && <Alert severity="error">{math.treeError}</Alert>}
      {partial && (
        <Alert severity="warning" sx={{ '& ul': { m: 0, pl: 2 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Not counted in the cost:
          </Typography>
          <ul aria-label="Lines not costed">
            {math.failed.map((name) => (
              <li key={`failed-${name}`}>{name}: the recipe could not be read</li>
            ))}
            {cost?.errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>{lineProblem(e)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Box>
  );
}

/** One figure of a definition list; its value is named by its label (role definition). */
export function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const id = useId();
  return (
    <>
      <Typography id={id} component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-labelledby={id}
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </>
  );
}

/**
 * A line's cost problem, named once: errors inside a recipe already start with its path ("Basil
 * Croutons › Basil: …"), as does a recipe with no yield ("Basil Croutons: Please enter a yield");
 * the line's own (its units) do not, so they get the recipe's name.
 */
function lineProblem(e: { name: string; message: string }): string {
  if (!e.name || e.message.startsWith(`${e.name} › `) || e.message.startsWith(`${e.name}: `))
    return e.message;
  return `${e.name}: ${e.message}`;
}
