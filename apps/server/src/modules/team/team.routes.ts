import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedSession } from '../../plugins/auth.ts';
import { mailCaps } from '../accounts/mail-caps.ts';
import { operationRoute } from '../operation-route.ts';
import { teamService } from './team.service.ts';

/**
 * The brigade: the caller's kitchens and switching, members and roles, invitations.
 * Operation ids, security, access (the least role) and replies come from the API contract
 * (packages/core/src/api/team.ts); its hook authenticates and checks the role of every bearer route.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = teamService({
    db: app.db,
    mailer: app.mailer,
    mailCaps: mailCaps(app.counterStore, app.config.accountLimits, app.clock),
    clock: app.clock,
    tokens: app.tokens,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const tags = ['team'];
  const kitchenId = (request: { user: { kitchenId: number } }) => request.user.kitchenId;

  operationRoute(app, 'listMyKitchens', { tags, summary: 'The kitchens the user belongs to' }, (request) =>
    service.myKitchens(request.user),
  );

  operationRoute(
    app,
    'switchKitchen',
    { tags, summary: 'Works in another of the user’s kitchens: a new token' },
    async (request) =>
      service.switchKitchen(request.user, request.params.id, await rememberedSession(app, request)),
  );

  operationRoute(app, 'listMembers', { tags, summary: 'The members of the kitchen' }, (request) =>
    service.members(kitchenId(request)),
  );

  operationRoute(app, 'updateMemberRole', { tags, summary: 'Changes a member’s role' }, (request) =>
    service.changeRole(request.user, request.params.userId, request.body.role),
  );

  operationRoute(app, 'removeMember', { tags, summary: 'Removes a member from the kitchen' }, (request) =>
    service.removeMember(request.user, request.params.userId),
  );

  operationRoute(
    app,
    'transferOwnership',
    { tags, summary: 'Hands the kitchen over to another member' },
    (request) => service.transferOwnership(request.user, request.body.userId),
  );

  operationRoute(app, 'listInvitations', { tags, summary: 'Invitations waiting for an answer' }, (request) =>
    service.pendingInvitations(kitchenId(request)),
  );

  operationRoute(
    app,
    'createInvitation',
    {
      tags,
      config: { rateLimit: { max: app.config.accountLimits.mailRequestsPerMinute, timeWindow: 60_000 } },
      summary: 'Invites someone by e-mail, with a role',
    },
    async (request, reply) => reply.code(201).send(await service.invite(request.user, request.body)),
  );

  operationRoute(app, 'revokeInvitation', { tags, summary: 'Revokes an invitation' }, (request) =>
    service.revokeInvitation(request.user, request.params.id),
  );

  operationRoute(
    app,
    'getInvitation',
    { tags, summary: 'What an invitation offers (the key is the credential)' },
    (request) => service.preview(request.params.key),
  );

  operationRoute(
    app,
    'acceptInvitation',
    { tags, summary: 'Joins the invitation’s kitchen: a new token for it' },
    async (request) =>
      service.accept(request.user, request.params.key, await rememberedSession(app, request)),
  );
};
