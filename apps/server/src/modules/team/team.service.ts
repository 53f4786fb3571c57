import {
  type MemberRole,
  MSG,
  type TDeleteReply,
  type TInvitation,
  type TInvitationForm,
  type TInvitationPreview,
  type TKitchenMembership,
  type TKitchenSession,
  type TMember,
} from '@brigade/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, gone, notFound, serviceUnavailable } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashKey, newKey } from '../../lib/emailed-key.ts';
import type { AuthUser, TokenService } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { accountsRepository } from '../accounts/accounts.repository.ts';
import type { MailCaps } from '../accounts/mail-caps.ts';
import { activityRepository } from '../activity/activity.repository.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { type MemberRow, membershipsRepository } from '../memberships/memberships.repository.ts';
import { invitationEmail } from './invitation-email.ts';
import { type InvitationRow, invitationsRepository } from './invitations.repository.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TeamServiceDeps = {
  db: Db;
  mailer: Mailer;
  mailCaps: MailCaps;
  clock: Clock;
  tokens: TokenService;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const toMember = (row: MemberRow): TMember => ({ ...row, joinedAt: row.joinedAt.toISOString() });

const toInvitation = (row: InvitationRow): TInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A member as the activity names them: "Sam Cook", else their login. */
const memberName = (m: { firstName: string; lastName: string; login: string }) =>
  `${m.firstName} ${m.lastName}`.trim() || m.login;

/**
 * The brigade: the kitchens a user belongs to and switching between them, the members of
 * the session's kitchen and their roles, and invitations. Who may call what is the API contract's
 * access (checked for every route in plugins/api-contract.ts); the rules here are the ones roles do
 * not express: a kitchen always keeps one owner, an invitation is for one e-mail address, once.
 */
export function teamService(deps: TeamServiceDeps) {
  const { db, mailer, clock, tokens, mailCaps, publicUrl, log } = deps;

  /** A token for the user in the kitchen (signed at their current token version), and that kitchen. */
  async function sessionIn(userId: number, kitchenId: number, rememberMe: boolean): Promise<TKitchenSession> {
    const [user, kitchens] = await Promise.all([
      accountsRepository(db).findUserById(userId),
      membershipsRepository(db).kitchensOf(userId),
    ]);
    const kitchen = kitchens.find((k) => k.id === kitchenId);
    if (!user || !kitchen) throw notFound(MSG.kitchenNotFound);
    const id_token = await tokens.sign(
      { id: user.id, login: user.login, kitchenId, tokenVersion: user.tokenVersion },
      rememberMe,
    );
    return { id_token, kitchen: { ...kitchen, active: true } };
  }

  /** The member of the kitchen, locked for the transaction; 404 when they are not one. */
  async function lockedMember(tx: Executor, kitchenId: number, userId: number) {
    const role = await membershipsRepository(tx).lockMember(kitchenId, userId);
    if (!role) throw notFound(MSG.memberNotFound);
    return role;
  }

  return {
    async myKitchens(user: AuthUser): Promise<TKitchenMembership[]> {
      const kitchens = await membershipsRepository(db).kitchensOf(user.id);
      return kitchens.map((k) => ({ ...k, active: k.id === user.kitchenId }));
    },

    /** A new token for another kitchen of the user's; the next sign-in opens it too. */
    async switchKitchen(user: AuthUser, kitchenId: number, rememberMe: boolean): Promise<TKitchenSession> {
      const session = await sessionIn(user.id, kitchenId, rememberMe);
      await membershipsRepository(db).rememberKitchen(user.id, kitchenId);
      return session;
    },

    async members(kitchenId: number): Promise<TMember[]> {
      return (await membershipsRepository(db).members(kitchenId)).map(toMember);
    },

    async changeRole(owner: AuthUser, userId: number, role: MemberRole): Promise<TMember> {
      return db.transaction(async (tx) => {
        const before = await lockedMember(tx, owner.kitchenId, userId);
        if (before === 'owner') throw conflict(MSG.ownerStays);
        const r = membershipsRepository(tx);
        await r.setRole(owner.kitchenId, userId, role);
        const member = (await r.member(owner.kitchenId, userId)) as MemberRow;
        if (before !== role) {
          await recordActivity(
            tx,
            owner,
            {
              entityType: 'member',
              entityId: userId,
              action: 'changed',
              name: memberName(member),
              changes: { role: [before, role] },
            },
            clock.now(),
          );
        }
        return toMember(member);
      });
    },

    /** Removes a member: their very next request in this kitchen is refused (plugins/auth.ts). */
    async removeMember(owner: AuthUser, userId: number): Promise<TDeleteReply> {
      return db.transaction(async (tx) => {
        if ((await lockedMember(tx, owner.kitchenId, userId)) === 'owner') throw conflict(MSG.ownerStays);
        const r = membershipsRepository(tx);
        const member = (await r.member(owner.kitchenId, userId)) as MemberRow;
        await r.remove(owner.kitchenId, userId);
        await recordActivity(
          tx,
          owner,
          { entityType: 'member', entityId: userId, action: 'deleted', name: memberName(member) },
          clock.now(),
        );
        return { title: MSG.memberRemovedTitle, message: MSG.memberRemoved(memberName(member)) };
      });
    },

    /** Hands the kitchen to another member; the old owner stays, as a chef. */
    async transferOwnership(owner: AuthUser, userId: number): Promise<TMember[]> {
      await db.transaction(async (tx) => {
        await lockedMember(tx, owner.kitchenId, owner.id);
        const role = await lockedMember(tx, owner.kitchenId, userId);
        if (role === 'owner') return;
        const r = membershipsRepository(tx);
        // In this order: the database allows one owner per kitchen at any moment.
        await r.setRole(owner.kitchenId, owner.id, 'chef');
        await r.setRole(owner.kitchenId, userId, 'owner');
        const heir = (await r.member(owner.kitchenId, userId)) as MemberRow;
        await recordActivity(
          tx,
          owner,
          {
            entityType: 'member',
            entityId: userId,
            action: 'changed',
            name: memberName(heir),
            changes: { role: [role, 'owner'] },
          },
          clock.now(),
        );
      });
      return this.members(owner.kitchenId);
    },

    async pendingInvitations(kitchenId: number): Promise<TInvitation[]> {
      return (await invitationsRepository(db).pending(kitchenId, clock.now())).map(toInvitation);
    },

    /** Stores the invitation (its key hashed) and e-mails the link. */
    async invite(owner: AuthUser, form: TInvitationForm): Promise<TInvitation> {
      const now = clock.now();
      const { key, keyHash } = newKey();
      const id = await db.transaction(async (tx) => {
        const members = await membershipsRepository(tx).members(owner.kitchenId);
        if (members.some((m) => sameEmail(m.email, form.email))) throw conflict(MSG.inviteeAlreadyMember);
        const invitations = invitationsRepository(tx);
        if (await invitations.hasPendingFor(owner.kitchenId, form.email, now))
          throw conflict(MSG.invitationAlreadyPending);
        const invitationId = await invitations.insert({
          kitchenId: owner.kitchenId,
          email: form.email,
          role: form.role,
          keyHash,
          invitedBy: owner.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        });
        await recordActivity(
          tx,
          owner,
          {
            entityType: 'invitation',
            entityId: invitationId,
            action: 'created',
            name: form.email,
            changes: { role: [null, form.role] },
          },
          now,
        );
        return invitationId;
      });
      const { kitchenName, ...invitation } = (await invitationsRepository(db).byKeyHash(
        keyHash,
      )) as InvitationRow & {
        kitchenName: string;
      };
      const link = `${publicUrl}/invitation?key=${encodeURIComponent(key)}`;
      try {
        // Past the address's account e-mails for the hour (mail-caps.ts): the invitation stands, unsent.
        if (await mailCaps.mayMail(form.email))
          await mailer.send(
            invitationEmail(
              form.email,
              { invitedBy: invitation.invitedBy, kitchenName, role: form.role, days: INVITATION_TTL_DAYS },
              link,
            ),
          );
      } catch (err) {
        // An invitation nobody can receive is no invitation: withdraw it so the owner can retry.
        log.error({ err: { message: (err as Error).message } }, 'invitation e-mail failed');
        await db.transaction(async (tx) => {
          await invitationsRepository(tx).revoke(owner.kitchenId, id, clock.now());
          await activityRepository(tx).forgetCreation(owner.kitchenId, 'invitation', id);
        });
        throw serviceUnavailable(
          'We could not send the e-mail right now. Please try again in a few minutes.',
        );
      }
      return toInvitation(invitation);
    },

    async revokeInvitation(owner: AuthUser, id: number): Promise<TDeleteReply> {
      return db.transaction(async (tx) => {
        const revoked = await invitationsRepository(tx).revoke(owner.kitchenId, id, clock.now());
        if (!revoked) throw notFound(MSG.invitationNotFound);
        await recordActivity(
          tx,
          owner,
          { entityType: 'invitation', entityId: id, action: 'deleted', name: revoked.email },
          clock.now(),
        );
        return { title: MSG.invitationRevokedTitle, message: MSG.invitationRevoked(revoked.email) };
      });
    },

    /** What the e-mailed link shows before anyone signs in. */
    async preview(key: string): Promise<TInvitationPreview> {
      const row = await usableInvitation(db, key, false);
      const account = await accountsRepository(db).findByEmail(row.email);
      return {
        kitchenName: row.kitchenName,
        role: row.role,
        email: row.email,
        invitedBy: row.invitedBy,
        expiresAt: row.expiresAt.toISOString(),
        accountExists: Boolean(account),
      };
    },

    /** Joins the signed-in user to the invitation's kitchen and opens a session there. */
    async accept(user: AuthUser, key: string, rememberMe: boolean): Promise<TKitchenSession> {
      const kitchenId = await db.transaction(async (tx) => {
        const row = await usableInvitation(tx, key, true);
        const account = await accountsRepository(tx).findUserById(user.id);
        if (!account || !sameEmail(account.email, row.email)) throw forbidden(MSG.invitationWrongAccount);
        const r = membershipsRepository(tx);
        if (!(await r.add(row.kitchenId, user.id, row.role, clock.now())))
          throw conflict(MSG.invitationAlreadyMember);
        await invitationsRepository(tx).markAccepted(row.id, user.id, clock.now());
        await recordActivity(
          tx,
          { ...user, kitchenId: row.kitchenId },
          {
            entityType: 'member',
            entityId: user.id,
            action: 'created',
            name: memberName(account),
            changes: { role: [null, row.role] },
          },
          clock.now(),
        );
        await r.rememberKitchen(user.id, row.kitchenId);
        return row.kitchenId;
      });
      return sessionIn(user.id, kitchenId, rememberMe);
    },
  };

  /** The invitation of a key while it can still be accepted: 404 when unknown, used or revoked; 410 expired. */
  async function usableInvitation(executor: Executor, key: string, lock: boolean) {
    const row = await invitationsRepository(executor).byKeyHash(hashKey(key), lock);
    if (!row || row.acceptedAt || row.revokedAt) throw notFound(MSG.invitationNotFound);
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw gone(MSG.invitationExpired);
    return row;
  }
}
