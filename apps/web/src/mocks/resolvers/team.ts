import {
  ACTIVITY_PAGE_SIZE,
  activityText,
  MSG,
  toPage,
  ZActivityListQuery,
  ZIdParams,
  ZInvitationForm,
  ZInvitationKeyParams,
  ZMemberRoleBody,
  ZOwnerBody,
  ZUserIdParams,
} from '@brigade/core';
import { type MockRequest, type Resolvers, reply } from '../contract-handler';
import { tokenFor } from '../kitchen/accounts';
import {
  acceptInvitation,
  changeRole,
  invite,
  kitchensOf,
  membersOf,
  previewInvitation,
  removeMember,
  revokeInvitation,
  toInvitation,
  transferOwnership,
} from '../kitchen/team';
import { MockError, parse } from '../mock-error';

/** The brigade (contract: team.ts): kitchens, members and roles, invitations, activity. */

const userIdOf = (req: MockRequest) => parse(ZUserIdParams, req.params, 'params').userId;
const keyOf = (req: MockRequest) => parse(ZInvitationKeyParams, req.params, 'params').key;

export const teamResolvers = {
  listMyKitchens: (req) => {
    const { user, kitchen } = req.by();
    return kitchensOf(user, kitchen.id);
  },
  switchKitchen: (req) => {
    const { user } = req.by();
    const id = parse(ZIdParams, req.params, 'params').id;
    const kitchen = kitchensOf(user, id).find((k) => k.id === id);
    if (!kitchen) throw new MockError(404, MSG.kitchenNotFound);
    user.kitchenId = id;
    return { id_token: tokenFor(user, id), kitchen };
  },
  listMembers: (req) => membersOf(req.by().kitchen),
  updateMemberRole: async (req) => {
    const [by, userId] = [req.by(), userIdOf(req)];
    return changeRole(by, userId, parse(ZMemberRoleBody, await req.json()).role);
  },
  removeMember: (req) => removeMember(req.by(), userIdOf(req)),
  transferOwnership: async (req) => {
    const by = req.by();
    return transferOwnership(by, parse(ZOwnerBody, await req.json()).userId);
  },
  listInvitations: (req) => [...req.by().kitchen.invitations.values()].map(toInvitation),
  createInvitation: async (req) => {
    const by = req.by();
    const { email, role } = parse(ZInvitationForm, await req.json());
    return reply(201, toInvitation(invite(by, email, role)));
  },
  revokeInvitation: (req) => revokeInvitation(req.by(), parse(ZIdParams, req.params, 'params').id),
  getInvitation: (req) => previewInvitation(keyOf(req)),
  acceptInvitation: (req) => {
    const { user } = req.by();
    const kitchen = acceptInvitation(user, keyOf(req));
    return {
      id_token: tokenFor(user, kitchen.id),
      kitchen: kitchensOf(user, kitchen.id).find((k) => k.id === kitchen.id)!,
    };
  },
  listActivity: (req) => {
    const { kitchen } = req.by();
    const { page, limit } = parse(ZActivityListQuery, req.query, 'querystring');
    const newest = [...kitchen.activity].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
    const content = newest.slice(page * limit, (page + 1) * limit).map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      actor: a.actor,
      entityType: a.entityType,
      entityId: a.entityId,
      action: a.action,
      text: activityText(a),
    }));
    return toPage(content, page, limit ?? ACTIVITY_PAGE_SIZE, newest.length);
  },
} satisfies Partial<Resolvers>;
