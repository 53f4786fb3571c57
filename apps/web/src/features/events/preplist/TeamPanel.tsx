import { countOf } from '@brigade/core';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Print from '@mui/icons-material/Print';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { type TeamPreplist, TeamPreplistView } from './TeamPreplistView';

/** How many items and prep recipes a team has, for the panel's summary line. */
function counts(team: TeamPreplist): string {
  const items = team.preplistSections.reduce((n, s) => n + s.preplistItems.length, 0);
  const recipes = team.preplistSections.reduce(
    (n, s) => n + s.preplistItems.reduce((m, i) => m + i.prepRecipes.length, 0),
    0,
  );
  return `${countOf(items, 'item')} · ${countOf(recipes, 'recipe')}`;
}

/**
 * One prep team's expandable panel (spec 2) with its own print button: the saved event's station
 * sheet in a new tab (`printHref`), or — when what is shown is not saved — a print in place; and, for
 * a saved event, its container labels (`labelsHref`) in a new tab.
 */
export function TeamPanel({
  team,
  defaultExpanded,
  printHref,
  labelsHref,
  onPrint,
}: {
  team: TeamPreplist;
  defaultExpanded?: boolean;
  printHref: string | null;
  labelsHref: string | null;
  onPrint: () => void;
}) {
  const printLabel = `Print ${team.team} prep list`;
  // The panel's region is named by its summary through these ids (MUI reads them from the summary).
  const id = useId();
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-team`} aria-controls={`${id}-details`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {team.team}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {counts(team)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          {labelsHref && (
            <NewTabButton to={labelsHref} icon={<LocalOffer />} label={`Print ${team.team} labels`}>
              Labels
            </NewTabButton>
          )}
          {printHref ? (
            <NewTabButton to={printHref} icon={<Print />} label={printLabel}>
              Print
            </NewTabButton>
          ) : (
            <Button variant="outlined" startIcon={<Print />} onClick={onPrint} aria-label={printLabel}>
              Print
            </Button>
          )}
        </Box>
        <TeamPreplistView team={team} />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * A page of ours (a print) in a new tab. The new tab needs this tab's session (sessionStorage), which
 * only a tab that keeps its opener gets.
 */
function NewTabButton({
  to,
  icon,
  label,
  children,
}: {
  to: string;
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      component={RouterLink}
      to={to}
      target="_blank"
      rel="opener"
      variant="outlined"
      startIcon={icon}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
