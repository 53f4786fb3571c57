import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser navigating to a client route (not a missing script, image or API call). */
function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/**
 * Serves the built SPA (apps/web/dist) when it exists, falls back to index.html for client routes, and
 * answers every other miss — including unknown /api/* — with a 404 in the API's error shape.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset: send those instead of compressing per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/: cache it forever; the rest revalidates.
        const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built (no index.html): only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (!isApi(pathname) && hasSpa && wantsHtml(request) && path.extname(pathname) === '') {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply
      .code(404)
      .send(apiError(404, isApi(pathname) ? `No API route for ${request.method} ${pathname}` : 'Not found'));
  });
}
