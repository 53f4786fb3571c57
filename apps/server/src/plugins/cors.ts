import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin access for a web app served from another host (a CDN, `npm run dev` on another port):
 * only the origins listed in CORS_ORIGINS, each compared whole. The app signs in with a bearer token
 * (no cookies), so no credentials are allowed; the sign-in reply's token travels in `Authorization`,
 * which is therefore exposed, as is `Content-Disposition` (the name of a downloaded CSV). With no
 * origin listed nothing is registered: a browser on another origin gets no CORS headers, and its
 * preflight no answer it can use.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['Authorization', 'Content-Disposition'],
    credentials: false,
    // Browsers cap it (Chromium: 2 hours); ten minutes spares a preflight per call without pinning a
    // changed list for long.
    maxAge: 600,
    strictPreflight: true,
  });
}
