import { useId } from 'react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferenceSet } from '@knocklabs/client';
import { useKnockClient } from '@knocklabs/react-core';
import { Spinner, cn, focusRing, useToast } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_WORKFLOWS_BY_CATEGORY,
  PREFERENCE_CHANNEL_TYPES,
  type NotificationCategory,
  type NotificationWorkflowKey,
  type PreferenceChannelType,
} from '@creatorlens/contracts';
import { isSubscribed, isWorkflowSubscribed, withCategoryToggle, withWorkflowToggle } from './preference-state.ts';

type Toggle = { channelType: PreferenceChannelType; value: boolean } & (
  { category: NotificationCategory } | { workflow: NotificationWorkflowKey }
);

/**
 * The settings tab: per category one switch per channel type, and beside it the category's workflows with their
 * own switches (a workflow can be turned off while its category stays on). Saved optimistically, rolled back on
 * failure.
 */
export function PreferencesPanel() {
  const { t } = useTranslation();
  const knock = useKnockClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const queryKey = ['notification-preferences', knock.userId];
  const preferences = useQuery({ queryKey, queryFn: () => knock.user.getPreferences() });

  const save = useMutation({
    // onMutate runs first, so the cache already holds the toggled set. The whole set is sent: a PUT of the set
    // replaces it (Knock's default), so sending one section or key alone would reset the others.
    mutationFn: (_toggle: Toggle) => {
      const toggled = queryClient.getQueryData<PreferenceSet>(queryKey);
      if (!toggled) throw new Error(t('Notifications.preferences-missing'));
      return knock.user.setPreferences({
        channel_types: toggled.channel_types ?? {},
        workflows: toggled.workflows ?? {},
        categories: toggled.categories ?? {},
        ...(toggled.channels ? { channels: toggled.channels } : {}),
      });
    },
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PreferenceSet>(queryKey);
      if (!previous) throw new Error(t('Notifications.preferences-missing'));
      queryClient.setQueryData(
        queryKey,
        'workflow' in toggle
          ? withWorkflowToggle(previous, toggle.workflow, toggle.channelType, toggle.value)
          : withCategoryToggle(previous, toggle.category, toggle.channelType, toggle.value),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.show({ title: t('Notifications.preferences-error'), tone: 'critical' });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });

  return (
    <div className="p-3">
      <AppQueryState
        query={preferences}
        errorTitle={t('Notifications.load-error')}
        loading={
          <div className="flex justify-center py-7">
            <Spinner className="text-muted-foreground" />
          </div>
        }
      >
        {(set) => (
          <div className="flex flex-col gap-4" data-testid="notification-preferences">
            <p className="text-sm text-muted-foreground">{t('Notifications.settings-intro')}</p>
            {NOTIFICATION_CATEGORIES.map((category) => {
              const categoryName = t(`Notifications.category-${category}`);
              return (
                <fieldset key={category} className="rounded-lg border border-border p-3">
                  <legend className="px-1 text-sm font-semibold">{categoryName}</legend>
                  <p className="mb-2 text-xs text-muted-foreground">{t(`Notifications.category-${category}-hint`)}</p>
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    {PREFERENCE_CHANNEL_TYPES.map((channelType) => (
                      <PreferenceSwitch
                        key={channelType}
                        label={t(`Notifications.channel-${channelType}`)}
                        accessibleLabel={t('Notifications.preference-label', {
                          category: categoryName,
                          channel: t(`Notifications.channel-${channelType}`),
                        })}
                        checked={isSubscribed(set, category, channelType)}
                        onCheckedChange={(value) => save.mutate({ category, channelType, value })}
                      />
                    ))}
                  </div>
                  <ul
                    aria-label={t('Notifications.workflows-of', { category: categoryName })}
                    className="mt-3 flex flex-col gap-2 border-t border-border pt-3"
                  >
                    {NOTIFICATION_WORKFLOWS_BY_CATEGORY[category].map((workflow: NotificationWorkflowKey) => {
                      const workflowName = t(`Notifications.workflow-${workflow}`);
                      return (
                        <li
                          key={workflow}
                          className="flex items-center justify-between gap-3"
                          data-testid="notification-workflow-preference"
                        >
                          <span className="min-w-0 flex-1 text-sm">{workflowName}</span>
                          <div className="flex shrink-0 gap-x-3">
                            {PREFERENCE_CHANNEL_TYPES.map((channelType) => {
                              const isCategoryOn = isSubscribed(set, category, channelType);
                              return (
                                <PreferenceSwitch
                                  key={channelType}
                                  size="sm"
                                  label={t(`Notifications.channel-${channelType}`)}
                                  accessibleLabel={t('Notifications.preference-label', {
                                    category: workflowName,
                                    channel: t(`Notifications.channel-${channelType}`),
                                  })}
                                  checked={isWorkflowSubscribed(set, category, workflow, channelType)}
                                  // Off through its category: turning the category back on is the way to get it.
                                  disabled={!isCategoryOn}
                                  onCheckedChange={(value) => save.mutate({ workflow, channelType, value })}
                                />
                              );
                            })}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              );
            })}
          </div>
        )}
      </AppQueryState>
    </div>
  );
}

interface PreferenceSwitchProps {
  label: string;
  accessibleLabel: string;
  checked: boolean;
  disabled?: boolean;
  size?: 'md' | 'sm';
  onCheckedChange: (checked: boolean) => void;
}

function PreferenceSwitch({ label, accessibleLabel, checked, disabled = false, size = 'md', onCheckedChange }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', disabled && 'opacity-60')}>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-label={accessibleLabel}
        className={cn(
          'relative shrink-0 rounded-full bg-input transition-colors disabled:cursor-not-allowed data-[state=checked]:bg-primary',
          size === 'sm' ? 'h-4 w-7' : 'h-5 w-9',
          focusRing,
        )}
      >
        <Switch.Thumb
          className={cn(
            'block translate-x-0.5 rounded-full bg-surface shadow-card transition-transform',
            size === 'sm' ? 'size-3 data-[state=checked]:translate-x-[14px]' : 'size-4 data-[state=checked]:translate-x-[18px]',
          )}
        />
      </Switch.Root>
      <label htmlFor={id} className={size === 'sm' ? 'text-xs text-muted-foreground' : 'text-sm'}>
        {label}
      </label>
    </div>
  );
}
