import { MSG } from '@brigade/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { lastMessageTo } from '../../test/outbox.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { claims, signIn } from '../accounts/accounts.test-helpers.ts';
import { bearer, invite, joinAs } from './team.test-helpers.ts';

const clock = manualClock('2026-03-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

const vendorNames = async (headers: object) =>
  ((await call('GET', '/api/vendors', headers)).json().content as { name: string }[]).map((v) => v.name);

describe('the account in its kitchen', () => {
  it('says which kitchen the session works in, by name, and the role there', async () => {
    const res = await call('GET', '/api/account', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kitchenId: owner.kitchenId,
      kitchenName: `Kitchen of ${owner.login}`,
      role: 'owner',
    });
    const kitchens = await call('GET', '/api/account/kitchens', owner.headers);
    expect(kitchens.json()).toEqual([
      { id: owner.kitchenId, name: `Kitchen of ${owner.login}`, role: 'owner', active: true },
    ]);
  });
});

describe('invitations', () => {
  it('e-mails a single-use link; the invitee sees who invited them, accepts, and works in the kitchen', async () => {
    const cook = await t.createUser({ firstName: 'Sam', lastName: 'Cook' });
    const res = await call('POST', '/api/kitchen/invitations', owner.headers, {
      email: ` ${cook.email.toUpperCase()} `,
      role: 'cook',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: cook.email.toUpperCase(),
      role: 'cook',
      invitedBy: 'Ana Lopez',
    });
    // Seven days to answer.
    expect(new Date(res.json().expiresAt).getTime() - clock.now().getTime()).toBe(7 * DAY);

    const mail = lastMessageTo(t.outboxDir, cook.email)!;
    expect(mail.subject).toBe(`Ana Lopez invited you to Kitchen of ${owner.login} on Brigade`);
    expect(mail.text).toContain(
      `Ana Lopez invited you to join the kitchen "Kitchen of ${owner.login}" on Brigade as Cook.`,
    );
    const key = new URL(mail.links[0]).searchParams.get('key')!;
    expect(mail.links[0]).toBe(`http://brigade.test/invitation?key=${key}`);

    const pending = await call('GET', '/api/kitchen/invitations', owner.headers);
    expect(pending.json().map((i: { email: string }) => i.email)).toContain(cook.email.toUpperCase());

    // Anyone holding the link sees what it offers, without signing in.
    const preview = await call('GET', `/api/invitations/${key}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      kitchenName: `Kitchen of ${owner.login}`,
      role: 'cook',
      invitedBy: 'Ana Lopez',
      accountExists: true,
    });

    const accepted = await call('POST', `/api/invitations/${key}/accept`, cook.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json();
    expect(session.kitchen).toEqual({
      id: owner.kitchenId,
      name: `Kitchen of ${owner.login}`,
      role: 'cook',
      active: true,
    });
    expect(claims(session.id_token)).toMatchObject({ sub: String(cook.userId), kitchenId: owner.kitchenId });

    const account = await call('GET', '/api/account', bearer(session.id_token));
    expect(account.json()).toMatchObject({ id: cook.userId, kitchenId: owner.kitchenId, role: 'cook' });
    const kitchens = await call('GET', '/api/account/kitchens', bearer(session.id_token));
    // Oldest kitchen first: the owner's was created before the cook's.
    expect(kitchens.json()).toEqual([
      { id: owner.kitchenId, name: `Kitchen of ${owner.login}`, role: 'cook', active: true },
      { id: cook.kitchenId, name: `Kitchen of ${cook.login}`, role: 'owner', active: false },
    ]);
    // The invitation is no longer pending, and its link works once.
    expect((await call('GET', '/api/kitchen/invitations', owner.headers)).json()).toEqual([]);
    const again = await call('POST', `/api/invitations/${key}/accept`, cook.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.invitationNotFound);
    expect((await call('GET', `/api/invitations/${key}`)).statusCode).toBe(404);
  });

  it('an expired link answers 410 and joins no one', async () => {
    const late = await t.createUser({ rememberMe: true });
    const key = await invite(t, owner, late.email, 'planner');
    clock.advance(7 * DAY);
    try {
      const preview = await call('GET', `/api/invitations/${key}`);
      expect(preview.statusCode).toBe(410);
      expect(preview.json().message).toBe(MSG.invitationExpired);
      const res = await call('POST', `/api/invitations/${key}/accept`, late.headers);
      expect(res.statusCode).toBe(410);
      expect((await call('GET', '/api/account/kitchens', late.headers)).json()).toHaveLength(1);
    } finally {
      clock.advance(-7 * DAY);
    }
  });

  it('a revoked link answers 404; revoking twice, or another kitchen’s invitation, answers 404', async () => {
    const someone = await t.createUser();
    await invite(t, owner, someone.email, 'chef');
    const [pending] = (await call('GET', '/api/kitchen/invitations', owner.headers))
      .json()
      .filter((i: { email: string }) => i.email === someone.email);
    const key = new URL(lastMessageTo(t.outboxDir, someone.email)!.links[0]).searchParams.get('key')!;
    const stranger = await t.createUser();
    expect(
      (await call('DELETE', `/api/kitchen/invitations/${pending.id}`, stranger.headers)).statusCode,
    ).toBe(404);
    const revoked = await call('DELETE', `/api/kitchen/invitations/${pending.id}`, owner.headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({
      title: 'Revoked',
      message: `The invitation to ${someone.email} was revoked.`,
    });
    expect((await call('DELETE', `/api/kitchen/invitations/${pending.id}`, owner.headers)).statusCode).toBe(
      404,
    );
    const res = await call('POST', `/api/invitations/${key}/accept`, someone.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.invitationNotFound);
  });

  it('is for the e-mail it was sent to: another account gets 403 and joins nothing', async () => {
    const invited = await t.createUser();
    const other = await t.createUser();
    const key = await invite(t, owner, invited.email, 'cook');
    const res = await call('POST', `/api/invitations/${key}/accept`, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.invitationWrongAccount);
    expect((await call('GET', '/api/account/kitchens', other.headers)).json()).toHaveLength(1);
    // The right account can still accept it.
    expect((await call('POST', `/api/invitations/${key}/accept`, invited.headers)).statusCode).toBe(200);
  });

  it('refuses a second invitation to the same address, and one to a member', async () => {
    const someone = await t.createUser();
    await invite(t, owner, someone.email, 'cook');
    const twice = await call('POST', '/api/kitchen/invitations', owner.headers, {
      email: someone.email,
      role: 'chef',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.invitationAlreadyPending);
    const member = await call('POST', '/api/kitchen/invitations', owner.headers, {
      email: owner.email,
      role: 'chef',
    });
    expect(member.statusCode).toBe(409);
    // Said to the owner about the person invited, not as if the owner were joining.
    expect(member.json().message).toBe(
      'Someone with this e-mail address is already a member of this kitchen.',
    );
  });

  it('withdraws an invitation whose e-mail cannot be queued: 503, no pending invitation, no activity line', async () => {
    // The database refuses the e-mail's job (as it would when full or failing over): a real refusal,
    // from a trigger on the job queue's table, for this one address.
    const jobs = `"${t.database.jobsSchema}".job`;
    const run = async (...statements: string[]) => {
      for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    };
    await run(
      `CREATE FUNCTION refuse_mail_job() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.data->>'to' = 'unreachable@example.com' THEN RAISE EXCEPTION 'no room for jobs'; END IF;
          RETURN NEW;
        END $$`,
      `CREATE TRIGGER refuse_mail_job BEFORE INSERT ON ${jobs} FOR EACH ROW EXECUTE FUNCTION refuse_mail_job()`,
    );
    try {
      const boss = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
      const res = await call('POST', '/api/kitchen/invitations', boss.headers, {
        email: 'unreachable@example.com',
        role: 'cook',
      });
      expect(res.statusCode, res.body).toBe(503);
      expect((await call('GET', '/api/kitchen/invitations', boss.headers)).json()).toEqual([]);
      expect((await call('GET', '/api/kitchen/activity', boss.headers)).json().content).toEqual([]);
    } finally {
      await run(`DROP TRIGGER refuse_mail_job ON ${jobs}`, 'DROP FUNCTION refuse_mail_job()');
    }
  });

  it('checks the form with core’s messages: no owner role by invitation, a real e-mail', async () => {
    const res = await call('POST', '/api/kitchen/invitations', owner.headers, {
      email: 'not-an-email',
      role: 'owner',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining([MSG.emailInvalid, MSG.roleRequired]));
    expect((await call('GET', '/api/invitations/not a key!')).statusCode).toBe(400);
  });

  it('only the owner invites: a chef gets 403', async () => {
    const chef = await joinAs(t, owner, 'chef');
    const res = await call('POST', '/api/kitchen/invitations', chef.headers, {
      email: 'x@example.com',
      role: 'cook',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.roleForbidden);
  });
});

describe('members and roles', () => {
  it('a role applies at once: a cook reads but cannot write, and writes as soon as they are a chef', async () => {
    const cook = await joinAs(t, owner, 'cook');
    expect((await call('GET', '/api/vendors', cook.headers)).statusCode).toBe(200);
    const refused = await call('POST', '/api/vendors', cook.headers, { name: 'Sysco' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.roleForbidden);
    expect(await vendorNames(owner.headers)).not.toContain('Sysco');

    const promoted = await call('PUT', `/api/kitchen/members/${cook.userId}`, owner.headers, {
      role: 'chef',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ userId: cook.userId, role: 'chef' });
    const created = await call('POST', '/api/vendors', cook.headers, { name: 'Sysco' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await vendorNames(owner.headers)).toContain('Sysco');
  });

  it('removing a member refuses their very next call', async () => {
    const planner = await joinAs(t, owner, 'planner');
    expect(
      (
        await call(
          'GET',
          '/api/events?startDate=2026-03-01T00:00:00Z&endDate=2026-04-01T00:00:00Z',
          planner.headers,
        )
      ).statusCode,
    ).toBe(200);
    const removed = await call('DELETE', `/api/kitchen/members/${planner.userId}`, owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      title: 'Removed',
      message: 'Planner Member is no longer a member of this kitchen.',
    });
    const res = await call('GET', '/api/vendors', planner.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.notAMember);
    // Signing in again opens a kitchen they still belong to: their own.
    const signedIn = await signIn(t, planner.login, planner.password);
    expect(claims(signedIn.json().id_token).kitchenId).toBe(planner.ownKitchenId);
  });

  it('a kitchen keeps its owner: the owner cannot be removed or given another role', async () => {
    const removed = await call('DELETE', `/api/kitchen/members/${owner.userId}`, owner.headers);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(MSG.ownerStays);
    const demoted = await call('PUT', `/api/kitchen/members/${owner.userId}`, owner.headers, {
      role: 'cook',
    });
    expect(demoted.statusCode).toBe(409);
    const stranger = await t.createUser();
    const notMember = await call('PUT', `/api/kitchen/members/${stranger.userId}`, owner.headers, {
      role: 'cook',
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe(MSG.memberNotFound);
  });

  it('hands the ownership over: the old owner stays as a chef and no longer manages members', async () => {
    const boss = await t.createUser({ firstName: 'Old', lastName: 'Owner' });
    const heir = await joinAs(t, boss, 'planner');
    const res = await call('POST', '/api/kitchen/owner', boss.headers, { userId: heir.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
      [heir.userId, 'owner'],
      [boss.userId, 'chef'],
    ]);
    expect((await call('GET', '/api/kitchen/invitations', boss.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/kitchen/invitations', heir.headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/vendors', boss.headers, { name: 'Still a chef' })).statusCode).toBe(201);
  });
});

describe('several kitchens per user', () => {
  it('switching kitchens changes what every list returns, and the next sign-in opens the last one', async () => {
    const consultant = await t.createUser({ firstName: 'Con', lastName: 'Sultant' });
    expect((await call('POST', '/api/vendors', consultant.headers, { name: 'Own Vendor' })).statusCode).toBe(
      201,
    );
    const venue = await t.createUser();
    expect((await call('POST', '/api/vendors', venue.headers, { name: 'Venue Vendor' })).statusCode).toBe(
      201,
    );
    const joined = await joinAs(t, venue, 'chef');
    // joinAs made a new user; make the consultant join instead.
    await call('DELETE', `/api/kitchen/members/${joined.userId}`, venue.headers);
    const key = await invite(t, venue, consultant.email, 'chef');
    const accepted = await call('POST', `/api/invitations/${key}/accept`, consultant.headers);
    const inVenue = bearer(accepted.json().id_token);
    expect(await vendorNames(inVenue)).toEqual(['Venue Vendor']);

    const back = await call('POST', `/api/account/kitchens/${consultant.kitchenId}/switch`, inVenue);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().kitchen).toMatchObject({ id: consultant.kitchenId, role: 'owner', active: true });
    expect(await vendorNames(bearer(back.json().id_token))).toEqual(['Own Vendor']);

    // A kitchen the user does not belong to: 404, as any other kitchen's id.
    const foreign = await call('POST', `/api/account/kitchens/${owner.kitchenId}/switch`, inVenue);
    expect(foreign.statusCode).toBe(404);

    await call('POST', `/api/account/kitchens/${venue.kitchenId}/switch`, inVenue);
    const signedIn = await signIn(t, consultant.login, consultant.password);
    expect(claims(signedIn.json().id_token).kitchenId).toBe(venue.kitchenId);
  });
});

describe('the brigade in the activity', () => {
  it('records invitations, joining, role changes, hand-over and removal, in the words of the page', async () => {
    const boss = await t.createUser({ firstName: 'Ana', lastName: 'Lopez' });
    const sam = await t.createUser({ firstName: 'Sam', lastName: 'Cook' });
    const key = await invite(t, boss, sam.email, 'cook');
    const accepted = await call('POST', `/api/invitations/${key}/accept`, sam.headers);
    expect(accepted.statusCode).toBe(200);
    await invite(t, boss, 'nobody@example.com', 'planner');
    const [pending] = (await call('GET', '/api/kitchen/invitations', boss.headers)).json();
    expect((await call('DELETE', `/api/kitchen/invitations/${pending.id}`, boss.headers)).statusCode).toBe(
      200,
    );
    expect(
      (await call('PUT', `/api/kitchen/members/${sam.userId}`, boss.headers, { role: 'chef' })).statusCode,
    ).toBe(200);
    const lee = await joinAs(t, boss, 'planner');
    expect((await call('DELETE', `/api/kitchen/members/${lee.userId}`, boss.headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/kitchen/owner', boss.headers, { userId: sam.userId })).statusCode).toBe(
      200,
    );

    const page = await call('GET', '/api/kitchen/activity', boss.headers);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().content.map((e: { text: string }) => e.text)).toEqual([
      'Ana Lopez handed the kitchen over to Sam Cook',
      'Ana Lopez removed Planner Member from the kitchen',
      'Planner Member joined the kitchen as Planner',
      `Ana Lopez invited ${lee.email} as Planner`,
      'Ana Lopez changed Sam Cook’s role from Cook to Chef',
      'Ana Lopez revoked the invitation of nobody@example.com',
      'Ana Lopez invited nobody@example.com as Planner',
      'Sam Cook joined the kitchen as Cook',
      `Ana Lopez invited ${sam.email} as Cook`,
    ]);
    // Sam's own kitchen saw none of it.
    const own = await call('GET', '/api/kitchen/activity', sam.headers);
    expect(own.json().content).toEqual([]);
  });
});
