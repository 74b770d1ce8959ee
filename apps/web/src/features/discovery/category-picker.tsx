import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isCategoryId, resolveCategoryId } from '@creatorlens/contracts';
import { Input, CloseIcon, cn, focusRing } from '@creatorlens/ui';
import type { DiscoveryPlatform } from '../../lib/api-contract.ts';
import { useCategoryLabel } from '../../lib/category-label.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Lower case without accents, so "kuche" finds "Küche" and "essen" finds "Essen & Kochen". */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The category filter: a combobox with type-ahead over the taxonomy in the UI language, each option with how many
 * channels of the platform it holds. The value is a taxonomy id; an old saved search's free text (`howto`) stays
 * as it was and is said to be a source label, so nothing silently changes what a saved search finds.
 */
export function CategoryPicker({
  platform,
  value,
  onChange,
  label,
}: {
  platform: DiscoveryPlatform;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const categoryLabel = useCategoryLabel();
  const api = useTRPC();
  const counts = useQuery({ ...api.discovery.listCategoryCounts.queryOptions({ platform }), staleTime: 5 * 60_000 });
  const listId = useId();
  const inputId = useId();
  const [text, setText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);

  const shown = text ?? (value ? (isCategoryId(value) ? categoryLabel(value) : value) : '');
  const options = useMemo(() => {
    const query = fold(text ?? '');
    const resolved = text ? resolveCategoryId(text) : null;
    return (counts.data ?? [])
      .filter((entry) => entry.count > 0 || entry.id === value)
      .map((entry) => ({ ...entry, label: categoryLabel(entry.id) }))
      .filter((entry) => !query || fold(entry.label).includes(query) || entry.id.includes(query) || entry.id === resolved)
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }, [counts.data, text, value, categoryLabel]);

  function choose(id: string) {
    onChange(id);
    setText(null);
    setIsOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && isOpen && options[active]) {
      // Choosing an option must not submit the filter form as well.
      event.preventDefault();
      choose(options[active].id);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
    }
  }

  const isLegacy = value !== '' && !isCategoryId(value) && text === null;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && options[active] ? `${listId}-${options[active].id}` : undefined}
          autoComplete="off"
          placeholder={t('DiscoveryData.category-placeholder')}
          value={shown}
          className="pr-8"
          data-testid="category-picker"
          onFocus={() => setIsOpen(true)}
          onBlur={() => {
            setIsOpen(false);
            // Typed but not chosen: keep what the text names (an id when it names one), as the server would.
            if (text !== null) {
              onChange(text.trim() ? (resolveCategoryId(text) ?? text.trim()) : '');
              setText(null);
            }
          }}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setIsOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {shown && (
          <button
            type="button"
            aria-label={t('DiscoveryData.category-clear')}
            className={cn('absolute top-1/2 right-2 -translate-y-1/2 rounded text-muted-foreground hover:text-foreground', focusRing)}
            onClick={() => choose('')}
          >
            <CloseIcon size={14} />
          </button>
        )}
      </div>
      {isLegacy && <p className="text-xs text-muted-foreground">{t('DiscoveryData.category-legacy', { text: value })}</p>}
      {isOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-surface py-1 text-sm shadow-card"
        >
          {options.length === 0 ? (
            <li className="px-3 py-1.5 text-muted-foreground">{t('DiscoveryData.category-none-found', { text: text ?? '' })}</li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={option.id === value}
                data-category={option.id}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5',
                  index === active && 'bg-muted',
                  option.id === value && 'font-medium',
                )}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option.id);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <span className="truncate">{option.label}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{format.integer(option.count)}</span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
