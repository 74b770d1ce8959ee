import type { Actor } from '../actor.ts';
import { requirePermission } from '../permissions/index.ts';

/**
 * Every admin-area function starts here. Owning an organisation does not make anyone a platform admin: only the
 * user role admin grants `read admin_area`, so organisation owners, members and guests get FORBIDDEN.
 */
export function requirePlatformAdmin(actor: Actor): void {
  requirePermission(actor, 'read', 'admin_area');
}

export interface AdminPageInput {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOffset = ({ page, pageSize }: AdminPageInput): number => (page - 1) * pageSize;

/** A search term as an ILIKE pattern that matches it anywhere, with the LIKE wildcards in it taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
