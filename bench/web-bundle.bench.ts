/**
 * JavaScript a first visit downloads, per route, measured in a real Chromium: the built SPA
 * (apps/web/dist — run `npm run build -w @brigade/web` first) is served by a small static server,
 * every script the page requests is recorded, and their gzip sizes are summed.
 * Target: ≤ 150 KB (150,000 bytes) gzip for / (sign-in); the run exits 1 above it.
 *
 *   npx node bench/web-bundle.bench.ts            # prints a table, then one JSON line
 *   PORT=0 KEEP=1 npx node bench/web-bundle.bench.ts   # KEEP=1: leave the server up (for Lighthouse)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/fixtures/chromium-flags.ts';

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const LIMIT_BYTES = 150_000;
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/home', signedIn: true },
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH (or apt-get install -y chromium)');
  return found;
}

/** Serves dist like production: hashed assets, precompressed .gz when accepted, SPA fallback. */
function serveDist() {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"title":"Unauthorized","message":"No API in this benchmark","errors":[]}');
      return;
    }
    let file = normalize(join(DIST, url.pathname));
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory())
      file = join(DIST, 'index.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    };
    if (file.includes(`${join(DIST, 'assets')}`))
      headers['cache-control'] = 'public, max-age=31536000, immutable';
    const gz = `${file}.gz`;
    if ((req.headers['accept-encoding'] ?? '').includes('gzip') && existsSync(gz)) {
      headers['content-encoding'] = 'gzip';
      file = gz;
    }
    res.writeHead(200, headers);
    res.end(readFileSync(file));
  });
}

async function measure(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const results = [];
    for (const route of ROUTES) {
      const context = await browser.newContext();
      if (route.signedIn) {
        await context.addInitScript(() => {
          sessionStorage.setItem('jwt', 'bench-token');
          sessionStorage.setItem('username', 'bench@example.com');
        });
      }
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
      const landedOn = new URL(page.url()).pathname;
      await context.close();
      const files = [...scripts].sort().map((p) => {
        const bytes = readFileSync(join(DIST, p));
        return { file: p, raw: bytes.length, gzip: gzipSync(bytes).length };
      });
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      const raw = files.reduce((sum, f) => sum + f.raw, 0);
      results.push({ route: route.path, landedOn, files, gzip, raw });
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w @brigade/web` first.');
  process.exit(1);
}
const server = serveDist();
await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const results = await measure(baseUrl);
  for (const r of results) {
    console.log(`\n${r.route} (landed on ${r.landedOn}): ${r.files.length} scripts`);
    for (const f of r.files)
      console.log(`  ${String(f.gzip).padStart(7)} B gzip  ${String(f.raw).padStart(7)} B  ${f.file}`);
    console.log(`  ${String(r.gzip).padStart(7)} B gzip total (${(r.gzip / 1024).toFixed(1)} KiB)`);
  }
  const signIn = results.find((r) => r.route === '/');
  const home = results.find((r) => r.route === '/home');
  console.log(
    JSON.stringify({
      bench: 'web-bundle',
      signInJsGzipBytes: signIn?.gzip,
      homeJsGzipBytes: home?.gzip,
      limitBytes: LIMIT_BYTES,
      signInWithinLimit: (signIn?.gzip ?? Number.POSITIVE_INFINITY) <= LIMIT_BYTES,
    }),
  );
  // A guard, not only a report: going over the budget fails the run.
  if ((signIn?.gzip ?? Number.POSITIVE_INFINITY) > LIMIT_BYTES) process.exitCode = 1;
} finally {
  if (process.env.KEEP) console.error(`serving ${DIST} at ${baseUrl} (Ctrl-C to stop)`);
  else server.close();
}
