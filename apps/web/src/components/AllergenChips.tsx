import { allergenLabel, type TAllergen } from '@brigade/core';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export const NOT_REVIEWED_TEXT = 'allergens not reviewed';

/**
 * What a dish contains (core's allergen roll-up): one chip per allergen, and — when an ingredient was
 * never reviewed — an outlined "allergens not reviewed" chip naming those ingredients, so a missing
 * mark is never read as "none". With everything reviewed and nothing found: "No major allergens".
 */
export function AllergenChips({
  allergens,
  notReviewed,
  size = 'small',
}: {
  allergens: readonly TAllergen[];
  notReviewed: readonly string[];
  size?: 'small' | 'medium';
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Allergens">
      {/* Dark text on the default chip, with a warning icon: filled orange with white text fails WCAG contrast (3.1:1). */}
      {allergens.map((a) => (
        <Chip
          key={a}
          size={size}
          icon={<WarningAmber sx={{ color: 'warning.dark' }} />}
          label={allergenLabel(a)}
        />
      ))}
      {notReviewed.length > 0 && (
        <Tooltip title={`Not reviewed: ${notReviewed.join(', ')}`}>
          <Chip
            size={size}
            variant="outlined"
            label={`${NOT_REVIEWED_TEXT} (${notReviewed.length})`}
            tabIndex={0}
          />
        </Tooltip>
      )}
      {allergens.length === 0 && notReviewed.length === 0 && (
        <Chip size={size} variant="outlined" color="success" label="No major allergens" />
      )}
    </Stack>
  );
}
