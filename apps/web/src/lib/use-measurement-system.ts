import { DEFAULT_MEASUREMENT_SYSTEM, type TMeasurementSystem } from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { kitchenSettingsQuery } from './kitchen-settings';

/** The kitchen's measures (its settings): scaled quantities and prints are shown in them; US until read. */
export function useMeasurementSystem(): TMeasurementSystem {
  return useQuery(kitchenSettingsQuery).data?.measurementSystem ?? DEFAULT_MEASUREMENT_SYSTEM;
}
