import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the built SPA and the Swagger UI (/api/docs) work under: scripts and
 * fonts only from this origin (fonts are self-hosted); MUI/emotion and Swagger UI inject <style>
 * tags and style attributes, so style-src alone allows 'unsafe-inline'. API calls go to this origin.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // The portal is also served over plain http on localhost: do not force https subresources.
  upgradeInsecureRequests: null,
};

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Cross-origin isolation headers break nothing we serve but also buy nothing; keep defaults lean.
    crossOriginEmbedderPolicy: false,
  });
}
