import type { TBatch } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { allergensText, batchEvents } from '../batch-text';
import { useDayBatches } from '../print/use-day-batches';
import { daySheetPath, type LabelLayout, longDayText, shortDayText } from '../selection';
import { labelPages, MAX_COPIES, PAGE_RULES, readCopies } from './label-pages';
import './labels.css';

/**
 * /portal/events/production/labels?date=…&team=…&layout=sheet|thermal(&copies=n): a container label
 * for each of one team's batches of a production day — recipe, batch quantity, prep date, use-by,
 * allergens, team, events — on a 30-up letter sheet or 2 × 1 in thermal labels, n of each.
 */
export function LabelsPrintPage() {
  const { target, selection, plan, batches } = useDayBatches();
  const [params, setParams] = useSearchParams();
  const layout: LabelLayout = params.get('layout') === 'thermal' ? 'thermal' : 'sheet';
  const copies = readCopies(params.get('copies'));
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };

  if (!target) return <Alert severity="error">Choose a day and a team to print their labels.</Alert>;
  if (plan.isError) return <Alert severity="error">{errorMessage(plan.error)}</Alert>;
  if (!batches)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the labels" />
      </Box>
    );
  const pages = labelPages(batches, copies, layout);
  const count = batches.length * copies;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {/* The page size of this layout, only while the labels are open. */}
      <style>{PAGE_RULES[layout]}</style>
      <Box className="labels-toolbar" sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to={daySheetPath(selection, target)}>
            Back to the day sheet
          </Button>
          <Button
            variant="contained"
            startIcon={<Print />}
            onClick={() => window.print()}
            disabled={count === 0}
          >
            Print
          </Button>
        </Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {`Labels — ${target.team}, ${longDayText(target.date)}`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <ToggleButtonGroup
            exclusive
            value={layout}
            aria-label="Label layout"
            onChange={(_, value: LabelLayout | null) => value && set('layout', value)}
          >
            <ToggleButton value="sheet" sx={{ minHeight: 44 }}>
              Letter sheet, 30 labels
            </ToggleButton>
            <ToggleButton value="thermal" sx={{ minHeight: 44 }}>
              Thermal 2 × 1 in
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            type="number"
            size="small"
            label="Copies of each"
            value={copies}
            onChange={(event) => set('copies', String(readCopies(event.target.value)))}
            slotProps={{ htmlInput: { min: 1, max: MAX_COPIES } }}
            sx={{ width: 140 }}
          />
          <Typography color="text.secondary">
            {`${count} label${count === 1 ? '' : 's'} on ${pages.length} ${
              layout === 'sheet'
                ? `sheet${pages.length === 1 ? '' : 's'}`
                : `label${pages.length === 1 ? '' : 's'}`
            }`}
          </Typography>
        </Box>
        {count === 0 && (
          <Alert severity="info">{`The ${target.team} team has nothing to make on ${longDayText(target.date)}.`}</Alert>
        )}
      </Box>
      <section className={`label-pages ${layout}`} aria-label="Labels">
        {pages.map((page) => (
          <div key={page[0].id} className={`label-page ${layout}`}>
            {page.map(({ batch, id }) => (
              <ContainerLabel key={id} batch={batch} prepDate={target.date} team={target.team} />
            ))}
          </div>
        ))}
      </section>
    </Box>
  );
}

/** One label: what is in the container, how much, made when, good until, what it contains, for whom. */
function ContainerLabel({ batch, prepDate, team }: { batch: TBatch; prepDate: string; team: string }) {
  return (
    <section className="label" aria-label={`Label: ${batch.recipe.name}`}>
      <div className="label-name">{batch.recipe.name}</div>
      <div className="label-row">
        <strong>{batch.display.text}</strong>
        <span>{team}</span>
      </div>
      <div className="label-row">
        <span>{`Prep ${shortDayText(prepDate)}`}</span>
        <strong>{batch.useBy ? `Use by ${shortDayText(batch.useBy)}` : 'Use by —'}</strong>
      </div>
      <div className="label-line label-allergens">
        {batch.allergens.length > 0 ? `Contains: ${allergensText(batch)}` : 'No listed allergens'}
      </div>
      <div className="label-line">{batchEvents(batch).join(', ')}</div>
    </section>
  );
}
