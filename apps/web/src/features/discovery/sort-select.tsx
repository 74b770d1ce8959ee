import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@creatorlens/ui';
import type { CreatorSortKey, DiscoveryPlatform } from '../../lib/api-contract.ts';
import { useMetrics } from '../../lib/metrics.ts';
import { COLUMNS } from './results-table.tsx';

/**
 * Sorting by any column, including the ones a narrow table hides (the sorted column always shows): the way to reach
 * every figure on a laptop or a phone without scrolling the table sideways.
 */
export function SortSelect({
  platform,
  sort,
  order,
  onChange,
}: {
  platform: DiscoveryPlatform;
  sort: CreatorSortKey;
  order: 'asc' | 'desc';
  onChange: (sort: CreatorSortKey, order: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const metrics = useMetrics();
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        {t('Discovery.sort-label')}
      </label>
      <NativeSelect
        id={id}
        className="w-52 min-w-0 shrink"
        value={`${sort}:${order}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [CreatorSortKey, 'asc' | 'desc'];
          onChange(key, direction);
        }}
      >
        {COLUMNS[platform].flatMap((key) => [
          <option key={`${key}:desc`} value={`${key}:desc`}>
            {t('Discovery.sort-option-desc', { label: metrics.label(key) })}
          </option>,
          <option key={`${key}:asc`} value={`${key}:asc`}>
            {t('Discovery.sort-option-asc', { label: metrics.label(key) })}
          </option>,
        ])}
      </NativeSelect>
    </div>
  );
}
