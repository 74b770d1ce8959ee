import { getRouteApi } from '@tanstack/react-router';
import { ChannelSearchPage } from '../features/channel-search/channel-search-page.tsx';
import { ComparePage } from '../features/compare/compare-page.tsx';
import { ContentDiscoveryPage } from '../features/content/content-discovery-page.tsx';
import { CreatorDiscoveryPage } from '../features/discovery/creator-discovery-page.tsx';
import { DiscoveryHub } from '../features/discovery/discovery-hub.tsx';
import { ExportMenu } from '../features/exports/export-menu.tsx';
import { useTranslation } from 'react-i18next';
import { isDiscoveryPlatform } from '../lib/api-contract.ts';
import { useCrumbTitle } from '../lib/crumbs.ts';

// Loaded on demand (see discovery.tsx).

export function DiscoveryHubPage() {
  return <DiscoveryHub />;
}

const platformRoute = getRouteApi('/app/discovery/$platform');

export function CreatorDiscoveryRoutePage() {
  const { platform } = platformRoute.useParams();
  const search = platformRoute.useSearch();
  const navigate = platformRoute.useNavigate();
  const { t } = useTranslation();
  useCrumbTitle(isDiscoveryPlatform(platform) ? t(`Platforms.${platform}`) : null);
  if (!isDiscoveryPlatform(platform)) return null;
  return (
    <CreatorDiscoveryPage
      key={platform}
      platform={platform}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      renderResultsActions={(current) => <ExportMenu subject={{ kind: 'discovery', search: current }} />}
    />
  );
}

const contentRoute = getRouteApi('/app/discovery/content');

export function ContentDiscoveryRoutePage() {
  const search = contentRoute.useSearch();
  const navigate = contentRoute.useNavigate();
  return <ContentDiscoveryPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

const channelRoute = getRouteApi('/app/discovery/channel');

export function ChannelSearchRoutePage() {
  const { q } = channelRoute.useSearch();
  // Keyed so following another show-more link while here starts from that text.
  return <ChannelSearchPage key={q ?? ''} initialQuery={q ?? ''} />;
}

const compareRoute = getRouteApi('/app/discovery/compare');

export function CompareRoutePage() {
  const { ids } = compareRoute.useSearch();
  const list = [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return <ComparePage ids={list} />;
}
