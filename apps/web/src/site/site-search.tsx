import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, SearchIcon, cn, inputClassName } from '@creatorlens/ui';
import { useFormatters } from '../lib/i18n.ts';
import { PlatformBadge } from '../lib/platform-badge.tsx';
import { useSession } from '../lib/session.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

/** Spec §4/§9: the box collapses 250 ms after its input loses focus (time to click a result). */
export const SEARCH_COLLAPSE_DELAY_MS = 250;
const DEBOUNCE_MS = 150;

/**
 * The header's search box: a button that expands into an input with autofocus (220 px, 280 px from the medium
 * breakpoint; full width in the drawer). Results come from the public creator search, so it works without a licence;
 * visitors are sent through sign-in with returnTo set to the creator's page.
 */
export function SiteSearch({ isFullWidth = false }: { isFullWidth?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { session } = useSession();
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const collapseTimer = useRef<number | undefined>(undefined);
  const debounced = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const api = useTRPC();
  const search = useQuery(
    api.site.searchCreators.queryOptions({ q: debounced }, { enabled: debounced.length > 0, placeholderData: keepPreviousData, staleTime: 60_000 }),
  );
  const results = debounced.length > 0 ? (search.data ?? []) : [];
  const isListOpen = isExpanded && debounced.length > 0;

  useEffect(() => () => window.clearTimeout(collapseTimer.current), []);

  function open(index: number) {
    const hit = results[index];
    if (!hit) return;
    setIsExpanded(false);
    setQuery('');
    if (session) void navigate({ to: '/$artistSlug', params: { artistSlug: hit.artistSlug } });
    else void navigate({ to: '/sign-in', search: { returnTo: `/${hit.artistSlug}` } });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length ? (current + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      open(active);
    } else if (event.key === 'Escape') {
      setQuery('');
      setIsExpanded(false);
    }
  }

  if (!isExpanded) {
    return (
      <Button variant="ghost" size="sm" aria-label={t('Site.search-open')} title={t('Site.search-open')} onClick={() => setIsExpanded(true)} className={cn(isFullWidth && 'w-full justify-start')} data-testid="site-search-button">
        <SearchIcon size={16} />
        {isFullWidth && <span>{t('Site.search-open')}</span>}
      </Button>
    );
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={cn('relative', isFullWidth ? 'w-full' : 'w-[220px] md:w-[280px]')} data-testid="site-search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('Site.search-label')}
      </label>
      <SearchIcon size={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={isListOpen}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={isListOpen && results.length ? optionId(active) : undefined}
        autoComplete="off"
        autoFocus
        value={query}
        placeholder={t('Site.search-placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => window.clearTimeout(collapseTimer.current)}
        onBlur={() => {
          collapseTimer.current = window.setTimeout(() => setIsExpanded(false), SEARCH_COLLAPSE_DELAY_MS);
        }}
        className={cn(inputClassName, 'h-9 pl-9 text-sm')}
      />
      {isListOpen && (
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('Site.search-results')}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-popover"
        >
          {results.length === 0 && !search.isFetching && (
            <li role="presentation" className="px-3 py-4 text-center text-sm text-muted-foreground">
              {search.isError ? t('Site.search-error') : t('Site.search-empty', { q: debounced })}
            </li>
          )}
          {results.map((hit, index) => (
            <li
              key={`${hit.platform}-${hit.handle}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => open(index)}
              className={cn('flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm', index === active ? 'bg-muted' : 'hover:bg-muted/60')}
            >
              <PlatformBadge platform={hit.platform} />
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium">{hit.name}</span> <span className="text-muted-foreground">@{hit.handle}</span>
              </span>
              {hit.followers != null && (
                <span className="shrink-0 text-xs text-muted-foreground">{t('Site.search-followers', { formatted: format.number(hit.followers) })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
