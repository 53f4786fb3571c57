import { ROLE_LABELS, type Role } from '@brigade/core';
import type { MailMessage } from '../../plugins/mail.ts';
import { layout } from '../accounts/account-emails.ts';

/** The invitation e-mail: a single-use link to PUBLIC_URL/invitation?key=…. */
export function invitationEmail(
  to: string,
  invitation: { invitedBy: string; kitchenName: string; role: Role; days: number },
  link: string,
): MailMessage {
  const body = layout(
    'Hello,',
    [
      `${invitation.invitedBy} invited you to join the kitchen "${invitation.kitchenName}" on Brigade as ${ROLE_LABELS[invitation.role]}.`,
      `Open the link below to accept (it works once, within ${invitation.days} days). If you have no Brigade account yet, you can create one from there with this e-mail address.`,
    ],
    { href: link, label: 'Accept the invitation' },
    'If you do not know this kitchen, you can ignore this e-mail.',
  );
  return {
    to,
    subject: `${invitation.invitedBy} invited you to ${invitation.kitchenName} on Brigade`,
    ...body,
    links: [link],
  };
}
