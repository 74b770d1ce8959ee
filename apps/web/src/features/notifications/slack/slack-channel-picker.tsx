import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlackChannel, SlackChannelConnection } from '@knocklabs/client';
import { useConnectedSlackChannels, useKnockSlackClient, useSlackChannels } from '@knocklabs/react-core';
import { Alert, CheckIcon, ComboboxInput, ComboboxListbox, Skeleton, cn, inputClassName, useCombobox } from '@creatorlens/ui';
import { ChatChip, ChatChipList } from '../chat/chat-chips.tsx';
import { searchSlackChannels } from './slack-channel-search.ts';

/** The Knock object a campaign is: its Slack channel data (`{ connections: [{ channel_id }] }`) lives on it. */
const CAMPAIGN_COLLECTION = 'campaigns';

/**
 * The Slack channels a campaign posts its updates to, inside KnockSlackProvider and only once the organisation is
 * connected: the chosen ones as removable "#name" chips and a searchable combobox of the workspace's channels (the kit
 * pages through them). Editors change them; everyone else reads them. Each change is saved at once as the campaign
 * object's channel data; the server checks that the user may update the campaign.
 */
export function SlackChannelPicker({ campaignId, canEdit }: { campaignId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { connectionStatus } = useKnockSlackClient();
  const channels = useSlackChannels({});
  const connected = useConnectedSlackChannels({ slackChannelsRecipientObject: { objectId: campaignId, collection: CAMPAIGN_COLLECTION } });
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [isAlreadyConnected, setIsAlreadyConnected] = useState(false);

  const connections = connected.data ?? [];
  const chosenIds = new Set(connections.map((connection) => connection.channel_id));
  const byId = useMemo(() => new Map(channels.data.map((channel) => [channel.id, channel])), [channels.data]);
  const options = useMemo(() => searchSlackChannels(channels.data, query), [channels.data, query]);
  // The kit hides the channel request's own failure; a failed connection check is what it reports instead.
  const isFetchError = connectionStatus === 'error';

  function save(next: SlackChannelConnection[]) {
    setIsAlreadyConnected(false);
    void connected.updateConnectedChannels(next);
  }

  const combobox = useCombobox<SlackChannel>({
    options,
    isOpen,
    onOpenChange: setIsOpen,
    onSelect: (channel) => {
      if (chosenIds.has(channel.id)) {
        setIsAlreadyConnected(true);
        return;
      }
      setQuery('');
      save([...connections, { channel_id: channel.id }]);
    },
  });

  if (connected.data === null && connected.loading) return <Skeleton className="h-20 w-full" />;

  return (
    <div className="flex flex-col gap-3" data-testid="slack-channel-picker">
      {connected.error && (
        <Alert tone="critical" role="alert">
          {t('Slack.channels-set-error')}
        </Alert>
      )}
      <ChatChipList
        labelId={`slack-chosen-${campaignId}`}
        label={t('Slack.chosen-label')}
        emptyText={t('Slack.chosen-empty')}
        savingText={connected.updating ? t('Slack.saving') : null}
      >
        {connections.map((connection) => {
          const id = connection.channel_id ?? '';
          // A channel the list no longer has (renamed away, archived, not yet loaded) still shows by its id.
          const name = byId.get(id)?.name ?? id;
          return (
            <ChatChip
              key={id}
              label={`#${name}`}
              removeLabel={t('Slack.channel-remove', { name })}
              disabled={connected.updating}
              onRemove={canEdit ? () => save(connections.filter((other) => other.channel_id !== id)) : null}
            />
          );
        })}
      </ChatChipList>
      {canEdit && (
        <div className="relative flex flex-col gap-1.5">
          <label htmlFor={`slack-channel-search-${campaignId}`} className="text-sm font-medium">
            {t('Slack.channels-label')}
          </label>
          <ComboboxInput
            combobox={combobox}
            id={`slack-channel-search-${campaignId}`}
            type="search"
            autoComplete="off"
            placeholder={t('Slack.channels-placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setIsAlreadyConnected(false);
              setIsOpen(true);
            }}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            className={cn(inputClassName, 'h-9')}
          />
          {isAlreadyConnected && (
            <p role="alert" className="text-sm text-critical-strong">
              {t('Slack.error-already-connected')}
            </p>
          )}
          <div
            hidden={!combobox.isOpen}
            className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-xl border border-border bg-surface shadow-popover"
          >
            <ComboboxListbox
              combobox={combobox}
              label={t('Slack.channels-list-label')}
              getOptionKey={(channel) => channel.id}
              isLoading={channels.isLoading && !isFetchError}
              loadingMessage={t('Slack.channels-loading')}
              emptyMessage={
                isFetchError
                  ? t('Slack.channels-fetch-error')
                  : channels.data.length === 0
                    ? t('Slack.channels-empty')
                    : t('Slack.channels-no-match', { query: query.trim() })
              }
              announcement={options.length > 0 ? t('Slack.channels-count', { count: options.length }) : undefined}
              className="max-h-64 overflow-y-auto p-1.5"
              optionClassName="flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm"
              renderOption={(channel) => (
                <>
                  <span className="min-w-0 flex-1 truncate">#{channel.name}</span>
                  {channel.is_private && <span className="text-xs text-muted-foreground">{t('Slack.channel-private')}</span>}
                  {chosenIds.has(channel.id) && (
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <CheckIcon size={12} aria-hidden />
                      {t('Slack.channel-chosen')}
                    </span>
                  )}
                </>
              )}
            />
          </div>
        </div>
      )}
    </div>
  );
}
