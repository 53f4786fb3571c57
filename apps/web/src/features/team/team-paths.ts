/** The brigade's screens (issue 20). */
export const TEAM_PATHS = {
  members: '/portal/kitchen/members',
  activity: '/portal/kitchen/activity',
  invitation: '/invitation',
} as const;
