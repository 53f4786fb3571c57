import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerErrorHandler } from './errors.ts';
import { loggerOptions, requestChildLogger, requestLogController } from './logger.ts';

function collect() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

describe('request loggers', () => {
  it('put the request id on every line of the request, its children included, and still redact', () => {
    const { stream, lines } = collect();
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info', prettyLogs: false }, stream) });
    const root = app.log;
    const request: FastifyBaseLogger = requestChildLogger.call(
      app,
      root,
      { reqId: 'req-7' },
      {},
      {} as never,
    );
    request.info({ form: { login: 'chef', password: 'hunter22' } }, 'signing in');
    request.child({ part: 'mail' }).info({ token: 'abc.def.ghi' }, 'sent');
    request.info({ reqId: 'explicit' }, 'a line may still set its own');
    root.info('not a request');

    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['signing in', 'req-7'],
      ['sent', 'req-7'],
      ['a line may still set its own', 'explicit'],
      ['not a request', undefined],
    ]);
    expect(lines[0].form).toEqual({ login: 'chef', password: '[REDACTED]' });
    expect(lines[1]).toMatchObject({ part: 'mail', token: '[REDACTED]' });
  });

  it('at info, write nothing for a request that went well, a line for a failed one, a warning for a slow one, an error for a 500', async () => {
    const { stream, lines } = collect();
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info', prettyLogs: false }, stream),
      childLoggerFactory: requestChildLogger,
      // 50 ms: the request that waits 80 ms is slow, the others are not.
      logController: requestLogController(50),
    });
    registerErrorHandler(app);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('the kitchen is on fire');
    });
    app.get('/refused', async (_request, reply) => reply.code(401).send({ message: 'no' }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/refused' });
    await app.inject({ method: 'GET', url: '/slow?key=secret-key' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();

    expect(lines.map((l) => [l.msg, l.level, (l.res as { statusCode: number })?.statusCode])).toEqual([
      ['request completed', 30, 401],
      ['slow request', 40, 200],
      ['unhandled error', 50, undefined],
      ['request completed', 30, 500],
    ]);
    const [refused, slow, error, failed] = lines;
    // The error, with its message and stack, under the id of the request that answered 500.
    expect(error.err).toMatchObject({
      message: 'the kitchen is on fire',
      stack: expect.stringContaining('Error'),
    });
    expect(error.reqId).toEqual(expect.any(String));
    expect(error.reqId).toBe(failed.reqId);
    expect(failed.reqId).not.toBe(slow.reqId);
    expect(refused.reqId).toEqual(expect.any(String));
    expect(slow.reqId).toEqual(expect.any(String));
    expect(slow.reqId).not.toBe(refused.reqId);
    expect(refused.req).toMatchObject({ method: 'GET', url: '/refused' });
    expect(slow.req).toMatchObject({ url: '/slow?key=[REDACTED]' });
    expect(slow.responseTime).toBeGreaterThanOrEqual(50);
  });

  describe('in the app, at LOG_LEVEL=debug', () => {
    const { stream, lines } = collect();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ logStream: stream, config: { logLevel: 'debug' } });
    });
    afterAll(() => t.close());

    it('logs every request once, completed, under an id of its own', async () => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: 'Bearer nope' } });
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(completed.map((l) => [l.level, (l.res as { statusCode: number }).statusCode])).toEqual([
        [20, 200],
        [30, 401],
      ]);
      expect(completed[0].reqId).toEqual(expect.any(String));
      expect(completed[0].reqId).not.toBe(completed[1].reqId);
      expect(completed[0].responseTime).toEqual(expect.any(Number));
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    });
  });
});
