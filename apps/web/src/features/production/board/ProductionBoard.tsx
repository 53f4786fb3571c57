import type { TBatch, TProductionPlan } from '@brigade/core';
import { countOf } from '@brigade/core';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { daySheetPath, dayText, labelsPath, type ProductionSelection } from '../selection';
import { BatchCard } from './BatchCard';

type PlanDay = TProductionPlan['days'][number];
type PlanTeam = PlanDay['teams'][number];

/**
 * The day × team board: one column per production day (a section of its own on a phone), its teams
 * within, each team's batches as cards, with the team's day sheet and labels to print. A day before
 * the first day asked for holds what is made ahead for the events of the range.
 */
export function ProductionBoard({
  plan,
  selection,
  onCheckOff,
}: {
  plan: TProductionPlan;
  selection: ProductionSelection;
  onCheckOff: (date: string, team: string, batch: TBatch, done: boolean) => void;
}) {
  return (
    <Box
      role="region"
      aria-label="Production days"
      tabIndex={0}
      sx={{
        display: { xs: 'grid', md: 'grid' },
        gap: 2,
        gridAutoFlow: { md: 'column' },
        gridAutoColumns: { md: 'minmax(300px, 1fr)' },
        overflowX: { md: 'auto' },
        alignItems: 'start',
        pb: 1,
        // Keyboard users scroll the board with the arrow keys once it has focus: show where that is.
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {plan.days.map((day) => (
        <DayColumn
          key={day.date}
          day={day}
          aheadOfRange={day.date < plan.startDate}
          selection={selection}
          onCheckOff={onCheckOff}
        />
      ))}
    </Box>
  );
}

function DayColumn({
  day,
  aheadOfRange,
  selection,
  onCheckOff,
}: {
  day: PlanDay;
  aheadOfRange: boolean;
  selection: ProductionSelection;
  onCheckOff: (date: string, team: string, batch: TBatch, done: boolean) => void;
}) {
  const titleId = useId();
  const count = day.teams.reduce((n, t) => n + t.batches.length, 0);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 1.5, bgcolor: 'grey.50', minWidth: 0 }}
    >
      <Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {dayText(day.date)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countOf(count, 'batch', 'batches')}
          {aheadOfRange ? ' · ahead of the days shown' : ''}
        </Typography>
      </Box>
      {day.teams.map((team) => (
        <TeamGroup
          key={team.team}
          date={day.date}
          team={team}
          selection={selection}
          onCheckOff={onCheckOff}
        />
      ))}
    </Paper>
  );
}

function TeamGroup({
  date,
  team,
  selection,
  onCheckOff,
}: {
  date: string;
  team: PlanTeam;
  selection: ProductionSelection;
  onCheckOff: (date: string, team: string, batch: TBatch, done: boolean) => void;
}) {
  const titleId = useId();
  const target = { date, team: team.team };
  const done = team.batches.filter((b) => b.checkOff).length;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
          {team.team}
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${done} of ${team.batches.length} done`}
          </Typography>
        </Typography>
        {/* The team's prints stay together, wrapping under its name when the column is narrow. */}
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            component="a"
            size="small"
            startIcon={<Print />}
            href={daySheetPath(selection, target)}
            target="_blank"
            // The sheet's tab needs this tab's session (sessionStorage), copied only to a tab that keeps its opener.
            rel="opener"
            aria-label={`Print the ${team.team} day sheet for ${dayText(date)}`}
            sx={{ minHeight: 44 }}
          >
            Day sheet
          </Button>
          <Button
            component="a"
            size="small"
            startIcon={<LabelOutlined />}
            href={labelsPath(selection, target, 'sheet')}
            target="_blank"
            rel="opener"
            aria-label={`Print the ${team.team} labels for ${dayText(date)}`}
            sx={{ minHeight: 44 }}
          >
            Labels
          </Button>
        </Box>
      </Box>
      {team.batches.map((batch) => (
        <BatchCard
          key={batch.key}
          batch={batch}
          onCheckOff={(b, isDone) => onCheckOff(date, team.team, b, isDone)}
        />
      ))}
    </Box>
  );
}
