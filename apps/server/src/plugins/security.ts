import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a CSP the built SPA and the Swagger UI (/api/docs) work under: scripts and
 * fonts only from this origin (fonts are self-hosted); MUI/emotion and Swagger UI inject <style>
 * tags and style attributes, so style-src alone allows 'unsafe-inline'. API calls go to this origin,
 * and to VITE_API_BASE_URL's when the web app was built for an API elsewhere (app.ts).
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

/**
 * Origins a configured third party needs in the browser (Stripe.js and its card iframe, a sign-in
 * button's script): added to the CSP only when that feature is configured.
 */
export type CspSources = {
  scriptSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
  styleSrc?: string[];
  /**
   * The third party's popup must reach back to this page (Google's sign-in popup): the opener policy
   * becomes same-origin-allow-popups instead of same-origin.
   */
  popups?: boolean;
  /**
   * The third party checks which site it is embedded in (Google refuses a button whose page sends no
   * origin): Referrer-Policy strict-origin-when-cross-origin — the origin only, never the path —
   * instead of no-referrer.
   */
  sendsOrigin?: boolean;
};

/** The CSP with the given third parties' origins added ('none' gives way to the first frame origin). */
export function cspDirectives(extra: CspSources[] = []): typeof CSP_DIRECTIVES {
  const add = (base: string[], key: 'scriptSrc' | 'frameSrc' | 'connectSrc' | 'styleSrc') => {
    const more = extra.flatMap((e) => e[key] ?? []);
    if (more.length === 0) return base;
    return [...new Set([...base.filter((v) => v !== "'none'"), ...more])];
  };
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: add(CSP_DIRECTIVES.scriptSrc, 'scriptSrc'),
    frameSrc: add(CSP_DIRECTIVES.frameSrc, 'frameSrc'),
    connectSrc: add(CSP_DIRECTIVES.connectSrc, 'connectSrc'),
    styleSrc: add(CSP_DIRECTIVES.styleSrc, 'styleSrc'),
  };
}

/**
 * Helmet's headers, built once. This is helmet itself, the library @fastify/helmet wraps, without the
 * wrapper: @fastify/helmet (13.x) calls `helmet(configuration)` inside its onRequest hook, rebuilding
 * the middleware (CSP directives parsed and validated) on every request, behind two hooks, one async.
 * Measured here: 0.032 ms a request rebuilt against 0.0045 ms built once, for headers that never
 * change, on a read path held to a bare route's cost (bench:floor).
 */
const buildHelmet = (directives: typeof CSP_DIRECTIVES, extra: CspSources[] = []) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Cross-origin isolation headers break nothing we serve but also buy nothing; keep defaults lean.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: {
      policy: extra.some((e) => e.popups) ? 'same-origin-allow-popups' : 'same-origin',
    },
    referrerPolicy: {
      policy: extra.some((e) => e.sendsOrigin) ? 'strict-origin-when-cross-origin' : 'no-referrer',
    },
  });
/**
 * What a helmet middleware does to a reply, recorded once on a stub and replayed per request: its
 * headers depend on its configuration only (no nonce), so running its dozen middlewares on every
 * request would redo the same work.
 */
type HeaderSetter = (res: ServerResponse) => void;
function recorded(middleware: ReturnType<typeof helmet>): HeaderSetter {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const stub = {
    setHeader: (name: string, value: unknown) => {
      set.set(name.toLowerCase(), String(value));
      removed.delete(name.toLowerCase());
    },
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
  };
  middleware({ url: '/' } as IncomingMessage, stub as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  const headers = [...set];
  const removals = [...removed];
  return (res) => {
    for (const name of removals) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
const helmetHeaders = recorded(buildHelmet(CSP_DIRECTIVES));

export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The headers every reply carries: helmet's, and `Cache-Control: no-store` on the API (its answers are
 * one kitchen's data: no browser or proxy cache may keep them; a route may still set its own). Also
 * called for the replies Fastify makes before any hook runs (errors.ts `frameworkErrors`). Helmet runs
 * synchronously.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, headers = helmetHeaders): void {
  headers(res);
  if (isApiUrl(req.url ?? '')) res.setHeader('cache-control', 'no-store');
}

/**
 * The security headers as raw header lines, for an answer written straight to a socket (a request too
 * malformed for HTTP parsing: errors.ts `clientErrors`). Computed once by running helmet on a stub.
 */
export const SECURITY_HEADER_LINES: string = (() => {
  const headers = new Map<string, string>();
  const stub = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  setSecurityHeaders({ url: '/api' } as IncomingMessage, stub as unknown as ServerResponse);
  return [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
})();

/** `extra`: the origins of the configured third parties (Stripe, an OpenID Connect button). */
export async function registerSecurity(app: FastifyInstance, extra: CspSources[] = []): Promise<void> {
  const headers = extra.length > 0 ? recorded(buildHelmet(cspDirectives(extra), extra)) : helmetHeaders;
  // On the root instance, not in an encapsulated plugin: the hook applies to every route.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, headers);
    done();
  });
}
