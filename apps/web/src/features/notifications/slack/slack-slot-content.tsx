import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KnockSlackProvider, useKnockSlackClient } from '@knocklabs/react-core';
import { ChatCampaignSection, ChatNotConfigured } from '../chat/chat-campaign-section.tsx';
import type { NotificationSlot, SlackCampaignSlotProps, SlackConnectionSlotProps } from '../../../lib/knock-slots.ts';
import { readSlackError } from './slack-authorize-url.ts';
import { SlackChannelPicker } from './slack-channel-picker.tsx';
import { SlackConnectionPanel, type SlackAppConfig } from './slack-connection-panel.tsx';

/**
 * What a Slack slot shows, inside the notifications module's KnockProvider: the organisation (tenant) gets its own
 * KnockSlackProvider per slot. Keyed by tenant: the kit checks the connection once per mount and would otherwise keep
 * the previous organisation's status after switching.
 */
export function SlackSlotContent({
  slot,
  slack,
  host,
  tenantId,
}: {
  slot: NotificationSlot;
  slack: SlackAppConfig | null;
  host: string;
  tenantId: string;
}) {
  // Read here, above the kit's provider: it remounts its children whenever the connection status changes.
  const [slackError] = useState(() => readSlackError(window.location.href));
  if (slot.kind === 'slack-connection') {
    const { canManage } = slot.props as SlackConnectionSlotProps;
    if (!slack) return <SlackNotConfigured canManage={canManage} />;
    return (
      <KnockSlackProvider key={tenantId} knockSlackChannelId={slack.channelId} tenantId={tenantId}>
        <SlackConnectionPanel slack={slack} host={host} canManage={canManage} slackError={slackError} />
      </KnockSlackProvider>
    );
  }
  const { campaignId, canEdit, canManageWorkspace } = slot.props as SlackCampaignSlotProps;
  // Without a Slack app there is nothing to choose; the workspace settings tell admins why.
  if (!slack) return null;
  return (
    <KnockSlackProvider key={tenantId} knockSlackChannelId={slack.channelId} tenantId={tenantId}>
      <CampaignSlackSection campaignId={campaignId} canEdit={canEdit} canManageWorkspace={canManageWorkspace} />
    </KnockSlackProvider>
  );
}

function SlackNotConfigured({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return <ChatNotConfigured title={t('Slack.not-configured')} adminHint={t('Slack.not-configured-admin-hint')} canManage={canManage} />;
}

function CampaignSlackSection({
  campaignId,
  canEdit,
  canManageWorkspace,
}: {
  campaignId: string;
  canEdit: boolean;
  canManageWorkspace: boolean;
}) {
  const { t } = useTranslation();
  const { connectionStatus } = useKnockSlackClient();
  return (
    <ChatCampaignSection
      testId="campaign-slack"
      headingId={`slack-campaign-${campaignId}`}
      status={connectionStatus}
      canManageWorkspace={canManageWorkspace}
      words={{
        title: t('Slack.campaign-title'),
        description: t('Slack.campaign-description'),
        notConnected: t('Slack.not-connected'),
        fetchError: t('Slack.channels-fetch-error'),
        connectLink: t('Slack.campaign-connect-link'),
        memberHint: t('Slack.not-connected-member-hint'),
      }}
      picker={<SlackChannelPicker campaignId={campaignId} canEdit={canEdit} />}
    />
  );
}
