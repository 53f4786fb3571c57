/**
 * `npm run dev`: the Vite dev server (hot reload, proxies /api to the server) and the API server under
 * `node --watch` (restarts on change), side by side.
 */
import path from 'node:path';
import concurrently from 'concurrently';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

const { result } = concurrently(
  [
    {
      name: 'server',
      command: 'npm run dev -w @brigade/server',
      env: {
        PORT: apiPort,
        // The server runs from apps/server: keep the same DATA_DIR as `npm start`.
        DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
        // E-mailed links should open the hot-reloading web app.
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      },
    },
    {
      name: 'web',
      command: `npm run dev -w @brigade/web -- --port ${webPort} --strictPort`,
      env: { API_PORT: apiPort },
    },
  ],
  { cwd: root, prefixColors: ['cyan', 'magenta'], killOthersOn: ['failure', 'success'], restartTries: 0 },
);

result.catch(() => {
  process.exitCode = 1;
});
