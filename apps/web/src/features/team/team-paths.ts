/** The brigade's screens. */
export const TEAM_PATHS = {
  members: '/portal/kitchen/members',
  activity: '/portal/kitchen/activity',
  invitation: '/invitation',
} as const;
