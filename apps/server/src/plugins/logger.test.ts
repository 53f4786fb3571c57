import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loggerOptions, requestChildLogger } from './logger.ts';

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

  describe('in the app', () => {
    const { stream, lines } = collect();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ logStream: stream });
    });
    afterAll(() => t.close());

    it('logs each request as received and completed under one id of its own', async () => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: 'Bearer nope' } });
      const received = lines.filter((l) => l.msg === 'incoming request');
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(received).toHaveLength(2);
      expect(completed).toHaveLength(2);
      expect(received[0].reqId).toEqual(expect.any(String));
      expect(received[0].reqId).not.toBe(received[1].reqId);
      expect(completed.map((l) => l.reqId)).toEqual(received.map((l) => l.reqId));
      expect(completed.map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([200, 401]);
    });
  });
});
