import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { AllergenChips } from '../../../components/AllergenChips';
import { CompletenessIcon } from '../../../components/CompletenessIcon';
import { CostSince } from '../../purchasing/cost-since/CostSince';
import type { MenuFormFigures } from '../menu-figures';
import { menuPrintPath } from '../print/print-path';
import { Figure } from './Figure';
import { FoodCostChip } from './FoodCostChip';
import { TargetField } from './TargetField';

/**
 * The row under the header fields: completeness (spec 4), the menu's average food-cost % against the
 * kitchen's target (editable), the allergens of every item on it, and the guest-facing print view.
 */
export function MenuToolbar({
  complete,
  figures,
  target,
  onTargetPreview,
  menuId,
  dirty,
  history,
}: {
  complete: boolean;
  figures: MenuFormFigures;
  target: number;
  onTargetPreview: (value: number) => void;
  menuId: number | null;
  dirty: boolean;
  /** The History button (versions) of a saved menu. */
  history?: React.ReactNode;
}) {
  const printHint =
    menuId === null
      ? 'Save the menu to print it'
      : dirty
        ? 'Prints the saved menu: save to print your changes'
        : 'Open the printable guest menu';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <CompletenessIcon complete={complete} fontSize="medium" />
        <Figure label="Average food cost" inline>
          <FoodCostChip
            percent={figures.averageFoodCostPercent}
            rating={figures.averageRating}
            target={target}
          />
        </Figure>
        <TargetField target={target} onPreview={onTargetPreview} />
        {/* How the saved menu's cost moved since a day. */}
        {menuId !== null && <CostSince kind="menus" id={menuId} />}
        {history}
        <Tooltip title={printHint}>
          <span>
            {menuId === null ? (
              <Button variant="outlined" startIcon={<Print />} disabled>
                Print
              </Button>
            ) : (
              <Button
                component="a"
                variant="outlined"
                startIcon={<Print />}
                href={menuPrintPath(menuId)}
                target="_blank"
                // The new tab needs this tab's session (sessionStorage), which only a tab that keeps
                // its opener gets; the page is our own.
                rel="opener"
              >
                Print
              </Button>
            )}
          </span>
        </Tooltip>
      </Box>
      {figures.hasMenuItems && (
        <AllergenChips allergens={figures.allergens.allergens} notReviewed={figures.allergens.notReviewed} />
      )}
    </Box>
  );
}
