import type { schema } from '@creatorlens/db';
import { toUserRole, type Actor, type UserRole } from '../actor.ts';

/** What the admin area shows of every user, in the list and on the detail page alike. */
export interface AdminUserSummary {
  id: string;
  name: string;
  email: string;
  username: string | null;
  image: string | null;
  role: UserRole;
  isBanned: boolean;
  banReason: string | null;
  /** Epoch milliseconds; null for a ban without end. */
  banExpiresAt: number | null;
  isGuest: boolean;
  isMe: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** Maps a user row to the admin summary; isMe marks the admin's own account (they cannot ban themselves). */
export function toAdminUserSummary(user: typeof schema.user.$inferSelect, actor: Actor): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    image: user.image,
    role: toUserRole(user.role),
    isBanned: Boolean(user.banned),
    banReason: user.banReason,
    banExpiresAt: user.banExpires?.getTime() ?? null,
    isGuest: user.isAnonymous,
    isMe: user.id === actor.userId,
    createdAt: user.createdAt.getTime(),
  };
}
