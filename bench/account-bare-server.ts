/**
 * The baseline for bench/account.bench.ts: a bare Fastify route answering the same JSON as
 * GET /api/account, with no database, auth, validation or security headers.
 */
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/account', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
