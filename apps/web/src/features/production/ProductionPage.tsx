import { type TBatch, TEAMS } from '@brigade/core';
import TabletIcon from '@mui/icons-material/TabletMac';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EventsSubpageHeader } from '../../components/EventsSubpageHeader';
import { ErrorList, QueryFrame } from '../../components/QueryFrame';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { calendarPathFor } from '../../lib/calendar-address';
import { getUsername } from '../../lib/session';
import { useActiveKitchen, useCan } from '../../lib/use-can';
import { EventsCovered } from '../purchasing/order-guide/EventsCovered';
import { RangePicker } from '../purchasing/order-guide/RangePicker';
import { productionPlanQuery, useCheckOff } from './api';
import { ProductionBoard } from './board/ProductionBoard';
import {
  type ProductionSelection,
  productionParams,
  rangeShortcuts,
  rangeText,
  readProductionSelection,
} from './selection';

const ALL_TEAMS = '';

/**
 * /portal/events/production: the banquet orders of some days as batches — one per recipe per
 * production day per team, made ahead by the recipe's lead time — on a day × team board, each batch
 * with its uses and lines, a "Done" box kept on the server, and each team's day sheet and labels.
 */
export function ProductionPage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const selection = useMemo(() => readProductionSelection(new URLSearchParams(search)), [search]);
  const allowed = useCan()('getProductionPlan');
  const { active } = useActiveKitchen();
  const refused = active !== null && !allowed;
  const plan = useQuery({ ...productionPlanQuery(selection), enabled: allowed });
  const checkOff = useCheckOff(getUsername() ?? 'You');
  const snackbar = useSnackbar();
  const select = (next: ProductionSelection) => setParams(productionParams(next));
  const teams: string[] = [...TEAMS];
  if (selection.team && !teams.includes(selection.team)) teams.push(selection.team);

  const onCheckOff = (date: string, team: string, batch: TBatch, done: boolean) =>
    checkOff.mutate(
      { date, team, recipeId: batch.recipe.id, done },
      {
        onError: (error) =>
          snackbar.error(
            `${batch.recipe.name} was not marked ${done ? 'done' : 'not done'}: ${errorMessage(error)}`,
          ),
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <EventsSubpageHeader
        title="Production"
        back={calendarPathFor(selection.range)}
        description={`What to make, day by day and team by team, for the events of ${rangeText(selection.range)}.`}
      />

      {refused ? (
        <Alert severity="info">Your role in this kitchen does not show the production plan.</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          <RangePicker
            range={selection.range}
            onChange={(range) => select({ ...selection, range })}
            shortcuts={rangeShortcuts()}
          />
          <TextField
            select
            size="small"
            label="Team"
            value={selection.team ?? ALL_TEAMS}
            onChange={(event) => select({ ...selection, team: event.target.value || null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ALL_TEAMS}>All teams</MenuItem>
            {teams.map((team) => (
              <MenuItem key={team} value={team}>
                {team}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            label="Include tentative"
            sx={{ minHeight: 44, mr: 0 }}
            control={
              <Switch
                checked={selection.tentative}
                onChange={(event) => select({ ...selection, tentative: event.target.checked })}
              />
            }
          />
          <Button
            component={RouterLink}
            to={selection.team ? `/station/${encodeURIComponent(selection.team)}` : '/station'}
            variant="outlined"
            startIcon={<TabletIcon />}
            sx={{ minHeight: 44 }}
          >
            Station mode
          </Button>
        </Box>
      )}

      {refused ? null : (
        <QueryFrame
          query={plan}
          loading="Working out the production plan"
          updating="Updating the production plan"
        >
          {(data) => (
            <>
              <ErrorList
                title="Not planned: these recipe lines could not be worked out"
                errors={data.errors}
              />
              <EventsCovered
                events={data.events}
                noneText="No event in these days: there is nothing to make."
              />
              {data.days.length > 0 ? (
                <ProductionBoard plan={data} selection={selection} onCheckOff={onCheckOff} />
              ) : (
                data.events.length > 0 && (
                  <Typography color="text.secondary">
                    {selection.team
                      ? `The ${selection.team} team has nothing to make for these events.`
                      : 'These events have nothing to make.'}
                  </Typography>
                )
              )}
            </>
          )}
        </QueryFrame>
      )}
    </Box>
  );
}
