import { countOf, type TBatch } from '@brigade/core';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { allergensText, checkOffText, purposeText } from '../batch-text';
import { BatchLines } from '../board/BatchCard';
import { dayText, labelsPath, longDayText, rangeText } from '../selection';
import { useDayBatches } from './use-day-batches';
import '../../purchasing/print/order-sheet.css';
import './day-sheet.css';
import { mediumDateTime } from '../../../lib/date-format';

/**
 * /portal/events/production/print?date=…&team=…(&from=…&to=…&tentative=1): one team's day sheet —
 * every batch it makes that day with its quantity, what it is for, its lines and a box to tick — for
 * whichever events they are for (a stock made today for next week's banquet is on today's sheet).
 */
export function DaySheetPrintPage() {
  const { target, selection, plan, batches, back } = useDayBatches();
  const titleId = useId();
  if (!target) return <Alert severity="error">Choose a day and a team to print their day sheet.</Alert>;
  if (plan.isError) return <Alert severity="error">{errorMessage(plan.error)}</Alert>;
  if (!batches)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the day sheet" />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box
        className="order-sheet-toolbar"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
      >
        <Button component={RouterLink} to={back}>
          Back to production
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            variant="outlined"
            startIcon={<LabelOutlined />}
            to={labelsPath(selection, target, 'sheet')}
          >
            Labels
          </Button>
          <Button
            variant="contained"
            startIcon={<Print />}
            onClick={() => window.print()}
            disabled={batches.length === 0}
          >
            Print
          </Button>
        </Box>
      </Box>
      {batches.length === 0 ? (
        <Alert severity="info">{`The ${target.team} team has nothing to make on ${longDayText(target.date)}.`}</Alert>
      ) : (
        <Paper
          component="article"
          aria-labelledby={titleId}
          variant="outlined"
          className="order-sheet-paper order-sheet"
          sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}
        >
          <Box component="header">
            <Typography
              id={titleId}
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
            >
              {`${target.team} — ${longDayText(target.date)}`}
            </Typography>
            <Typography>{`Day sheet: ${countOf(batches.length, 'batch', 'batches')} to make`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`For the events of ${rangeText(selection.range)}${selection.tentative ? ' (tentative ones too)' : ''} · printed ${mediumDateTime.format(new Date())}`}
            </Typography>
          </Box>
          <DaySheetTable batches={batches} prepDate={target.date} labelledBy={titleId} />
        </Paper>
      )}
    </Box>
  );
}

/** The sheet's rows: a box to tick, the recipe and how much, when, what it is for, its lines. */
function DaySheetTable({
  batches,
  prepDate,
  labelledBy,
}: {
  batches: TBatch[];
  prepDate: string;
  labelledBy: string;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <table className="day-sheet-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              Done
            </th>
            <th scope="col">Recipe</th>
            <th scope="col">For</th>
            <th scope="col">Lines</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <tr key={batch.key}>
              <td>
                {/* A box for the pen; a batch already ticked on the board prints ticked. */}
                <span className="day-sheet-box" role="img" aria-label={batch.checkOff ? 'Done' : 'Not done'}>
                  {batch.checkOff ? '✓' : ''}
                </span>
              </td>
              <th scope="row" style={{ fontWeight: 400 }}>
                <strong>{batch.recipe.name}</strong>
                <div style={{ fontSize: '1.15em', fontWeight: 700 }}>{batch.display.text}</div>
                <div>{`Prep ${dayText(prepDate)}`}</div>
                <div>{`Serve ${dayText(batch.serviceDate)}`}</div>
                {batch.useBy && <div>{`Use by ${dayText(batch.useBy)}`}</div>}
                {batch.allergens.length > 0 && <div>{`Contains ${allergensText(batch)}`}</div>}
                {batch.warnings.map((w) => (
                  <div key={w}>
                    <strong>{`⚠ ${w}`}</strong>
                  </div>
                ))}
                {batch.checkOff && <div>{checkOffText(batch.checkOff)}</div>}
              </th>
              <td>
                <ul>
                  {batch.uses.map((use) => (
                    <li key={`${use.event.id}:${use.menuItem?.id ?? ''}:${use.parentRecipe?.id ?? ''}`}>
                      {`${use.event.title}: ${purposeText(use)}, ${use.display.text}`}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <BatchLines batch={batch} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
