import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, ComboboxInput, ComboboxListbox, SearchIcon, Spinner, cn, inputClassName, useCombobox } from '@creatorlens/ui';
import { useFormatters } from './i18n.ts';
import { PlatformBadge } from './platform-badge.tsx';
import { useTRPC, type RouterOutputs } from './trpc.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { formatHandle } from './format-handle.ts';

/** Spec: channel search runs as you type, debounced by about 150 ms. */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 150;
const MINIMUM_QUERY_LENGTH = 2;

export type ChannelSearchResult = RouterOutputs['channel']['searchChannels'][number];

export interface ChannelSearchBoxProps {
  /** How many results to ask for. */
  limit?: number;
  autoFocus?: boolean;
  className?: string;
  /** Text to start with (e.g. carried over from the header search's show-more link). */
  initialQuery?: string;
  /** Called after a result was opened (e.g. to close a popup). */
  onOpen?: (channel: ChannelSearchResult) => void;
}

/**
 * A combobox over `channel.searchChannels`: name, handle or profile URL across platforms. Arrow keys move through
 * the listbox, Enter opens the artist page of the active result, Escape clears (keyboard model: `useCombobox`).
 */
export function ChannelSearchBox({ limit = 8, autoFocus = false, className, initialQuery = '', onOpen }: ChannelSearchBoxProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebouncedValue(query.trim(), CHANNEL_SEARCH_DEBOUNCE_MS);
  const isEnabled = debounced.length >= MINIMUM_QUERY_LENGTH;

  const api = useTRPC();
  const search = useQuery(
    api.channel.searchChannels.queryOptions({ q: debounced, limit }, { enabled: isEnabled, placeholderData: keepPreviousData }),
  );
  const results = isEnabled && search.data ? search.data : [];
  const combobox = useCombobox({
    options: results,
    isOpen: isEnabled && query.trim().length >= MINIMUM_QUERY_LENGTH,
    // Escape clears the text, which closes the list.
    onOpenChange: (isOpen) => {
      if (!isOpen) setQuery('');
    },
    onSelect: (channel) => {
      onOpen?.(channel);
      void navigate({ to: '/$artistSlug', params: { artistSlug: channel.artistSlug } });
    },
  });

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('ChannelSearch.label')}
      </label>
      <div className="relative">
        <SearchIcon size={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
        <ComboboxInput
          combobox={combobox}
          id={`${id}-input`}
          type="search"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={query}
          placeholder={t('ChannelSearch.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
          className={cn(inputClassName, 'h-11 pr-10 pl-9 text-base')}
        />
        {search.isFetching && isEnabled && (
          <Spinner
            size="sm"
            label={t('ChannelSearch.searching')}
            className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          />
        )}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('ChannelSearch.hint')}
      </p>
      <ComboboxListbox
        combobox={combobox}
        label={t('ChannelSearch.label')}
        getOptionKey={(channel) => channel.id}
        isLoading={search.isFetching || search.isPending}
        emptyMessage={search.isError ? t('Common.error-occured') : t('ChannelSearch.no-results', { query: debounced })}
        announcement={search.isFetching ? '' : t('ChannelSearch.results', { count: results.length })}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg"
        messageClassName="px-3 py-6 text-center text-sm text-muted-foreground"
        optionClassName={(_, { isActive }) => cn('flex items-center gap-3 rounded-lg px-3 py-2', !isActive && 'hover:bg-muted/60')}
        renderOption={(channel) => (
          <>
            <Avatar name={channel.name} src={channel.avatarUrl} size="sm" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{channel.name}</span>
              {formatHandle(channel.handle) && (
                <span className="truncate text-xs text-muted-foreground">{formatHandle(channel.handle)}</span>
              )}
            </span>
            {typeof channel.followers === 'number' && (
              <span className="text-sm text-muted-foreground tabular-nums">{format.number(channel.followers)}</span>
            )}
            <PlatformBadge platform={channel.platform} className="shrink-0" />
          </>
        )}
      />
    </div>
  );
}
