import { z } from 'zod';
import { ZActivityListQuery } from '../schemas/activity.ts';
import { ZIdParams } from '../schemas/fields.ts';
import { ZPage } from '../schemas/page.ts';
import {
  ZActivityEntry,
  ZInvitation,
  ZInvitationForm,
  ZInvitationKeyParams,
  ZInvitationPreview,
  ZKitchenMembership,
  ZKitchenSession,
  ZMember,
  ZMemberRoleBody,
  ZOwnerBody,
  ZUserIdParams,
} from '../schemas/team.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp, publicOp } from './operation.ts';

/** The brigade: kitchens per user, members and roles, invitations, activity. */
export const teamApi = {
  listMyKitchens: bearerOp('GET', '/api/account/kitchens', { 200: z.array(ZKitchenMembership) }, 'self'),
  switchKitchen: bearerOp(
    'POST',
    '/api/account/kitchens/{id}/switch',
    { 200: ZKitchenSession },
    { access: 'self', params: ZIdParams },
  ),

  listMembers: bearerOp('GET', '/api/kitchen/members', { 200: z.array(ZMember) }, 'cook'),
  updateMemberRole: bearerOp(
    'PUT',
    '/api/kitchen/members/{userId}',
    { 200: ZMember },
    { access: 'owner', params: ZUserIdParams, body: ZMemberRoleBody },
  ),
  removeMember: bearerOp(
    'DELETE',
    '/api/kitchen/members/{userId}',
    { 200: ZDeleteReply },
    { access: 'owner', params: ZUserIdParams },
  ),
  transferOwnership: bearerOp(
    'POST',
    '/api/kitchen/owner',
    { 200: z.array(ZMember) },
    { access: 'owner', body: ZOwnerBody },
  ),

  listInvitations: bearerOp('GET', '/api/kitchen/invitations', { 200: z.array(ZInvitation) }, 'owner'),
  createInvitation: bearerOp(
    'POST',
    '/api/kitchen/invitations',
    { 201: ZInvitation },
    { access: 'owner', body: ZInvitationForm },
  ),
  revokeInvitation: bearerOp(
    'DELETE',
    '/api/kitchen/invitations/{id}',
    { 200: ZDeleteReply },
    { access: 'owner', params: ZIdParams },
  ),
  // The key in the address is the credential: the invitee may not have an account yet.
  getInvitation: publicOp(
    'GET',
    '/api/invitations/{key}',
    { 200: ZInvitationPreview },
    { params: ZInvitationKeyParams },
  ),
  acceptInvitation: bearerOp(
    'POST',
    '/api/invitations/{key}/accept',
    { 200: ZKitchenSession },
    { access: 'self', params: ZInvitationKeyParams },
  ),

  listActivity: bearerOp(
    'GET',
    '/api/kitchen/activity',
    { 200: ZPage(ZActivityEntry) },
    { access: 'chef', query: ZActivityListQuery },
  ),
} satisfies ApiOperations;
