import { countOf, formatMoney, pullListCost, type TPreplistResponse } from '@brigade/core';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PullList } from './PullList';
import { TeamPanel } from './TeamPanel';
import type { TeamPreplist } from './TeamPreplistView';

/**
 * What View Prep List answered: one panel per prep team (spec 2), each with its print button, then
 * the pull list. `stale` says the dialog changed since, so nobody preps from an old list unawares.
 */
export function PreplistResult({
  result,
  stale,
  printHref,
  labelsHref,
  onPrint,
}: {
  result: TPreplistResponse;
  stale: boolean;
  /** The saved event's station sheet for a team, or null to print in place. */
  printHref: (team: string) => string | null;
  /** The saved event's container labels for a team, or null (an event not saved as shown). */
  labelsHref: (team: string) => string | null;
  onPrint: (team: TeamPreplist) => void;
}) {
  const total = pullListCost(result.totals);
  const id = useId();
  return (
    <Box component="section" aria-label="Prep list" sx={{ display: 'grid', gap: 1.5 }}>
      {stale && (
        <Alert severity="info">
          The event menu or its prep quantities changed since this prep list was made: press View Prep List
          again to update it.
        </Alert>
      )}
      {result.errors.length > 0 && (
        <Alert severity="warning">
          Some quantities could not be worked out:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </Box>
        </Alert>
      )}
      {result.teamPreplists.length === 0 && (
        <Typography color="text.secondary">Nothing to prepare: the menu items have no recipes.</Typography>
      )}
      <div>
        {result.teamPreplists.map((team, i) => (
          <TeamPanel
            key={team.team}
            team={team}
            defaultExpanded={i === 0}
            printHref={printHref(team.team)}
            labelsHref={labelsHref(team.team)}
            onPrint={() => onPrint(team)}
          />
        ))}
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-pull`} aria-controls={`${id}-pull-list`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                Pull list
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {countOf(result.totals.length, 'ingredient')} · {total.complete ? '' : 'at least '}
                {formatMoney(total.cost)}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`${id}-pull-list`} sx={{ overflowX: 'auto' }}>
            <PullList totals={result.totals} />
          </AccordionDetails>
        </Accordion>
      </div>
    </Box>
  );
}
