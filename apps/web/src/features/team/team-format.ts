import type { TMember } from '@brigade/core';
import { mediumDate, mediumDateTime } from '../../lib/date-format';

/** "Mar 4, 2027" */
export function formatDay(iso: string): string {
  return mediumDate.format(new Date(iso));
}

/** "Mar 4, 2027, 9:05 AM" */
export function formatMoment(iso: string): string {
  return mediumDateTime.format(new Date(iso));
}

/** A member as people call them: their name, else their login. */
export function memberName(member: Pick<TMember, 'firstName' | 'lastName' | 'login'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.login;
}

/** Whether the member is the signed-in user (the session keeps the address they signed in with). */
export function isMe(member: Pick<TMember, 'email' | 'login'>, username: string | null): boolean {
  const me = username?.toLowerCase();
  return me !== undefined && (member.email.toLowerCase() === me || member.login.toLowerCase() === me);
}
