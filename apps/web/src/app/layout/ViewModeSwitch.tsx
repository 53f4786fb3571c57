import TableRows from '@mui/icons-material/TableRows';
import ViewModule from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useViewModeSwitch, type ViewMode } from '../view-mode';

const buttonSx = {
  color: 'inherit',
  borderColor: 'rgba(255,255,255,0.6)',
  px: 1,
  '&.Mui-selected, &.Mui-selected:hover': { color: 'primary.main', bgcolor: '#ffffff' },
} as const;

/**
 * The top bar's Tile/Table switch (spec 1); list screens read the choice with useViewMode(). It shows
 * only while a screen that offers it is on show (spec 2: an ingredient or recipe list header with no
 * vendor in scope — so not on a vendor's page), the one switch of the page.
 */
export function ViewModeSwitch() {
  const { viewMode, setViewMode, inUse } = useViewModeSwitch();
  if (!inUse) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={viewMode}
      onChange={(_event, mode: ViewMode | null) => mode && setViewMode(mode)}
      aria-label="View"
    >
      <ToggleButton value="tile" aria-label="Tile view" title="Tile view" sx={buttonSx}>
        <ViewModule fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label="Table view" title="Table view" sx={buttonSx}>
        <TableRows fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
