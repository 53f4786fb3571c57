import {
  ZIdParams,
  ZInvitationForm,
  ZInvitationKeyParams,
  ZMemberRoleBody,
  ZOwnerBody,
  ZUserIdParams,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedSession } from '../../plugins/auth.ts';
import { teamService } from './team.service.ts';

/**
 * The brigade (issue 20): the caller's kitchens and switching, members and roles, invitations.
 * Operation ids, security, access (the least role) and replies come from the API contract
 * (packages/core/src/api/team.ts); its hook authenticates and checks the role of every bearer route.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = teamService({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    tokens: app.tokens,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const tags = ['team'];
  const kitchenId = (request: { user: { kitchenId: number } }) => request.user.kitchenId;

  app.get(
    '/api/account/kitchens',
    { schema: { tags, summary: 'The kitchens the user belongs to' } },
    (request) => service.myKitchens(request.user),
  );

  app.post(
    '/api/account/kitchens/:id/switch',
    { schema: { tags, summary: 'Works in another of the user’s kitchens: a new token', params: ZIdParams } },
    async (request) =>
      service.switchKitchen(request.user, request.params.id, await rememberedSession(app, request)),
  );

  app.get('/api/kitchen/members', { schema: { tags, summary: 'The members of the kitchen' } }, (request) =>
    service.members(kitchenId(request)),
  );

  app.put(
    '/api/kitchen/members/:userId',
    { schema: { tags, summary: 'Changes a member’s role', params: ZUserIdParams, body: ZMemberRoleBody } },
    (request) => service.changeRole(request.user, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/kitchen/members/:userId',
    { schema: { tags, summary: 'Removes a member from the kitchen', params: ZUserIdParams } },
    (request) => service.removeMember(request.user, request.params.userId),
  );

  app.post(
    '/api/kitchen/owner',
    { schema: { tags, summary: 'Hands the kitchen over to another member', body: ZOwnerBody } },
    (request) => service.transferOwnership(request.user, request.body.userId),
  );

  app.get(
    '/api/kitchen/invitations',
    { schema: { tags, summary: 'Invitations waiting for an answer' } },
    (request) => service.pendingInvitations(kitchenId(request)),
  );

  app.post(
    '/api/kitchen/invitations',
    {
      config: { rateLimit: { max: app.config.accountLimits.mailRequestsPerMinute, timeWindow: 60_000 } },
      schema: { tags, summary: 'Invites someone by e-mail, with a role', body: ZInvitationForm },
    },
    async (request, reply) => reply.code(201).send(await service.invite(request.user, request.body)),
  );

  app.delete(
    '/api/kitchen/invitations/:id',
    { schema: { tags, summary: 'Revokes an invitation', params: ZIdParams } },
    (request) => service.revokeInvitation(request.user, request.params.id),
  );

  app.get(
    '/api/invitations/:key',
    {
      schema: {
        tags,
        summary: 'What an invitation offers (the key is the credential)',
        params: ZInvitationKeyParams,
      },
    },
    (request) => service.preview(request.params.key),
  );

  app.post(
    '/api/invitations/:key/accept',
    {
      schema: {
        tags,
        summary: 'Joins the invitation’s kitchen: a new token for it',
        params: ZInvitationKeyParams,
      },
    },
    async (request) =>
      service.accept(request.user, request.params.key, await rememberedSession(app, request)),
  );
};
