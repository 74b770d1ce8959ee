import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_IDS } from '@creatorlens/contracts';
import { Button, EmptyState, Field, Input, NativeSelect, Skeleton, UsersIcon, cn, focusRing } from '@creatorlens/ui';
import { DISCOVERY_PLATFORMS } from '../../lib/api-contract.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useCategoryLabel } from '../../lib/category-label.ts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PEOPLE_FORM_MESSAGES, fromPeopleForm, peopleFormSchema, toPeopleForm, toPeopleInput, type PeopleSearch } from './people-search.ts';
import { AppPager } from '../../lib/app-pager.tsx';

const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', 'nl', 'pt', 'tr', 'pl'];
const COUNTRIES = ['DE', 'AT', 'CH', 'US', 'GB', 'FR', 'IT', 'ES', 'NL'];

/** /discovery/people: creators as people across platforms, any or all of their channels matching the filter. */
export function PeoplePage({ search, onSearchChange }: { search: PeopleSearch; onSearchChange: (next: PeopleSearch) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const categoryLabel = useCategoryLabel();
  const api = useTRPC();
  useDocumentTitle(t('People.title'));
  // Starts from the URL's filter; the URL changes only on submit, once the values pass the procedure's rules.
  const form = useSchemaForm(peopleFormSchema, { defaultValues: toPeopleForm(search), messages: PEOPLE_FORM_MESSAGES });
  // An upside-down range is reported under "up to"; lowering "from" fixes it too, so after a submit that re-checks it.
  const recheckRange = () => {
    if (form.formState.isSubmitted) void form.trigger('max');
  };
  const results = useQuery({ ...api.discovery.searchPeople.queryOptions(toPeopleInput(search)), placeholderData: keepPreviousData });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('People.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('People.subtitle')}</p>
      </header>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSearchChange(fromPeopleForm(values)))}
        className="grid gap-4 rounded-2xl border border-border p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('People.title')}
      >
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{t('People.platforms')}</legend>
          <div className="flex flex-wrap gap-3">
            {DISCOVERY_PLATFORMS.map((platform) => (
              <label key={platform} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={platform} {...form.register('platforms')} />
                {t(`Platforms.${platform}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.match-label')}
          <NativeSelect {...form.register('match')}>
            <option value="any">{t('People.match-any')}</option>
            <option value="all">{t('People.match-all')}</option>
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('People.category')}
          <NativeSelect {...form.register('category')}>
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
          <NativeSelect {...form.register('language')}>
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
          <NativeSelect {...form.register('country')}>
            <option value="">{t('People.country-any')}</option>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {format.country(code)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Field label={t('People.min-followers')} error={fieldError(form.formState.errors, 'min')}>
          <Input inputMode="numeric" {...form.register('min', { onChange: recheckRange })} />
        </Field>
        <Field label={t('People.max-followers')} error={fieldError(form.formState.errors, 'max')}>
          <Input inputMode="numeric" {...form.register('max')} />
        </Field>
        <Field label={t('People.data-newer-than')} error={fieldError(form.formState.errors, 'newer')}>
          <Input type="date" {...form.register('newer')} />
        </Field>
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
            <AppPager
              page={found.page}
              pageSize={found.pageSize}
              total={found.total}
              onPageChange={(page) => onSearchChange({ ...search, page })}
            />
          </section>
        )}
      </AppQueryState>
    </div>
  );
}
