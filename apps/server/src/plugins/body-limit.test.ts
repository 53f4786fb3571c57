import { request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * A body over 1 MiB, sent over a real socket (inject has none to reset): always the 413 JSON answer,
 * never a connection reset while the client is still writing, whether the size is announced
 * (Content-Length) or found while reading (chunked).
 */
let t: TestApp;
let port: number;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  user = await t.createUser();
});
afterAll(() => t.close());

const SIZE = 3 * 1024 * 1024;
type Answer = { status: number; body: string };

/** POSTs `size` bytes of JSON in 64 KiB writes; resolves with the answer, rejects on a socket error. */
function post(size: number, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = Buffer.from(`{"login":"${'x'.repeat(size - 12)}"}`);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/register',
        headers: {
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    let at = 0;
    const write = () => {
      while (at < body.length) {
        const chunk = body.subarray(at, at + 65_536);
        at += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe('a body over 1 MiB on a real socket', () => {
  it('answers 413 JSON every time, announced or chunked, never a reset', async () => {
    for (let round = 0; round < 6; round++) {
      for (const chunked of [false, true]) {
        const answer = await post(SIZE, chunked);
        expect(answer.status, `round ${round}, chunked ${chunked}`).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({
          title: 'Payload Too Large',
          message: 'The request body is too large.',
          errors: [],
        });
      }
    }
  });

  it('answers 413 JSON to fetch sending the body at once, on every route kind', async () => {
    const body = `{"login":"${'x'.repeat(SIZE)}"}`;
    for (let round = 0; round < 6; round++) {
      for (const path of [
        '/api/register',
        '/api/account/reset-password/init',
        '/api/recipes',
        '/api/events',
      ]) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: 'POST',
          headers: {
            'content-type': path.includes('reset') ? 'text/plain' : 'application/json',
            ...user.headers,
          },
          body,
        });
        expect(res.status, `${path} round ${round}`).toBe(413);
        expect(((await res.json()) as { message: string }).message).toBe('The request body is too large.');
      }
    }
  });

  it('waits for a client still writing its too-large body, then answers 413: no reset under its writes', async () => {
    const size = 48 * 1024 * 1024;
    const answer = await new Promise<{ text: string; error?: string }>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      let error: string | undefined;
      socket.on('data', (d) => {
        text += d.toString();
      });
      socket.on('error', (e: NodeJS.ErrnoException) => {
        error = e.code;
      });
      socket.on('close', () => resolve({ text, error }));
      socket.write(
        `POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(size / 3, 'x'));
      // The rest a moment later, as a slow uplink sends it (48 MiB: more than Node reads on its own
      // after an answer, which then closed the socket under these writes: EPIPE).
      setTimeout(() => {
        socket.write(Buffer.alloc(size - size / 3, 'x'));
        setTimeout(() => socket.end(), 300);
      }, 300);
    });
    expect(answer.error).toBeUndefined();
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.text).toContain('"message":"The request body is too large."');
  });

  it('still answers the next request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
