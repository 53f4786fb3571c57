import { ZApiError, ZFeedbackConfig, ZFeedbackRequest, ZFeedbackResponse } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackService } from './feedback.service.ts';

/** /portal/feedback (spec 2): where feedback goes, and the built-in form's messages. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = feedbackService({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    log: app.log,
    forwardTo: app.config.feedback.email,
    publicUrl: app.config.publicUrl,
  });
  const tags = ['feedback'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/feedback/config',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The external feedback form to embed (FEEDBACK_URL), or null for the built-in form',
        response: { 200: ZFeedbackConfig, 401: ZApiError },
      },
    },
    async () => ({ url: app.config.feedback.url ?? null }),
  );

  app.post(
    '/api/feedback',
    {
      onRequest: app.authenticate,
      // Each message may become an e-mail: a script must not turn this into a mail cannon.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Stores a feedback message with its author and page; e-mails it to FEEDBACK_EMAIL when set',
        body: ZFeedbackRequest,
        response: { 201: ZFeedbackResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const stored = await service.submit(request.user, request.body);
      return reply.code(201).send({ id: stored.id, createdAt: stored.createdAt.toISOString() });
    },
  );
};
