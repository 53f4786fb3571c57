import { z } from 'zod';
import { ZPage } from '../schemas/page.ts';
import {
  ZActivityEntry,
  ZInvitation,
  ZInvitationPreview,
  ZKitchenMembership,
  ZKitchenSession,
  ZMember,
} from '../schemas/team.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp, publicOp } from './operation.ts';

/** The brigade (issue 20): kitchens per user, members and roles, invitations, activity. */
export const teamApi = {
  listMyKitchens: bearerOp('GET', '/api/account/kitchens', { 200: z.array(ZKitchenMembership) }, 'self'),
  switchKitchen: bearerOp('POST', '/api/account/kitchens/{id}/switch', { 200: ZKitchenSession }, 'self'),

  listMembers: bearerOp('GET', '/api/kitchen/members', { 200: z.array(ZMember) }, 'cook'),
  updateMemberRole: bearerOp('PUT', '/api/kitchen/members/{userId}', { 200: ZMember }, 'owner'),
  removeMember: bearerOp('DELETE', '/api/kitchen/members/{userId}', { 200: ZDeleteReply }, 'owner'),
  transferOwnership: bearerOp('POST', '/api/kitchen/owner', { 200: z.array(ZMember) }, 'owner'),

  listInvitations: bearerOp('GET', '/api/kitchen/invitations', { 200: z.array(ZInvitation) }, 'owner'),
  createInvitation: bearerOp('POST', '/api/kitchen/invitations', { 201: ZInvitation }, 'owner'),
  revokeInvitation: bearerOp('DELETE', '/api/kitchen/invitations/{id}', { 200: ZDeleteReply }, 'owner'),
  // The key in the address is the credential: the invitee may not have an account yet.
  getInvitation: publicOp('GET', '/api/invitations/{key}', { 200: ZInvitationPreview }),
  acceptInvitation: bearerOp('POST', '/api/invitations/{key}/accept', { 200: ZKitchenSession }, 'self'),

  listActivity: bearerOp('GET', '/api/kitchen/activity', { 200: ZPage(ZActivityEntry) }, 'chef'),
} satisfies ApiOperations;
