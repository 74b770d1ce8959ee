export type OrgRole = 'owner' | 'admin' | 'member';

export const ORG_ROLE_KEYS = {
  owner: 'Organizations.role-owner',
  admin: 'Organizations.role-admin',
  member: 'Organizations.role-member',
} as const satisfies Record<OrgRole, string>;

export function isOrgAdminRole(role: OrgRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}
