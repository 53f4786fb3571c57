import {
  allergenLabel,
  allergenWarningsOfItems,
  combineAllergenSummaries,
  countOf,
  eventFiguresOfCosts,
  formatMoney,
  formatPercent,
} from '@brigade/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { AllergenChips } from '../../../components/AllergenChips';
import { type EventFormValues, linePrepQuantity, numberOf } from '../event-form';

/**
 * The event menu's live figures, worked out by core from what the dialog holds: the food cost at the
 * prep quantities (each line's cost per serving — the saved event's, or the menu choices' for lines
 * added here — times its prep quantity, the guest count by default), per billed guest (the guaranteed
 * count once given), and against the revenue (core's one rule, which the calendar header's food cost
 * % follows too); the allergens of the menu; and a warning for each menu item that contains an
 * allergen a guest declared.
 */
export function EventFigures({
  values,
  savedCostComplete,
}: {
  values: EventFormValues;
  /** The server's word on the saved menu: false when a menu item could not be costed in full. */
  savedCostComplete: boolean;
}) {
  const lines = values.banquetEventMenuSectionItems;
  const figures = useMemo(
    () =>
      eventFiguresOfCosts(
        lines.map((line) => ({
          costPerServing: line.costPerServing,
          prepQuantity: linePrepQuantity(line, values.guestCount),
        })),
        {
          guestCount: numberOf(values.guestCount),
          guaranteedCount: numberOf(values.guaranteedCount),
          pricePerGuest: numberOf(values.pricePerGuest),
        },
      ),
    [lines, values.guestCount, values.guaranteedCount, values.pricePerGuest],
  );
  const allergens = useMemo(
    () =>
      combineAllergenSummaries(
        lines.map((l) => ({
          allergens: l.menuSectionItem.menuItem.allergens,
          notReviewed: l.menuSectionItem.menuItem.allergensNotReviewed,
        })),
      ),
    [lines],
  );
  const warnings = useMemo(
    () =>
      allergenWarningsOfItems(
        lines.map((l) => l.menuSectionItem.menuItem),
        values.dietaryCounts.map((d) => ({
          count: numberOf(d.count),
          allergen: d.allergen === '' ? null : d.allergen,
        })),
      ),
    [lines, values.dietaryCounts],
  );
  const complete = figures.costComplete && savedCostComplete;

  return (
    <Box component="section" aria-labelledby="event-figures-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="event-figures-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Food cost and allergens
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 } }}>
        <Figure label="Food cost" value={`${complete ? '' : 'at least '}${formatMoney(figures.foodCost)}`} />
        <Figure
          label="Per guest"
          value={figures.foodCostPerGuest === null ? '—' : formatMoney(figures.foodCostPerGuest)}
          hint={
            figures.foodCostPerGuest === null
              ? undefined
              : numberOf(values.guaranteedCount) === null
                ? 'Of the guest count'
                : 'Of the guaranteed count'
          }
        />
        <Figure
          label="Food cost %"
          value={figures.foodCostPercent === null ? '—' : formatPercent(figures.foodCostPercent)}
          hint={figures.foodCostPercent === null ? 'Enter a price per guest' : 'Of the price per guest'}
        />
      </Box>
      {lines.length > 0 && (
        <AllergenChips allergens={allergens.allergens} notReviewed={allergens.notReviewed} />
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" aria-label="Allergen warnings">
          <AlertTitle>Allergen warnings</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((w) => (
              <li key={`${w.menuItemId}-${w.allergen}`}>
                {w.menuItemName} contains {allergenLabel(w.allergen)}: {countOf(w.guests, 'guest')} declared
                it.
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        component="output"
        aria-label={label}
        variant="h6"
        sx={{ display: 'block', lineHeight: 1.3 }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
