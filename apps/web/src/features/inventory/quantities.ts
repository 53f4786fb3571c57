import { formatConversion } from '@brigade/core';

/** A stock quantity as shown: to 2 decimals at most (a count is read off a shelf), with its units. */
export function stockText(quantity: number, units: string | null): string {
  const shown = formatConversion(Math.round(quantity * 100) / 100);
  return units ? `${shown} ${units}` : shown;
}
