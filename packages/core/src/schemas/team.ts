import { z } from 'zod';
import { MSG } from '../messages.ts';
import { MEMBER_ROLES, ROLES } from '../team/roles.ts';
import { zEmail, zIdText } from './fields.ts';

/** Schemas of the brigade: members, roles, invitations, kitchens and activity. */

export const ZRole = z.enum(ROLES, { error: MSG.roleRequired });
/** A role an owner gives: every role but owner (ownership is handed over, POST /api/kitchen/owner). */
export const ZMemberRole = z.enum(MEMBER_ROLES, { error: MSG.roleRequired });

/** A kitchen the caller belongs to (GET /api/account/kitchens); `active` is the session's one. */
export const ZKitchenMembership = z.object({
  id: z.number().int(),
  name: z.string(),
  role: ZRole,
  active: z.boolean(),
});
export type TKitchenMembership = z.infer<typeof ZKitchenMembership>;

/** A member of the active kitchen (GET /api/kitchen/members). */
export const ZMember = z.object({
  userId: z.number().int(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  joinedAt: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

/** PUT /api/kitchen/members/{userId} */
export const ZMemberRoleBody = z.strictObject({ role: ZMemberRole });
/** POST /api/kitchen/owner: hands the kitchen to another member; the old owner becomes a chef. */
export const ZOwnerBody = z.strictObject({
  userId: z
    .number({ error: MSG.idInvalid })
    .int({ error: MSG.idInvalid })
    .min(1, { error: MSG.idInvalid })
    .max(2_147_483_647, { error: MSG.idInvalid }),
});
export const ZUserIdParams = z.object({ userId: zIdText() });
/** An invitation's key as the e-mailed link carries it (base64url, 43 characters). */
export const ZInvitationKeyParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: MSG.invitationNotFound }),
});

/** POST /api/kitchen/invitations — also the invite form. */
export const ZInvitationForm = z.strictObject({ email: zEmail, role: ZMemberRole });
export type TInvitationForm = z.infer<typeof ZInvitationForm>;

/** A pending invitation, as the owner sees it (GET /api/kitchen/invitations). */
export const ZInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZMemberRole,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** What the invitee sees before accepting (GET /api/invitations/{key}, no sign-in needed). */
export const ZInvitationPreview = z.object({
  kitchenName: z.string(),
  role: ZMemberRole,
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** Whether an account with the invited e-mail exists: sign in to accept, or sign up first. */
  accountExists: z.boolean(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** A token for the kitchen the caller switched to or joined, and that kitchen. */
export const ZKitchenSession = z.object({ id_token: z.string(), kitchen: ZKitchenMembership });
export type TKitchenSession = z.infer<typeof ZKitchenSession>;

export const ACTIVITY_ACTIONS = ['created', 'changed', 'deleted'] as const;

/** One line of a kitchen's activity page (GET /api/kitchen/activity), newest first. */
export const ZActivityEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The member's name as it reads ("Ana Lopez"), or their login. */
  actor: z.string(),
  entityType: z.string(),
  entityId: z.number().int(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** The sentence: "Ana Lopez changed the cost of Butter from $4.50 to $4.80 per Pound". */
  text: z.string(),
});
export type TActivityEntry = z.infer<typeof ZActivityEntry>;
