import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { FEEDBACK_MESSAGES, MSG } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, type TestApp, withTestApp } from '../../test/test-app.ts';

const TEAM = 'team@brigade.example.com';
const clock = manualClock('2026-04-01T10:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { feedback: { url: undefined, email: TEAM }, publicUrl: 'https://brigade.example.com' },
  });
});
afterAll(() => t.close());

const send = (app: TestApp, headers: Record<string, string>, payload: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/feedback', headers, payload: payload as object });

const stored = async (id: number) => (await t.db.select().from(feedback).where(eq(feedback.id, id)))[0];

describe('POST /api/feedback', () => {
  it('stores the message with its author, kitchen and page, and e-mails it to FEEDBACK_EMAIL', async () => {
    const cook = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const message =
      'The prep list should group by station, and show allergens per guest.\nAlso: a dark mode?';
    const res = await send(t, cook.headers, { message: `  ${message}  `, page: '/portal/events?view=week' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, createdAt } = res.json();
    expect(typeof id).toBe('number');
    expect(new Date(createdAt).toISOString()).toBe(createdAt);

    expect(await stored(id)).toMatchObject({
      userId: cook.userId,
      kitchenId: cook.kitchenId,
      message,
      page: '/portal/events?view=week',
      // The app's clock says when it went out.
      emailedAt: new Date('2026-04-01T10:30:00Z'),
    });
    const mail = readOutbox(t.outboxDir).filter((m) => m.to.includes(TEAM));
    const forwarded = mail.find((m) => m.text.includes(`Feedback #${id}`));
    expect(forwarded, 'the forwarded e-mail').toBeDefined();
    // The message on one line is 87 characters; the subject keeps its first 57 and an ellipsis.
    expect(forwarded!.subject).toBe(
      'Brigade feedback from Ada Lovelace: The prep list should group by station, and show allergens…',
    );
    expect(forwarded!.text).toContain(
      `Ada Lovelace <${cook.email}> (login ${cook.login}, kitchen ${cook.kitchenId}) wrote:`,
    );
    expect(forwarded!.text).toContain(message);
    expect(forwarded!.text).toContain('Page: https://brigade.example.com/portal/events?view=week');
  });

  it('stores without e-mailing when FEEDBACK_EMAIL is not set', async () => {
    await withTestApp({ config: { feedback: { url: undefined, email: undefined } } }, async (plain) => {
      const cook = await plain.createUser();
      const res = await send(plain, cook.headers, { message: 'Love the costing.' });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await plain.db.select().from(feedback).where(eq(feedback.id, res.json().id));
      expect(row).toMatchObject({ message: 'Love the costing.', page: null, emailedAt: null });
      expect(readOutbox(plain.outboxDir)).toHaveLength(0);
    });
  });

  // The mailer queues every message durably and retries it (jobs/durable-mailer.ts): what matters
  // here is that the user's message is stored and they are told so.
  it('keeps the message when the mail server is down, and still answers 201', async () => {
    // A port nothing listens on: the SMTP connection is refused.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    await withTestApp(
      { config: { smtpUrl: `smtp://127.0.0.1:${port}`, feedback: { url: undefined, email: TEAM } } },
      async (down) => {
        const cook = await down.createUser();
        const res = await send(down, cook.headers, { message: 'Is anyone there?', page: '/home' });
        expect(res.statusCode, res.body).toBe(201);
        const [row] = await down.db.select().from(feedback).where(eq(feedback.id, res.json().id));
        expect(row).toMatchObject({ message: 'Is anyone there?', page: '/home', userId: cook.userId });
      },
    );
  });

  it('asks for a message, refuses control characters and foreign pages, and needs a session', async () => {
    const cook = await t.createUser();
    const cases: [unknown, { field: string; message: string }][] = [
      [{}, { field: 'message', message: FEEDBACK_MESSAGES.required }],
      [{ message: '   ' }, { field: 'message', message: FEEDBACK_MESSAGES.required }],
      [{ message: 'x'.repeat(5001) }, { field: 'message', message: FEEDBACK_MESSAGES.tooLong }],
      [{ message: 'nul \u0000 byte' }, { field: 'message', message: MSG.controlCharacters }],
      [
        { message: 'ok', page: 'https://evil.example.com/' },
        { field: 'page', message: 'The page must be a path of Brigade, like /portal/chef' },
      ],
      [
        { message: 'ok', page: '//evil.example.com/' },
        { field: 'page', message: 'The page must be a path of Brigade, like /portal/chef' },
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await send(t, cook.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual(error);
    }
    // 5,000 characters exactly is accepted.
    expect((await send(t, cook.headers, { message: 'y'.repeat(5000) })).statusCode).toBe(201);
    expect((await send(t, {}, { message: 'anonymous' })).statusCode).toBe(401);
  });
});

describe('GET /api/feedback/config', () => {
  it('names the external form when FEEDBACK_URL is set, read at run time', async () => {
    await withTestApp(
      { config: { feedback: { url: 'https://forms.example.com/brigade', email: undefined } } },
      async (embedded) => {
        const cook = await embedded.createUser();
        const res = await embedded.app.inject({
          method: 'GET',
          url: '/api/feedback/config',
          headers: cook.headers,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ url: 'https://forms.example.com/brigade' });
        // The page may frame that form's origin, and nothing else.
        expect(String(res.headers['content-security-policy'])).toContain(
          'frame-src https://forms.example.com;',
        );
      },
    );
  });

  it('says null without it (the built-in form), and needs a session', async () => {
    const cook = await t.createUser();
    const res = await t.app.inject({ method: 'GET', url: '/api/feedback/config', headers: cook.headers });
    expect(res.json()).toEqual({ url: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/feedback/config' })).statusCode).toBe(401);
  });
});
