import { z } from 'zod';
import { zText } from './blank.ts';

export const FEEDBACK_MESSAGES = {
  required: 'Please enter your feedback',
  tooLong: 'Please keep your feedback under 5,000 characters',
} as const;

export const FEEDBACK_MAX_LENGTH = 5000;

/** POST /api/feedback: the message and the in-app page the user came from (spec 2 /portal/feedback). */
export const ZFeedbackRequest = z.strictObject({
  message: zText({ error: FEEDBACK_MESSAGES.required })
    .trim()
    .min(1, { error: FEEDBACK_MESSAGES.required })
    .max(FEEDBACK_MAX_LENGTH, { error: FEEDBACK_MESSAGES.tooLong }),
  // The in-app path the user came from (e.g. /portal/chef/recipes?q=bread), never another site.
  page: zText()
    .trim()
    .max(2000)
    .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')), {
      error: 'The page must be a path of Brigade, like /portal/chef',
    })
    .nullish()
    .transform((v) => v || null),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

/** The built-in form (react-hook-form): the message only; the page is added when it is sent. */
export const ZFeedbackForm = z.object({ message: ZFeedbackRequest.shape.message });
export type TFeedbackForm = z.infer<typeof ZFeedbackForm>;

/** 201 of POST /api/feedback: stored (and forwarded by e-mail when FEEDBACK_EMAIL is set). */
export const ZFeedbackResponse = z.object({ id: z.number().int(), createdAt: z.string() });
export type TFeedbackResponse = z.infer<typeof ZFeedbackResponse>;

/** GET /api/feedback/config: an external form to embed instead of the built-in one (FEEDBACK_URL). */
export const ZFeedbackConfig = z.object({ url: z.string().nullable() });
export type TFeedbackConfig = z.infer<typeof ZFeedbackConfig>;
