import { allergenLabel, countOf, type TBanquetEvent } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NOT_REVIEWED_TEXT } from '../../../components/AllergenChips';

/** 'Allergens not reviewed', the chips' wording, at the start of a line. */
const NOT_REVIEWED_HEADING = NOT_REVIEWED_TEXT.charAt(0).toUpperCase() + NOT_REVIEWED_TEXT.slice(1);

/**
 * The allergen summary of the event menu (core's roll-up, from the server): what it contains, the
 * ingredients nobody reviewed ("allergens not reviewed", never read as "none"), and a warning for each
 * menu item containing an allergen a guest declared.
 */
export function BeoAllergens({ event }: { event: TBanquetEvent }) {
  const { allergens, allergensNotReviewed, allergenWarnings } = event;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 700 }}>
          Contains:{' '}
        </Box>
        {allergens.length > 0 ? allergens.map(allergenLabel).join(', ') : 'No major allergens'}
      </Typography>
      {allergensNotReviewed.length > 0 && (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {NOT_REVIEWED_HEADING}:{' '}
          </Box>
          {allergensNotReviewed.join(', ')}
        </Typography>
      )}
      {allergenWarnings.length > 0 && (
        <Alert severity="error" variant="outlined" className="beo-warnings" aria-label="Allergen warnings">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {allergenWarnings.map((w) => (
              <li key={`${w.menuItemId}-${w.allergen}`}>
                <strong>{w.menuItemName}</strong> contains {allergenLabel(w.allergen)}:{' '}
                {countOf(w.guests, 'guest')} declared {allergenLabel(w.allergen)}.
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
