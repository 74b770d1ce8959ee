import { useEffect, useId, useRef, useState } from 'react';
import { ComboboxInput, ComboboxListbox, cn, inputClassName, useCombobox } from '@creatorlens/ui';
import { SearchIcon } from './site-icons.tsx';
import { formatNumber } from '@creatorlens/i18n';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { buildHref, useSiteNavigation } from './site-navigation.tsx';
import { usePublicCreatorSearch } from './use-public-creator-search.ts';
import { useSiteTranslation } from './site-i18n-context.tsx';
import { SitePlatformBadge } from './site-platform-badge.tsx';

import { SEARCH_COLLAPSE_DELAY_MS } from './site-search.tsx';
import { formatHandle } from '../lib/format-handle.ts';

const DEBOUNCE_MS = 150;

/**
 * The expanded header search (its own chunk, loaded when the visitor opens it): an input with autofocus (220 px,
 * 280 px from the medium breakpoint; full width in the drawer) and results from the public creator search, so it
 * works without a licence; a hit opens the artist's page (public for visitors, the app's when signed in).
 */
export function SiteSearchBox({ isFullWidth, onCollapse }: { isFullWidth: boolean; onCollapse: () => void }) {
  const { t, locale } = useSiteTranslation();
  const { navigate } = useSiteNavigation();
  const id = useId();
  const [query, setQuery] = useState('');
  const collapseTimer = useRef<number | undefined>(undefined);
  const debounced = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const search = usePublicCreatorSearch(debounced);
  const results = debounced.length > 0 ? search.hits : [];

  useEffect(() => () => window.clearTimeout(collapseTimer.current), []);

  function close() {
    setQuery('');
    onCollapse();
  }

  const combobox = useCombobox({
    options: results,
    isOpen: debounced.length > 0,
    onOpenChange: (isOpen) => {
      if (!isOpen) close();
    },
    onSelect: (hit) => {
      close();
      // One address for both: visitors get the public artist page, signed-in users the app's.
      navigate(buildHref(`/${hit.artistSlug}`));
    },
  });

  return (
    <div className={cn('relative', isFullWidth ? 'w-full' : 'w-[220px] md:w-[280px]')} data-testid="site-search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('Site.search-label')}
      </label>
      <SearchIcon size={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
      <ComboboxInput
        combobox={combobox}
        id={`${id}-input`}
        type="search"
        autoComplete="off"
        autoFocus
        value={query}
        placeholder={t('Site.search-placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        onFocus={() => window.clearTimeout(collapseTimer.current)}
        onBlur={() => {
          collapseTimer.current = window.setTimeout(() => onCollapse(), SEARCH_COLLAPSE_DELAY_MS);
        }}
        className={cn(inputClassName, 'h-9 pl-9 text-sm')}
      />
      <ComboboxListbox
        combobox={combobox}
        label={t('Site.search-results')}
        // Handles can be '' (channels known only by name): the position keeps keys unique.
        getOptionKey={(hit, index) => `${index}-${hit.platform}-${hit.handle}`}
        isLoading={search.isFetching}
        emptyMessage={search.isError ? t('Site.search-error') : t('Site.search-empty', { q: debounced })}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-popover"
        messageClassName="px-3 py-4 text-center text-sm text-muted-foreground"
        optionClassName={(_, { isActive }) => cn('flex items-center gap-2 rounded-lg px-3 py-2 text-sm', !isActive && 'hover:bg-muted/60')}
        renderOption={(hit) => (
          <>
            <SitePlatformBadge platform={hit.platform} />
            <span className="min-w-0 flex-1 truncate">
              <span className="font-medium">{hit.name}</span>
              {formatHandle(hit.handle) && (
                <>
                  {' '}
                  <span className="text-muted-foreground">{formatHandle(hit.handle)}</span>
                </>
              )}
            </span>
            {hit.followers != null && (
              <span className="shrink-0 text-xs text-muted-foreground">
                {t('Site.search-followers', { count: hit.followers, formatted: formatNumber(locale, hit.followers) })}
              </span>
            )}
          </>
        )}
      />
    </div>
  );
}
