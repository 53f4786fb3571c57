import type { TCostSinceResponse } from '@brigade/core';
import { json, type RecordedRequest } from './fake-api';

/**
 * GET /api/{recipes|menuItems|menus}/{id}/cost-since as the server answers it when no ingredient's
 * price moved since the day asked: the cost then is the cost now, `cost`.
 */
export function costUnchanged(cost: number) {
  return (request: RecordedRequest) =>
    json({
      since: new URL(request.path, 'http://localhost').searchParams.get('date') ?? '',
      costThen: cost,
      costNow: cost,
      change: 0,
      changePercent: 0,
      movers: [],
      unpricedThen: 0,
      // created long before any day a test asks about
      createdDate: '2025-01-01T00:00:00.000Z',
    } satisfies TCostSinceResponse);
}
