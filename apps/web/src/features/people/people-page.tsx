import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_IDS } from '@creatorlens/contracts';
import { Button, EmptyState, Input, NativeSelect, Pager, Skeleton, UsersIcon, cn, focusRing } from '@creatorlens/ui';
import { DISCOVERY_PLATFORMS } from '../../lib/api-contract.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useCategoryLabel } from '../../lib/category-label.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { platformsOf, toPeopleInput, type PeopleSearch } from './people-search.ts';

const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', 'nl', 'pt', 'tr', 'pl'];
const COUNTRIES = ['DE', 'AT', 'CH', 'US', 'GB', 'FR', 'IT', 'ES', 'NL'];

/** /discovery/people: creators as people across platforms, any or all of their channels matching the filter. */
export function PeoplePage({ search, onSearchChange }: { search: PeopleSearch; onSearchChange: (next: PeopleSearch) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const categoryLabel = useCategoryLabel();
  const api = useTRPC();
  useDocumentTitle(t('People.title'));
  const [draft, setDraft] = useState<PeopleSearch>(search);
  const results = useQuery({ ...api.discovery.searchPeople.queryOptions(toPeopleInput(search)), placeholderData: keepPreviousData });
  const selected = platformsOf(draft);
  const togglePlatform = (platform: string) => {
    const next = selected.includes(platform as never) ? selected.filter((p) => p !== platform) : [...selected, platform];
    setDraft({ ...draft, platforms: next.join(',') || undefined });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearchChange({ ...draft, page: undefined });
  };
  const numberOrUndefined = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('People.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('People.subtitle')}</p>
      </header>
      <form
        onSubmit={onSubmit}
        className="grid gap-4 rounded-2xl border border-border p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('People.title')}
      >
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{t('People.platforms')}</legend>
          <div className="flex flex-wrap gap-3">
            {DISCOVERY_PLATFORMS.map((platform) => (
              <label key={platform} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={selected.includes(platform)} onChange={() => togglePlatform(platform)} />
                {t(`Platforms.${platform}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.match-label')}
          <NativeSelect value={draft.match ?? 'any'} onChange={(e) => setDraft({ ...draft, match: e.target.value as 'any' | 'all' })}>
            <option value="any">{t('People.match-any')}</option>
            <option value="all">{t('People.match-all')}</option>
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.category')}
          <NativeSelect
            value={draft.category ?? ''}
            onChange={(e) => setDraft({ ...draft, category: (e.target.value || undefined) as PeopleSearch['category'] })}
          >
            <option value="">{t('People.category-any')}</option>
            {CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {categoryLabel(id)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.language')}
          <NativeSelect value={draft.language ?? ''} onChange={(e) => setDraft({ ...draft, language: e.target.value || undefined })}>
            <option value="">{t('People.language-any')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {format.language(code)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.country')}
          <NativeSelect value={draft.country ?? ''} onChange={(e) => setDraft({ ...draft, country: e.target.value || undefined })}>
            <option value="">{t('People.country-any')}</option>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {format.country(code)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.min-followers')}
          <Input
            inputMode="numeric"
            value={draft.min ?? ''}
            onChange={(e) => setDraft({ ...draft, min: numberOrUndefined(e.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.max-followers')}
          <Input
            inputMode="numeric"
            value={draft.max ?? ''}
            onChange={(e) => setDraft({ ...draft, max: numberOrUndefined(e.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.data-newer-than')}
          <Input type="date" value={draft.newer ?? ''} onChange={(e) => setDraft({ ...draft, newer: e.target.value || undefined })} />
        </label>
        <div className="flex items-end">
          <Button type="submit">{t('People.search')}</Button>
        </div>
      </form>

      <AppQueryState
        query={results}
        loading={<Skeleton className="h-64 w-full" />}
        empty={<EmptyState icon={<UsersIcon size={20} />} title={t('People.no-results')} />}
        isEmpty={(found) => found.people.length === 0}
      >
        {(found) => (
          <section className="flex flex-col gap-3" aria-live="polite">
            <p className="text-sm text-muted-foreground">
              {found.isTotalCapped
                ? t('People.results-capped', { count: found.total, formattedCount: format.integer(found.total) })
                : t('People.results', { count: found.total })}
            </p>
            <ul className="flex flex-col gap-3" data-testid="people-results">
              {found.people.map((person) => (
                <li key={person.personKey} className="flex flex-col gap-2 rounded-xl border border-border p-4">
                  <Link
                    to="/$artistSlug"
                    params={{ artistSlug: person.artistSlug }}
                    className={cn('w-fit rounded font-semibold hover:underline', focusRing)}
                    aria-label={t('People.open-artist', { name: person.name })}
                  >
                    {person.name}
                  </Link>
                  <ul className="flex flex-col gap-1 text-sm">
                    {person.channels.map((channel) => (
                      <li key={channel.id} className={cn('flex flex-wrap items-center gap-2', !channel.matches && 'text-muted-foreground')}>
                        <PlatformBadge platform={channel.platform} />
                        <span>@{channel.handle || channel.name}</span>
                        <span>{channel.followers === null ? t('People.followers-unknown') : format.integer(channel.followers)}</span>
                        {channel.dataAsOf !== null && (
                          <span className="text-xs">{t('People.data-as-of', { date: format.day(channel.dataAsOf) })}</span>
                        )}
                        <span className="text-xs">{t(channel.matches ? 'People.channel-matches' : 'People.channel-no-match')}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <Pager
              page={found.page}
              pageSize={found.pageSize}
              total={found.total}
              onPageChange={(page) => onSearchChange({ ...search, page })}
              statusLabel={(current, pages) => t('People.page-of', { page: current, pages })}
              previousLabel={t('People.previous')}
              nextLabel={t('People.next')}
            />
          </section>
        )}
      </AppQueryState>
    </div>
  );
}
