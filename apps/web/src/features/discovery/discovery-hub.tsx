import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, Card, FileTextIcon, SearchIcon, UsersIcon, cn, focusRing } from '@creatorlens/ui';
import { DISCOVERY_PLATFORMS } from '../../lib/api-contract.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function HubCard({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children: ReactNode }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">{icon}</span>
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted-foreground">{body}</p>
      </div>
      <div className="mt-auto">{children}</div>
    </Card>
  );
}

const linkClass = cn('inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline', focusRing);

/** /discovery: the entry to creator discovery per platform, content discovery and channel search. */
export function DiscoveryHub() {
  const { t } = useTranslation();
  useDocumentTitle(t('DiscoveryHub.title'));
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('DiscoveryHub.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('DiscoveryHub.subtitle')}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        <li>
          <HubCard icon={<UsersIcon size={20} />} title={t('DiscoveryHub.creators-title')} body={t('DiscoveryHub.creators-body')}>
            <p className="mb-2 text-xs text-muted-foreground">{t('DiscoveryHub.platforms')}</p>
            <ul className="flex flex-wrap gap-2">
              {DISCOVERY_PLATFORMS.map((platform) => (
                <li key={platform}>
                  <Link to="/discovery/$platform" params={{ platform }} className={cn('rounded-full', focusRing)}>
                    <PlatformBadge platform={platform} className="px-3 py-1 text-sm hover:bg-muted" />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/discovery/people" className={cn(linkClass, 'mt-3')}>
              {t('People.hub-link')} <ArrowRightIcon size={14} />
            </Link>
          </HubCard>
        </li>
        <li>
          <HubCard icon={<FileTextIcon size={20} />} title={t('DiscoveryHub.content-title')} body={t('DiscoveryHub.content-body')}>
            <Link to="/discovery/content" className={linkClass}>
              {t('DiscoveryHub.open')} <span className="sr-only">{t('DiscoveryHub.content-title')}</span>
              <ArrowRightIcon size={14} />
            </Link>
          </HubCard>
        </li>
        <li>
          <HubCard icon={<SearchIcon size={20} />} title={t('DiscoveryHub.channel-title')} body={t('DiscoveryHub.channel-body')}>
            <Link to="/discovery/channel" className={linkClass}>
              {t('DiscoveryHub.open')} <span className="sr-only">{t('DiscoveryHub.channel-title')}</span>
              <ArrowRightIcon size={14} />
            </Link>
          </HubCard>
        </li>
      </ul>
    </div>
  );
}
