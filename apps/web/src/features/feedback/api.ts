import type { TFeedbackRequest, TFeedbackResponse } from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { call, operationKey } from '../../lib/api-client';

/**
 * GET /api/feedback/config: the external form to embed (the server's FEEDBACK_URL, read at run time,
 * so one build serves any deployment), or null for the built-in form.
 */
export const feedbackConfigQuery = queryOptions({
  queryKey: operationKey('getFeedbackConfig'),
  queryFn: ({ signal }) => call('getFeedbackConfig', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** POST /api/feedback: resolves once the server has stored the message (201). */
export function sendFeedback(body: TFeedbackRequest): Promise<TFeedbackResponse> {
  return call('sendFeedback', { body });
}
