import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
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
  const onRequest = app.authenticate;

  operationRoute(
    app,
    'getFeedbackConfig',
    {
      tags,
      onRequest,
      errors: [401],
      summary: 'The external feedback form to embed (FEEDBACK_URL), or null for the built-in form',
    },
    () => ({ url: app.config.feedback.url ?? null }),
  );

  operationRoute(
    app,
    'sendFeedback',
    {
      tags,
      onRequest,
      // Each message may become an e-mail: a script must not turn this into a mail cannon.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      errors: [400, 401, 429],
      summary: 'Stores a feedback message with its author and page; e-mails it to FEEDBACK_EMAIL when set',
    },
    async (request, reply) => {
      const stored = await service.submit(request.user, request.body);
      return reply.code(201).send({ id: stored.id, createdAt: stored.createdAt.toISOString() });
    },
  );
};
