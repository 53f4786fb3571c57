import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiPort = process.env.API_PORT ?? '3000';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `.br` and `.gz` beside each text asset so the server can send them precompressed
 * (`@fastify/static` with `preCompressed: true`) instead of compressing on every request. Brotli at
 * its best quality is most of the build's CPU: the asynchronous calls spread it over every core.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'brigade:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const writes: Promise<void>[] = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const file = join(outDir, fileName);
        writes.push(gzipAsync(bytes, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz)));
        writes.push(
          brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) =>
            writeFile(`${file}.br`, br),
          ),
        );
      }
      await Promise.all(writes);
    },
  };
}

/**
 * Records what the build baked in from the environment (`.build-env.json` in the output), so
 * `npm start` rebuilds when VITE_API_BASE_URL changed since (scripts/start.ts).
 */
function recordBuildEnv(): Plugin {
  let outDir = 'dist';
  let apiBaseUrl = '';
  return {
    name: 'brigade:record-build-env',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      apiBaseUrl = String(config.env.VITE_API_BASE_URL ?? '').trim();
    },
    async writeBundle() {
      await writeFile(join(outDir, '.build-env.json'), JSON.stringify({ VITE_API_BASE_URL: apiBaseUrl }));
    },
  };
}

const MOCK_WORKER_FILES = ['mock-api-worker.js', 'mockServiceWorker.js'];

/**
 * The mocked API's service worker (public/mock-api-worker.js, which loads MSW's
 * public/mockServiceWorker.js from `msw init`) is for `npm run dev:mock` only: a build in any other
 * mode leaves both out of dist.
 */
function withoutMockWorker(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'brigade:without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      if (mode === 'mock') return;
      for (const file of MOCK_WORKER_FILES) await rm(join(outDir, file), { force: true });
    },
  };
}

/**
 * The app-shell service worker (src/pwa/sw.js) as dist/sw.js, with the list of files to precache:
 * every script, style, page and icon the build wrote plus the public icons and manifest. Production
 * builds only: the mock mode keeps MSW's worker alone on the scope.
 */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  const publicDir = join(import.meta.dirname, 'public');
  const cached = /\.(js|css|html|svg|png|webmanifest|woff2)$/;
  return {
    name: 'brigade:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async writeBundle(_options, bundle) {
      if (mode === 'mock') return;
      const built = Object.keys(bundle).filter((name) => cached.test(name) && name !== 'index.html');
      const icons = (await readdir(join(publicDir, 'icons'))).map((name) => `icons/${name}`);
      const files = ['index.html', 'favicon.svg', 'manifest.webmanifest', ...icons, ...built].sort();
      const hash = createHash('sha256');
      for (const file of files) {
        const item = bundle[file];
        // Public files may not be copied to outDir yet: read them where they live.
        const bytes = item
          ? item.type === 'chunk'
            ? item.code
            : item.source
          : await readFile(join(publicDir, file));
        hash.update(file).update(bytes);
      }
      const version = hash.digest('hex').slice(0, 16);
      const source = await readFile(join(import.meta.dirname, 'src/pwa/sw.js'), 'utf8');
      const head = `self.__VERSION = ${JSON.stringify(version)};\nself.__PRECACHE = ${JSON.stringify(files.map((f) => `/${f}`))};\n`;
      await writeFile(join(outDir, 'sw.js'), head + source);
    },
  };
}

/**
 * `virtual:brigade-operations`: every operation of the API contract (packages/core/src/api/) without
 * its schemas — method, path, security, access — computed from the contract when the app is built.
 * The client (src/lib/api-client.ts) calls operations by id through it, so no screen downloads the
 * schemas of the whole API to learn a path.
 */
function operationsTable(): Plugin {
  const id = 'virtual:brigade-operations';
  const contract = pathToFileURL(join(import.meta.dirname, '../../packages/core/src/api/contract.ts')).href;
  return {
    name: 'brigade:operations',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const { API, operationRoutes } = (await import(
        contract
      )) as typeof import('../../packages/core/src/api/contract.ts');
      return `export default ${JSON.stringify(operationRoutes(API))};`;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    operationsTable(),
    precompress(),
    recordBuildEnv(),
    withoutMockWorker(),
    serviceWorker(),
  ],
  server: {
    // `npm run dev:mock` serves on PORT (the mocked API needs no server to proxy to).
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    // The gzip size of every chunk in the build's log: the bundle bench measures what ships.
    reportCompressedSize: false,
    // A lazy screen's JavaScript is fetched when its module imports it, not listed up front: the
    // lists of every screen's chunks sat in the entry chunk that sign-in downloads (its budget is
    // 150 KB), and preloading a screen's chunks all at once measured slower on a first visit under
    // Lighthouse's slow-4G model. CSS stays listed, since a screen's styles must arrive with it.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      // packages/core is pure (no side effects by rule, DESIGN.md §4.1): let the bundler drop every
      // schema and table a screen does not use, so sign-in does not carry the kitchen math.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Stable vendor chunks, whatever screens are added: what every route needs, what every form
        // needs, and MUI's styling engine (the signed-in screens). MUI components still split per screen.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Zod apart from the form library: the sign-in page fetches it only when its form first validates.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
            {
              name: 'mui-core',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/]styles)|@emotion|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // Tests render whole lazy-loaded screens; on a loaded machine the first render of one is slow.
    testTimeout: 15_000,
  },
});
