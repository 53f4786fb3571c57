/**
 * A kitchen's members and what each may do. The roles form a chain: each may do all that
 * the one below it may, so an operation names the least role it needs (its `access`), and one
 * comparison decides. The server enforces it on every route (the API contract carries each route's
 * access); the web hides what a role cannot do with the same rule.
 *
 * - owner: everything, including the members and the billing; a kitchen always has one.
 * - chef: everything but the members and the billing.
 * - planner: events, BEOs and prep lists; reads the catalogue, recipes and menus.
 * - cook: reads recipes, menus, events and prep lists, and prints them.
 */
export const ROLES = ['owner', 'chef', 'planner', 'cook'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an owner may give by invitation or change to (ownership is handed over, not given). */
export const MEMBER_ROLES = ['chef', 'planner', 'cook'] as const satisfies readonly Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * Who may call an operation: 'self' is any signed-in user acting on their own account (no kitchen
 * role needed: their account, their kitchens, accepting an invitation); a role is the least role;
 * 'anyone' takes a token when there is one but never refuses (signing out).
 */
export type Access = 'anyone' | 'self' | Role;

const RANK: Record<Role, number> = { cook: 0, planner: 1, chef: 2, owner: 3 };

/** Whether a member with this role may do what needs `access`. */
export function roleAllows(role: Role, access: Access): boolean {
  return access === 'anyone' || access === 'self' || RANK[role] >= RANK[access];
}

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  chef: 'Chef',
  planner: 'Planner',
  cook: 'Cook',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including the members and the billing.',
  chef: 'Everything but the members and the billing.',
  planner: 'Events, BEOs and prep lists; reads the catalogue, recipes and menus.',
  cook: 'Reads recipes, menus, events and prep lists, and prints them.',
};
