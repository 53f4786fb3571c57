import { countOf, type TBatch } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { eventQuery } from '../../../lib/event-query';
import { kitchenSettingsQuery } from '../../../lib/kitchen-settings';
import { dayOf } from '../../../lib/local-day';
import { productionPlanQuery } from '../api';
import { allergensText, batchEvents } from '../batch-text';
import { useDayBatches } from '../print/use-day-batches';
import { daySheetPath, type LabelLayout, longDayText, shortDayText } from '../selection';
import {
  batchDay,
  batchTeam,
  eventBatches,
  labelPages,
  MAX_COPIES,
  PAGE_RULES,
  readCopies,
} from './label-pages';
import './labels.css';

/**
 * /portal/events/production/labels: container labels — recipe, quantity, prep date, use-by, allergens,
 * team, events — on a 30-up letter sheet or 2 × 1 in thermal labels (`layout=sheet|thermal`), n of
 * each (`copies`), for
 * - `date=…&team=…`: one team's batches of a production day (from a day sheet), or
 * - `event=…&team=…`: what one team makes for one event (from its prep list): each batch's share for
 *   that event, dated the day the batch is made.
 */
export function LabelsPrintPage() {
  const [params] = useSearchParams();
  return params.has('event') ? <EventLabels /> : <DayLabels />;
}

function DayLabels() {
  const { target, selection, plan, batches } = useDayBatches();
  if (!target) return <Alert severity="error">Choose a day and a team to print their labels.</Alert>;
  return (
    <LabelSheets
      title={`Labels — ${target.team}, ${longDayText(target.date)}`}
      back={{ to: daySheetPath(selection, target), text: 'Back to the day sheet' }}
      error={plan.isError ? plan.error : null}
      batches={batches}
      empty={`The ${target.team} team has nothing to make on ${longDayText(target.date)}.`}
    />
  );
}

function EventLabels() {
  const [params] = useSearchParams();
  const id = Number(params.get('event'));
  const team = params.get('team')?.trim() ?? '';
  const valid = Number.isInteger(id) && id > 0 && team !== '';
  const event = useQuery({ ...eventQuery(id), enabled: valid });
  const settings = useQuery(kitchenSettingsQuery);
  // The plan of the event's own day (its batches may be made days before), tentative events counted.
  const day = event.data ? dayOf(new Date(event.data.start)) : null;
  const plan = useQuery({
    ...productionPlanQuery({ range: { from: day ?? '', to: day ?? '' }, team, tentative: true }),
    enabled: day !== null,
  });
  if (!valid) return <Alert severity="error">Choose an event and a team to print their labels.</Alert>;
  const batches =
    plan.data && settings.data ? eventBatches(plan.data, id, settings.data.measurementSystem) : undefined;
  return (
    <LabelSheets
      title={`Labels — ${team}, ${event.data?.title ?? ''}`}
      back={null}
      error={event.error ?? plan.error ?? settings.error ?? null}
      batches={batches}
      empty={`The ${team} team has nothing to make for ${event.data?.title ?? 'this event'}.`}
    />
  );
}

/** The labels of some batches: layout and copies (kept in the address), then the pages to print. */
function LabelSheets({
  title,
  back,
  error,
  batches,
  empty,
}: {
  title: string;
  back: { to: string; text: string } | null;
  error: unknown;
  batches: TBatch[] | undefined;
  empty: string;
}) {
  const [params, setParams] = useSearchParams();
  const layout: LabelLayout = params.get('layout') === 'thermal' ? 'thermal' : 'sheet';
  const copies = readCopies(params.get('copies'));
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };

  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
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
          {back ? (
            <Button component={RouterLink} to={back.to}>
              {back.text}
            </Button>
          ) : (
            <span />
          )}
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
          {title}
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
            {`${countOf(count, 'label')} on ${countOf(pages.length, layout === 'sheet' ? 'sheet' : 'label')}`}
          </Typography>
        </Box>
        {count === 0 && <Alert severity="info">{empty}</Alert>}
      </Box>
      <section className={`label-pages ${layout}`} aria-label="Labels">
        {pages.map((page) => (
          <div key={page[0].id} className={`label-page ${layout}`}>
            {page.map(({ batch, id }) => (
              <ContainerLabel key={id} batch={batch} />
            ))}
          </div>
        ))}
      </section>
    </Box>
  );
}

/** One label: what is in the container, how much, made when, good until, what it contains, for whom. */
function ContainerLabel({ batch }: { batch: TBatch }) {
  const prepDate = batchDay(batch);
  const team = batchTeam(batch);
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
