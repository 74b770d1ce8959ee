import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState, type NavigateOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, ComboboxInput, ComboboxListbox, SearchIcon, Spinner, cn, inputClassName, useCombobox } from '@creatorlens/ui';
import { platformDot } from '../lib/platform-badge.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { formatHandle } from '../lib/format-handle.ts';
import { isRefinementOf, searchTextOf } from './search-refinement.ts';

/** Spec §9: the search collapses 250 ms after its input loses focus (narrow screens, where it starts collapsed). */
export const SEARCH_COLLAPSE_DELAY_MS = 250;
const DEBOUNCE_MS = 150;
const MINIMUM_QUERY_LENGTH = 2;

interface Option {
  key: string;
  group: string;
  label: string;
  detail?: string;
  icon: ReactNode;
  target: NavigateOptions;
}

/**
 * The header search: a combobox whose popup groups channels, artists, campaigns, watchlists and tags, with a
 * show-more link to the full channel search. Arrow keys move, Enter opens, Escape closes.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const api = useTRPC();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const collapseTimer = useRef<number | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [isExpanded, setIsExpanded] = useState(false);
  const [isPopupOpen, setIsPopupOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const typedText = query.trim();
  const debounced = useDebouncedValue(typedText, DEBOUNCE_MS);
  const isEnabled = debounced.length >= MINIMUM_QUERY_LENGTH;
  const search = useQuery(
    api.shell.searchEverything.queryOptions(
      { q: debounced },
      {
        enabled: isEnabled,
        placeholderData: (previous, previousQuery) =>
          isRefinementOf(searchTextOf(previousQuery?.queryKey), debounced) ? previous : undefined,
      },
    ),
  );

  // A new page closes the popup and clears the box (state adjusted while rendering, React's pattern for this).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setIsPopupOpen(false);
    setQuery('');
    setIsExpanded(false);
  }
  useEffect(() => () => window.clearTimeout(collapseTimer.current), []);

  // The debounced text lags the box by DEBOUNCE_MS (longer on a busy machine), and its answer may be a cached one:
  // typing a new search right after opening a result still had the old text's results on screen, and Enter opened
  // the first of them. An answer is shown only while its text and the box's are refinements of each other.
  const isAnswerForTypedText = isRefinementOf(debounced, typedText);
  const data = isEnabled && isAnswerForTypedText ? search.data : undefined;
  const options: Option[] = [];
  for (const channel of data?.channels ?? []) {
    const handle = formatHandle(channel.handle);
    options.push({
      key: `channel-${channel.id}`,
      group: t('Shell.search-channels'),
      label: channel.name,
      ...(handle ? { detail: handle } : {}),
      icon: (
        <span className="relative">
          <Avatar name={channel.name} src={channel.avatarUrl} size="xs" />
          <span
            aria-hidden
            className={cn('absolute -right-0.5 -bottom-0.5 size-2 rounded-full ring-2 ring-surface', platformDot[channel.platform])}
          />
        </span>
      ),
      target: { to: '/$artistSlug', params: { artistSlug: channel.artistSlug } },
    });
  }
  for (const artist of data?.artists ?? []) {
    options.push({
      key: `artist-${artist.slug}`,
      group: t('Shell.search-artists'),
      label: artist.name,
      detail: t('Shell.search-artist-channels', { count: artist.channelCount }),
      icon: <Avatar name={artist.name} src={artist.avatarUrl} size="xs" />,
      target: { to: '/$artistSlug', params: { artistSlug: artist.slug } },
    });
  }
  for (const campaign of data?.campaigns ?? []) {
    options.push({
      key: `campaign-${campaign.id}`,
      group: t('Shell.crumb-campaigns'),
      label: campaign.name,
      icon: <Dot />,
      target: { to: '/campaign/$campaignId', params: { campaignId: campaign.id } },
    });
  }
  for (const watchlist of data?.watchlists ?? []) {
    options.push({
      key: `watchlist-${watchlist.id}`,
      group: t('Shell.crumb-watchlists'),
      label: watchlist.name,
      icon: <Dot />,
      target: { to: '/watchlist/$watchlistId', params: { watchlistId: watchlist.id } },
    });
  }
  for (const tag of data?.tags ?? []) {
    options.push({
      key: `tag-${tag.id}`,
      group: t('Shell.crumb-tags'),
      label: tag.name,
      icon: <Dot color={tag.color} />,
      target: { to: '/tag/$tagId', params: { tagId: tag.id } },
    });
  }
  // The full search takes the box's text as it is now, not the debounced one (Enter may come before the debounce).
  const showMore: Option = {
    key: 'show-more',
    group: '',
    label: t('Shell.search-show-more', { query: typedText }),
    icon: <SearchIcon className="size-4 text-muted-foreground" />,
    target: { to: '/discovery/channel', search: { q: typedText } },
  };
  const allOptions = isEnabled ? [...options, showMore] : [];
  const combobox = useCombobox({
    options: allOptions,
    isOpen: isPopupOpen && isEnabled,
    onOpenChange: setIsPopupOpen,
    onSelect: (option) => {
      setIsPopupOpen(false);
      void navigate(option.target);
    },
  });

  return (
    <div className="relative flex items-center">
      <Button
        variant="ghost"
        size="icon"
        className={cn('sm:hidden', isExpanded && 'hidden')}
        aria-label={t('Shell.search-open')}
        onClick={() => {
          setIsExpanded(true);
          // The input renders on the next frame; focus it then (spec: the button opens it with autofocus).
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon />
      </Button>
      <div className={cn('relative sm:block', isExpanded ? 'block' : 'hidden')}>
        <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <ComboboxInput
          combobox={combobox}
          ref={inputRef}
          type="search"
          aria-label={t('Shell.search-label')}
          placeholder={t('Shell.search-placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsPopupOpen(true);
          }}
          onKeyDown={(event) => {
            // Escape with the list closed clears the text (with it open, it closes the list).
            if (event.key === 'Escape') setQuery('');
          }}
          onFocus={() => {
            window.clearTimeout(collapseTimer.current);
            if (query.trim()) setIsPopupOpen(true);
          }}
          onBlur={() => {
            collapseTimer.current = window.setTimeout(() => {
              setIsPopupOpen(false);
              setIsExpanded(false);
            }, SEARCH_COLLAPSE_DELAY_MS);
          }}
          className={cn(inputClassName, 'h-9 w-[220px] pr-8 pl-8 md:w-[280px]')}
        />
        {(search.isFetching || !isAnswerForTypedText) && isEnabled && (
          <Spinner size="sm" className="absolute top-1/2 right-2.5 -translate-y-1/2 text-muted-foreground" />
        )}
        {/* On a phone the box sits mid-header, so the popup takes the header's width (the header's backdrop filter makes it
            the containing block of `fixed`) instead of running off the left edge. */}
        <div
          hidden={!combobox.isOpen}
          className="absolute top-full right-0 z-50 mt-1.5 w-[min(92vw,380px)] overflow-hidden rounded-xl border border-border bg-surface shadow-popover max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto"
        >
          <ComboboxListbox
            combobox={combobox}
            label={t('Shell.search-results')}
            getOptionKey={(option) => option.key}
            getOptionGroup={(option) => option.group}
            isLoading={search.isFetching || !isAnswerForTypedText}
            isEmpty={options.length === 0}
            emptyMessage={t('Shell.search-empty')}
            // Spoken once results are in: their number, or the empty message itself.
            announcement={search.isFetching ? '' : options.length > 0 ? t('ChannelSearch.results', { count: options.length }) : undefined}
            className="max-h-[60vh] overflow-y-auto p-1.5"
            messageClassName="px-2.5 py-2 text-sm text-muted-foreground"
            optionClassName={(option) =>
              cn(
                'flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm',
                option.key === 'show-more' && 'mt-1 border-t border-border text-primary',
              )
            }
            renderOption={(option) => (
              <>
                {option.icon}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.detail && <span className="truncate text-xs text-muted-foreground">{option.detail}</span>}
              </>
            )}
          />
        </div>
      </div>
    </div>
  );
}

const TAG_DOT: Record<string, string> = {
  primary: 'bg-primary',
  sky: 'bg-sky-strong',
  critical: 'bg-critical',
  grass: 'bg-grass-strong',
  warning: 'bg-warning-strong',
  neutral: 'bg-muted-foreground',
};

function Dot({ color = 'neutral' }: { color?: string }) {
  return <span aria-hidden className={cn('mx-1.5 size-2.5 rounded-full', TAG_DOT[color] ?? TAG_DOT.neutral)} />;
}
