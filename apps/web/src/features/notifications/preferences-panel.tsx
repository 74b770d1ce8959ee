import { useId } from 'react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferenceSet } from '@knocklabs/client';
import { useKnockClient } from '@knocklabs/react-core';
import { Alert, Spinner, cn, focusRing, useToast } from '@creatorlens/ui';
import { PREFERENCE_CATEGORIES, PREFERENCE_CHANNEL_TYPES, isSubscribed, type Category, type ChannelType } from './preference-state.ts';

function withToggle(set: PreferenceSet, category: Category, channelType: ChannelType, value: boolean): PreferenceSet {
  const channelTypes = Object.fromEntries(
    PREFERENCE_CHANNEL_TYPES.map((type) => [type, type === channelType ? value : isSubscribed(set, category, type)]),
  );
  return { ...set, categories: { ...set.categories, [category]: { channel_types: channelTypes } } };
}

/** The settings tab: one switch per category and channel type, saved optimistically and rolled back on failure. */
export function PreferencesPanel() {
  const { t } = useTranslation();
  const knock = useKnockClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const queryKey = ['notification-preferences', knock.userId];
  const preferences = useQuery({ queryKey, queryFn: () => knock.user.getPreferences() });

  const save = useMutation({
    // onMutate runs first, so the cache already holds the toggled set: send that category's channel types.
    mutationFn: ({ category }: { category: Category; channelType: ChannelType; value: boolean }) => {
      const toggled = queryClient.getQueryData<PreferenceSet>(queryKey);
      const channelTypes = Object.fromEntries(PREFERENCE_CHANNEL_TYPES.map((type) => [type, isSubscribed(toggled, category, type)]));
      return knock.user.setPreferences({ categories: { [category]: { channel_types: channelTypes } } });
    },
    onMutate: async ({ category, channelType, value }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PreferenceSet>(queryKey);
      if (!previous) throw new Error(t('Notifications.preferences-missing'));
      queryClient.setQueryData(queryKey, withToggle(previous, category, channelType, value));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.show({ title: t('Notifications.preferences-error'), tone: 'critical' });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });

  if (preferences.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('Common.loading')} className="text-muted-foreground" />
      </div>
    );
  }
  if (preferences.isError) return <Alert tone="critical" className="m-3">{t('Notifications.load-error')}</Alert>;
  return (
    <div className="flex flex-col gap-4 p-3" data-testid="notification-preferences">
      <p className="text-sm text-muted-foreground">{t('Notifications.settings-intro')}</p>
      {PREFERENCE_CATEGORIES.map((category) => (
        <fieldset key={category} className="rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{t(`Notifications.category-${category}`)}</legend>
          <p className="mb-2 text-xs text-muted-foreground">{t(`Notifications.category-${category}-hint`)}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {PREFERENCE_CHANNEL_TYPES.map((channelType) => (
              <PreferenceSwitch
                key={channelType}
                label={t(`Notifications.channel-${channelType}`)}
                accessibleLabel={t('Notifications.preference-label', {
                  category: t(`Notifications.category-${category}`),
                  channel: t(`Notifications.channel-${channelType}`),
                })}
                checked={isSubscribed(preferences.data, category, channelType)}
                onCheckedChange={(value) => save.mutate({ category, channelType, value })}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

interface PreferenceSwitchProps {
  label: string;
  accessibleLabel: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

function PreferenceSwitch({ label, accessibleLabel, checked, onCheckedChange }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={accessibleLabel}
        className={cn(
          'relative h-5 w-9 shrink-0 rounded-full bg-input transition-colors data-[state=checked]:bg-primary',
          focusRing,
        )}
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-surface shadow-card transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
