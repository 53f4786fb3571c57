import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty `application/json` body counts as "no body" on a route
 * that takes none (one without a body schema: POST …/switch, POST …/accept, every DELETE). Fetch
 * wrappers commonly send `Content-Type: application/json` on every call, with or without a body, and
 * Fastify's own parser answered those 400 "The request body is empty". A route that takes a body
 * still refuses an empty one with that message (FST_ERR_CTP_EMPTY_JSON_BODY, plugins/errors.ts), and
 * anything else goes through Fastify's parser unchanged (limits, prototype-poisoning checks).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0 && request.routeOptions.schema?.body === undefined) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
