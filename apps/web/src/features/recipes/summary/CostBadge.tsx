import { costSummary, type TRecipeCostResult } from '@brigade/core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * The recipe's cost (spec 2 cost badge, spec 9 money to 2 decimals). A cost that leaves out lines it
 * cannot cost says so (core's costSummary): "≥ $0.26 · 1 line not costed", outlined in
 * amber. The cost per line (the spec's pie) sits beside the lines, in the Cost per line panel.
 */
export function CostBadge({
  cost,
  loading,
}: {
  cost: TRecipeCostResult | null;
  /** Unused since the pie moved beside the lines; kept so callers need not change. */
  yieldUnits?: string | null | undefined;
  loading: boolean;
}) {
  const summary = cost ? costSummary(cost) : null;
  const text = summary?.text ?? '—';
  return (
    <Chip
      // A cost missing some lines is outlined in amber (dark text keeps the contrast readable).
      {...(summary?.complete
        ? { color: 'primary', variant: 'filled' }
        : {
            variant: 'outlined',
            sx: { borderColor: 'warning.main', borderWidth: 2, color: 'text.primary' },
          })}
      aria-label={`Cost ${text}`}
      label={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          Cost {text}
          {loading && <CircularProgress size={12} color="inherit" aria-label="Costing" />}
        </Box>
      }
    />
  );
}
