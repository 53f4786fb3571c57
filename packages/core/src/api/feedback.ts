import { ZFeedbackConfig, ZFeedbackRequest, ZFeedbackResponse } from '../schemas/feedback.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** Feedback from signed-in users: where the web's feedback link goes, and the feedback form. */
export const feedbackApi = {
  getFeedbackConfig: bearerOp('GET', '/api/feedback/config', { 200: ZFeedbackConfig }, 'self'),
  sendFeedback: bearerOp(
    'POST',
    '/api/feedback',
    { 201: ZFeedbackResponse },
    { access: 'self', body: ZFeedbackRequest },
  ),
} satisfies ApiOperations;
