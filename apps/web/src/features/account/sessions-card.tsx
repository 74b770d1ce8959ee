import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  MonitorIcon,
  Skeleton,
  SmartphoneIcon,
  useToast,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { SESSIONS_QUERY_KEY, fetchDeviceSessions, type DeviceSession } from './sessions-query.ts';
import { describeUserAgent } from './user-agent.ts';

function useDeviceLabel() {
  const { t } = useTranslation();
  return (session: DeviceSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('Security.device-on', { browser, os });
    return browser ?? os ?? t('Security.unknown-device');
  };
}

/** Signed-in devices with user agent, IP and sign-in time; revoke one or all others. */
export function SessionsCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const deviceLabel = useDeviceLabel();
  const query = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: fetchDeviceSessions });
  const [revokingToken, setRevokingToken] = useState<string | null>(null);
  const [isRevokingOthers, setIsRevokingOthers] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  const hasOthers = (query.data ?? []).some((session) => !session.isCurrent);

  async function revokeOne(session: DeviceSession) {
    setRevokingToken(session.token);
    const result = await callAuth(() => authClient.revokeSession({ token: session.token }));
    setRevokingToken(null);
    if (result.errorKey) {
      toast.show({ tone: 'critical', title: t(result.errorKey) });
      return;
    }
    toast.show({ tone: 'success', title: t('Security.session-revoked') });
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  }

  async function revokeOthers() {
    setIsRevokingOthers(true);
    const result = await callAuth(() => authClient.revokeOtherSessions());
    setIsRevokingOthers(false);
    setIsConfirmOpen(false);
    if (result.errorKey) {
      toast.show({ tone: 'critical', title: t(result.errorKey) });
      return;
    }
    toast.show({ tone: 'success', title: t('Security.sessions-revoked') });
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('Security.sessions')}</CardTitle>
          <CardDescription>{t('Security.sessions-description')}</CardDescription>
        </div>
        {hasOthers && (
          <Dialog open={isConfirmOpen} onOpenChange={setIsConfirmOpen}>
            <DialogTrigger asChild>
              <Button variant="secondary" size="sm" className="mt-3 self-start sm:mt-0">
                {t('Security.revoke-all-others')}
              </Button>
            </DialogTrigger>
            <DialogContent closeLabel={t('Common.close')}>
              <DialogTitle>{t('Security.revoke-confirm-title')}</DialogTitle>
              <DialogDescription>{t('Security.revoke-confirm-body')}</DialogDescription>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">{t('Common.cancel')}</Button>
                </DialogClose>
                <Button variant="danger" isLoading={isRevokingOthers} onClick={() => void revokeOthers()}>
                  {t('Security.revoke-all-others')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        )}
      </CardHeader>
      <CardContent>
        <AppQueryState query={query} loading={<Skeleton className="h-32 w-full" />}>
          {(sessions) => (
            <>
              <ul className="-my-3 divide-y divide-border">
                {sessions.map((session) => {
                  const label = deviceLabel(session);
                  const isMobile = describeUserAgent(session.userAgent).isMobile;
                  return (
                    <li key={session.id} className="flex items-center gap-3 py-3.5">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                        {isMobile ? <SmartphoneIcon size={18} /> : <MonitorIcon size={18} />}
                      </span>
                      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="truncate text-sm font-medium" title={session.userAgent ?? undefined}>
                            {label}
                          </span>
                          {session.isCurrent && (
                            <Badge tone="grass" hasDot>
                              {t('Security.this-device')}
                            </Badge>
                          )}
                        </div>
                        <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                          {session.ipAddress && <span>{t('Security.ip-address', { ip: session.ipAddress })}</span>}
                          <time dateTime={new Date(session.createdAt).toISOString()} title={format.dateTime(session.createdAt)}>
                            {t('Security.signed-in-at', { relative: format.relative(session.createdAt) })}
                          </time>
                        </span>
                      </div>
                      {!session.isCurrent && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('Security.revoke-session-label', { device: label })}
                          isLoading={revokingToken === session.token}
                          onClick={() => void revokeOne(session)}
                        >
                          {t('Security.revoke')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {!hasOthers && <p className="mt-3 text-sm text-muted-foreground">{t('Security.no-other-sessions')}</p>}
            </>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}
