import type { ApiRequest, TPreplistRequestLine, TPreplistResponse } from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { call, callWithResponse, operationKey } from '../../../lib/api-client';

/**
 * POST /api/preplist (spec 7) with the dialog's lines, saved or not. Spec 4 expects 201: any other
 * answer counts as a failure ('Error: Prep List not generated.').
 */
export async function generatePreplist(lines: TPreplistRequestLine[]): Promise<TPreplistResponse> {
  // A line without its prep quantity goes as null: the API answers its message for it.
  const body = { banquetEventMenuSectionItems: lines } as ApiRequest<'createPreplist'>['body'];
  const response = await callWithResponse('createPreplist', { body });
  if (response.status !== 201) throw new Error(`The server answered ${response.status}, not 201.`);
  return response.data;
}

/** The prep list of a stored event (POST /api/events/{id}/preplist): what the station sheets print. */
export function eventPreplistQuery(id: number) {
  return queryOptions({
    queryKey: operationKey('createEventPreplist', { params: { id } }),
    queryFn: ({ signal }) => call('createEventPreplist', { params: { id }, signal }),
    retry: false,
  });
}

/** The station sheet's own address: /portal/events/{id}/preplist/print?team=… (every team without). */
export function teamPrintPath(eventId: number, team?: string): string {
  const query = team ? `?${new URLSearchParams({ team })}` : '';
  return `/portal/events/${eventId}/preplist/print${query}`;
}
