import TableRows from '@mui/icons-material/TableRows';
import ViewModule from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useViewMode, type ViewMode } from '../../app/view-mode';

/**
 * Spec 2: the list header's Tile/Table switch shows only for Ingredient or Recipe headers, and only
 * when no vendor is in scope. (The top bar's switch is always there; both set the same choice.)
 */
export function showsListViewSwitch(itemType: string, vendorInScope: boolean): boolean {
  const type = itemType.toLowerCase();
  return (type === 'ingredient' || type === 'recipe') && !vendorInScope;
}

/** The header's Tile/Table switch; it shares the top bar's choice through useViewMode(). */
export function ListViewSwitch() {
  const { viewMode, setViewMode } = useViewMode();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={viewMode}
      onChange={(_event, mode: ViewMode | null) => mode && setViewMode(mode)}
      aria-label="List view"
    >
      <ToggleButton value="tile" aria-label="Show tiles" title="Show tiles">
        <ViewModule fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label="Show table" title="Show table">
        <TableRows fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
