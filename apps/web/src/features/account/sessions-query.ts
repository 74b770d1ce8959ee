import { authClient } from '../../lib/auth-client.ts';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export interface DeviceSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: number;
  isCurrent: boolean;
}

function toEpochMillis(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** better-auth's session list, newest first, with the current device marked. */
export async function fetchDeviceSessions(): Promise<DeviceSession[]> {
  const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
  if (list.error) throw Object.assign(new Error(list.error.message ?? 'listSessions failed'), list.error);
  const currentToken = current.data?.session.token ?? null;
  return (list.data ?? [])
    .map((session) => ({
      id: session.id,
      token: session.token,
      userAgent: session.userAgent ?? null,
      ipAddress: session.ipAddress ?? null,
      createdAt: toEpochMillis(session.createdAt),
      isCurrent: session.token === currentToken,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.createdAt - a.createdAt);
}
