import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FilterIcon, Input, NativeSelect, cn, focusRing } from '@creatorlens/ui';
import type { DiscoverySearch } from './discovery-search.ts';
import { CountryOptions, LanguageOptions } from '../../lib/code-options.tsx';
import {
  BOT_RISK_INSUFFICIENT_DATA,
  BOT_RISK_VALUES,
  CHANNEL_TYPES,
  CREATOR_FILTER_TEXT_MAX_LENGTH,
  resolveCategoryId,
  type CreatorFilterNumberKey,
} from '@creatorlens/contracts';
import type { DiscoveryPlatform } from '../../lib/api-contract.ts';
import { CategoryPicker } from './category-picker.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { DataNewerThanSelect } from './data-newer-than-select.tsx';
import { PANEL_NUMBER_KEYS, inputBoundsOf, toFilterValue, type PanelFilterKey } from './filter-controls.ts';

/** Every field the form edits, as typed (FILTER_CONTROLS says which fields those are). */
type Draft = Record<PanelFilterKey, string>;

const toPercentText = (fraction: number | undefined) => (fraction === undefined ? '' : String(Math.round(fraction * 100 * 1000) / 1000));

function toDraft(search: DiscoverySearch): Draft {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    text: text(search.text),
    followersMin: text(search.followersMin),
    followersMax: text(search.followersMax),
    engagementMin: toPercentText(search.engagementMin),
    engagementMax: toPercentText(search.engagementMax),
    growth30dMin: toPercentText(search.growth30dMin),
    growth30dMax: toPercentText(search.growth30dMax),
    averageViewsMin: text(search.averageViewsMin),
    averageLikesMin: text(search.averageLikesMin),
    postsPerWeekMin: text(search.postsPerWeekMin),
    postsPerWeekMax: text(search.postsPerWeekMax),
    country: text(search.country),
    alsoListedForMarket: search.alsoListedForMarket ? 'true' : '',
    dataNewerThan: text(search.dataNewerThan),
    language: text(search.language),
    category: text(search.category),
    // Multi-selects travel through the draft as comma-separated values.
    botRisk: (search.botRisk ?? []).join(','),
    channelType: (search.channelType ?? []).join(','),
  };
}

function fromDraft(draft: Draft): Partial<DiscoverySearch> {
  const result: Partial<DiscoverySearch> = {};
  const parse = (text: string) => {
    const value = Number(text.trim().replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
  };
  for (const key of PANEL_NUMBER_KEYS) {
    const value = parse(draft[key]);
    if (value !== undefined) result[key] = toFilterValue(key, value);
  }
  if (draft.text.trim()) result.text = draft.text.trim().slice(0, CREATOR_FILTER_TEXT_MAX_LENGTH);
  if (draft.country) result.country = draft.country;
  if (draft.country && draft.alsoListedForMarket === 'true') result.alsoListedForMarket = true;
  if (draft.dataNewerThan) result.dataNewerThan = draft.dataNewerThan;
  if (draft.language) result.language = draft.language;
  if (draft.category.trim()) result.category = resolveCategoryId(draft.category) ?? draft.category.trim();
  const botRisk = BOT_RISK_VALUES.filter((level) => draft.botRisk.split(',').includes(level));
  if (botRisk.length > 0) result.botRisk = botRisk;
  const channelType = CHANNEL_TYPES.filter((type) => draft.channelType.split(',').includes(type));
  if (channelType.length > 0) result.channelType = channelType;
  return result;
}

function RangeField({
  label,
  minValue,
  maxValue,
  onMin,
  onMax,
  step,
  field,
}: {
  label: string;
  minValue: string;
  maxValue: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
  step?: string;
  /** The minimum's field: the inputs take the schema's bounds (growth can be negative). */
  field: CreatorFilterNumberKey;
}) {
  const { t } = useTranslation();
  const bounds = inputBoundsOf(field);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <Input
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={step}
          placeholder={t('Discovery.min')}
          aria-label={t('Discovery.min-of', { label })}
          value={minValue}
          onChange={(event) => onMin(event.target.value)}
        />
        <Input
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={step}
          placeholder={t('Discovery.max')}
          aria-label={t('Discovery.max-of', { label })}
          value={maxValue}
          onChange={(event) => onMax(event.target.value)}
        />
      </div>
    </fieldset>
  );
}

function Group({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4">{children}</div>;
}

/** The filter form; edits stay local until applied, then they become the URL's search params. */
export function FiltersPanel({
  platform,
  search,
  onApply,
  onReset,
  hasHeading = true,
}: {
  platform: DiscoveryPlatform;
  search: DiscoverySearch;
  onApply: (filters: Partial<DiscoverySearch>) => void;
  onReset: () => void;
  /** False inside the filters sheet, whose title already says "Filters". */
  hasHeading?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(search));
  const [source, setSource] = useState(search);
  // The URL changed from outside (saved search, back button): start over from it.
  if (source !== search) {
    setSource(search);
    setDraft(toDraft(search));
  }
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Including unknown figures is chosen on the results (the notice), and stays chosen while the filters change.
    onApply({ ...fromDraft(draft), ...(search.includeUnknown ? { includeUnknown: true } : {}) });
  }

  return (
    <form onSubmit={onSubmit} aria-label={t('Discovery.filters')} className="flex flex-col gap-5">
      {hasHeading && (
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <FilterIcon size={14} className="text-muted-foreground" />
          {t('Discovery.filters')}
        </h2>
      )}
      <Field label={t('Discovery.search-label')}>
        <Input
          type="search"
          value={draft.text}
          placeholder={t('Discovery.search-placeholder')}
          onChange={(event) => set('text')(event.target.value)}
        />
      </Field>
      <Group>
        <RangeField
          label={t('Discovery.followers-range')}
          minValue={draft.followersMin}
          maxValue={draft.followersMax}
          onMin={set('followersMin')}
          onMax={set('followersMax')}
          field="followersMin"
        />
        <RangeField
          label={t('Discovery.engagement-range')}
          minValue={draft.engagementMin}
          maxValue={draft.engagementMax}
          onMin={set('engagementMin')}
          onMax={set('engagementMax')}
          step="0.1"
          field="engagementMin"
        />
        <RangeField
          label={t('DiscoveryData.growth-range')}
          minValue={draft.growth30dMin}
          maxValue={draft.growth30dMax}
          onMin={set('growth30dMin')}
          onMax={set('growth30dMax')}
          step="0.1"
          field="growth30dMin"
        />
        {/* Labels may wrap to two lines in the narrow column; the inputs stay on one line (aligned at the bottom). */}
        <div className="grid grid-cols-2 items-end gap-2">
          <Field label={t('Discovery.average-views-min')}>
            <Input
              type="number"
              {...inputBoundsOf('averageViewsMin')}
              value={draft.averageViewsMin}
              onChange={(event) => set('averageViewsMin')(event.target.value)}
            />
          </Field>
          <Field label={t('Discovery.average-likes-min')}>
            <Input
              type="number"
              {...inputBoundsOf('averageLikesMin')}
              value={draft.averageLikesMin}
              onChange={(event) => set('averageLikesMin')(event.target.value)}
            />
          </Field>
        </div>
        <RangeField
          label={t('DiscoveryData.posts-per-week-range')}
          minValue={draft.postsPerWeekMin}
          maxValue={draft.postsPerWeekMax}
          onMin={set('postsPerWeekMin')}
          onMax={set('postsPerWeekMax')}
          step="0.5"
          field="postsPerWeekMin"
        />
        <DataNewerThanSelect value={draft.dataNewerThan} onChange={set('dataNewerThan')} />
      </Group>
      <Group>
        <Field label={t('Discovery.country')}>
          <NativeSelect value={draft.country} onChange={(event) => set('country')(event.target.value)}>
            <option value="">{t('Discovery.any')}</option>
            <CountryOptions />
          </NativeSelect>
        </Field>
        {draft.country && (
          <label className="-mt-2 flex items-start gap-2 text-xs text-muted-foreground" title={t('DiscoveryData.also-market-hint')}>
            <input
              type="checkbox"
              className={cn('mt-0.5 size-3.5 accent-primary', focusRing)}
              checked={draft.alsoListedForMarket === 'true'}
              onChange={(event) => set('alsoListedForMarket')(event.target.checked ? 'true' : '')}
              data-testid="also-listed-for-market"
            />
            {t('DiscoveryData.also-market')}
          </label>
        )}
        <Field label={t('Discovery.language')}>
          <NativeSelect value={draft.language} onChange={(event) => set('language')(event.target.value)}>
            <option value="">{t('Discovery.any')}</option>
            <LanguageOptions />
          </NativeSelect>
        </Field>
        <CategoryPicker platform={platform} label={t('Discovery.category')} value={draft.category} onChange={set('category')} />
      </Group>
      <Group>
        <ChoiceGroup
          legend={t('Intelligence.filter-bot-risk')}
          options={BOT_RISK_VALUES.map((level) => ({
            value: level,
            label: level === BOT_RISK_INSUFFICIENT_DATA ? t('DiscoveryData.bot-risk-insufficient') : t(`Intelligence.level-${level}`),
          }))}
          value={draft.botRisk}
          onChange={set('botRisk')}
        />
        <ChoiceGroup
          legend={t('Intelligence.filter-channel-type')}
          options={CHANNEL_TYPES.map((type) => ({ value: type, label: t(`Intelligence.type-${type}`) }))}
          value={draft.channelType}
          onChange={set('channelType')}
        />
      </Group>
      {/* In the sheet the buttons stay in reach at its bottom edge while the fields scroll. */}
      <div className={cn('flex gap-2', !hasHeading && 'sticky -bottom-5 -mx-5 border-t border-border bg-surface px-5 py-3')}>
        <Button type="submit" className="flex-1">
          {t('Discovery.apply')}
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          {t('Discovery.reset')}
        </Button>
      </div>
    </form>
  );
}
