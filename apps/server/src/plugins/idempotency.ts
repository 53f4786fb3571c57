import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@brigade/core';
import { and, eq, lt } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { idempotentReplies } from '../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../errors/app-error.ts';

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A second request with a key still running waits this long for the first one's answer. */
const WAIT_MS = 10_000;
/** A running request this old is taken for dead (its server stopped): its key is free again. */
const ABANDONED_MS = 60_000;
const POLL_MS = 25;
/** A key is 1 to 200 visible ASCII characters (a UUID, as the web sends, or any client's token). */
const KEY = /^[\x21-\x7E]{1,200}$/;

type Held = { kitchenId: number; userId: number; key: string };
const HELD = Symbol('idempotency key held');
type WithHeld = FastifyRequest & { [HELD]?: Held };

/**
 * Idempotency-Key on the creates (every POST of a signed-in user; the header is optional). The first
 * request with a key claims it (a row without an answer) and runs; its 2xx answer is stored with it. The
 * same key from the same user in the same kitchen within 24 hours answers that stored reply — same
 * status, same body — and creates nothing; sent while the first still runs, it waits for it, so two
 * identical requests at once make one row. The same key with another request (path or body) is a 422.
 * A failed first request (4xx, 5xx) frees its key: sending it again runs it again.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const db = app.db;
  const where = (h: Held) =>
    and(
      eq(idempotentReplies.kitchenId, h.kitchenId),
      eq(idempotentReplies.userId, h.userId),
      eq(idempotentReplies.key, h.key),
    );

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'POST' || !request.user) return;
    const sent = request.headers[IDEMPOTENCY_HEADER];
    if (sent === undefined) return;
    if (typeof sent !== 'string' || !KEY.test(sent)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
    const held: Held = { kitchenId: request.user.kitchenId, userId: request.user.id, key: sent };
    const fingerprint = `${request.method} ${request.url} ${createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('base64url')}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const now = app.clock.now();
      // This user's expired keys go first (the created_at index keeps it cheap).
      await db
        .delete(idempotentReplies)
        .where(
          and(
            eq(idempotentReplies.kitchenId, held.kitchenId),
            eq(idempotentReplies.userId, held.userId),
            lt(idempotentReplies.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
          ),
        );
      const claimed = await db
        .insert(idempotentReplies)
        .values({ ...held, request: fingerprint, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotentReplies.key });
      if (claimed.length > 0) {
        (request as WithHeld)[HELD] = held;
        return;
      }
      const [row] = await db.select().from(idempotentReplies).where(where(held));
      if (!row) continue; // freed meanwhile (the first one failed): claim it
      if (row.request !== fingerprint) throw new AppError(422, IDEMPOTENCY_MESSAGES.otherRequest);
      if (row.status !== null) {
        reply
          .code(row.status)
          .header('idempotent-replayed', 'true')
          .header('content-type', row.contentType ?? 'application/json; charset=utf-8');
        return reply.send(row.body ?? '');
      }
      if (now.getTime() - row.createdAt.getTime() > ABANDONED_MS) {
        await db
          .delete(idempotentReplies)
          .where(and(where(held), eq(idempotentReplies.createdAt, row.createdAt)));
        continue;
      }
      if (Date.now() > deadline) throw conflict(IDEMPOTENCY_MESSAGES.stillRunning);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  const store: onSendAsyncHookHandler = async (request, reply, payload) => {
    const held = (request as WithHeld)[HELD];
    if (!held) return payload;
    (request as WithHeld)[HELD] = undefined;
    if (
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      (typeof payload === 'string' || payload == null)
    ) {
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotentReplies)
        .set({
          status: reply.statusCode,
          body: payload ?? '',
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(where(held));
    } else {
      await db.delete(idempotentReplies).where(where(held));
    }
    return payload;
  };

  // On the POST routes only, ahead of their own hooks: the reads never pay for two hooks they skip.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    route.preHandler = [claim, ...hooksOf(route.preHandler)];
    route.onSend = [store, ...hooksOf(route.onSend)];
  });
}

/** A route's hooks of one kind as an array (Fastify takes one function, an array, or none). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
