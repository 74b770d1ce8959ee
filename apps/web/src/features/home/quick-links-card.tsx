import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ChartIcon,
  CompassIcon,
  FileTextIcon,
  SearchIcon,
  TicketIcon,
  UsersIcon,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';

function QuickLink({
  to,
  params,
  icon,
  title,
  body,
}: {
  to: LinkProps['to'];
  params?: LinkProps['params'];
  icon: ReactNode;
  title: string;
  body: string;
}) {
  return (
    <Link
      to={to}
      params={params}
      className={cn('flex items-start gap-3 rounded-xl border border-border p-3 transition-colors hover:bg-muted', focusRing)}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">{icon}</span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{body}</span>
      </span>
    </Link>
  );
}

/** Shortcuts to the everyday jobs; creator tools only with a licence that reads creator data. */
export function QuickLinksCard() {
  const { t } = useTranslation();
  const canReadCreators = useAbility().can('read', 'channel');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Home.quick-links')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        {canReadCreators && (
          <>
            <QuickLink
              to="/discovery/$platform"
              params={{ platform: 'instagram' }}
              icon={<UsersIcon />}
              title={t('Home.quick-discovery')}
              body={t('Home.quick-discovery-body')}
            />
            <QuickLink
              to="/discovery/content"
              icon={<FileTextIcon />}
              title={t('Home.quick-content')}
              body={t('Home.quick-content-body')}
            />
            <QuickLink to="/discovery/channel" icon={<SearchIcon />} title={t('Home.quick-channel')} body={t('Home.quick-channel-body')} />
          </>
        )}
        <QuickLink to="/charts" icon={<ChartIcon />} title={t('Home.quick-charts')} body={t('Home.quick-charts-body')} />
        <QuickLink to="/coupons" icon={<TicketIcon />} title={t('Home.quick-coupons')} body={t('Home.quick-coupons-body')} />
        <QuickLink to="/discovery" icon={<CompassIcon />} title={t('Home.quick-hub')} body={t('Home.quick-hub-body')} />
      </CardContent>
    </Card>
  );
}
