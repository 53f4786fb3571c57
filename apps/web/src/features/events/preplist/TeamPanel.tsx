import ExpandMore from '@mui/icons-material/ExpandMore';
import Print from '@mui/icons-material/Print';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { TeamPrepList, type TeamPreplist } from './TeamPrepList';

/** How many items and prep recipes a team has, for the panel's summary line. */
function counts(team: TeamPreplist): string {
  const items = team.preplistSections.reduce((n, s) => n + s.preplistItems.length, 0);
  const recipes = team.preplistSections.reduce(
    (n, s) => n + s.preplistItems.reduce((m, i) => m + i.prepRecipes.length, 0),
    0,
  );
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(items, 'item')} · ${plural(recipes, 'recipe')}`;
}

/**
 * One prep team's expandable panel (spec 2) with its own print button: the saved event's station
 * sheet in a new tab (`printHref`), or — when what is shown is not saved — a print in place.
 */
export function TeamPanel({
  team,
  defaultExpanded,
  printHref,
  onPrint,
}: {
  team: TeamPreplist;
  defaultExpanded?: boolean;
  printHref: string | null;
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {printHref ? (
            <Button
              component={RouterLink}
              to={printHref}
              target="_blank"
              // The new tab needs this tab's session (sessionStorage), which only a tab that keeps
              // its opener gets; the page is our own.
              rel="opener"
              variant="outlined"
              startIcon={<Print />}
              aria-label={printLabel}
            >
              Print
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<Print />} onClick={onPrint} aria-label={printLabel}>
              Print
            </Button>
          )}
        </Box>
        <TeamPrepList team={team} />
      </AccordionDetails>
    </Accordion>
  );
}
