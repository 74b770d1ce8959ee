import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KnockMsTeamsProvider, useKnockMsTeamsClient } from '@knocklabs/react-core';
import type { ChatCampaignSlotProps, ChatConnectionSlotProps, NotificationSlot } from '../../../lib/knock-slots.ts';
import { ChatCampaignSection, ChatNotConfigured } from '../chat/chat-campaign-section.tsx';
import { KitEnglishWords } from '../chat/kit-english-words.tsx';
import { readMsTeamsError } from './ms-teams-consent-url.ts';
import { MsTeamsChannelPicker } from './ms-teams-channel-picker.tsx';
import { MsTeamsConnectionPanel, type MsTeamsAppConfig } from './ms-teams-connection-panel.tsx';

/**
 * What a Microsoft Teams slot shows, inside the notifications module's KnockProvider: the organisation (tenant) gets
 * its own KnockMsTeamsProvider per slot, keyed by tenant (the kit checks the connection once per mount).
 *
 * The provider gets the kit's English words (KitEnglishWords): the kit decides "not connected" by comparing the
 * server's 4xx "Microsoft Teams tenant ID not set." with its own translation of it.
 */
export function MsTeamsSlotContent({
  slot,
  msTeams,
  host,
  tenantId,
}: {
  slot: NotificationSlot;
  msTeams: MsTeamsAppConfig | null;
  host: string;
  tenantId: string;
}) {
  const { t } = useTranslation();
  // Read here, above the kit's provider: it remounts its children whenever the connection status changes.
  const [msTeamsError] = useState(() => readMsTeamsError(window.location.href));
  if (slot.kind === 'ms-teams-connection') {
    const { canManage } = slot.props as ChatConnectionSlotProps;
    if (!msTeams)
      return (
        <ChatNotConfigured title={t('MsTeams.not-configured')} adminHint={t('MsTeams.not-configured-admin-hint')} canManage={canManage} />
      );
    return (
      <KitEnglishWords>
        <KnockMsTeamsProvider key={tenantId} knockMsTeamsChannelId={msTeams.channelId} tenantId={tenantId}>
          <MsTeamsConnectionPanel msTeams={msTeams} host={host} canManage={canManage} msTeamsError={msTeamsError} />
        </KnockMsTeamsProvider>
      </KitEnglishWords>
    );
  }
  const { campaignId, canEdit, canManageWorkspace } = slot.props as ChatCampaignSlotProps;
  // Without a Teams app there is nothing to choose; the workspace settings tell admins why.
  if (!msTeams) return null;
  return (
    <KitEnglishWords>
      <KnockMsTeamsProvider key={tenantId} knockMsTeamsChannelId={msTeams.channelId} tenantId={tenantId}>
        <CampaignMsTeamsSection campaignId={campaignId} canEdit={canEdit} canManageWorkspace={canManageWorkspace} />
      </KnockMsTeamsProvider>
    </KitEnglishWords>
  );
}

function CampaignMsTeamsSection({ campaignId, canEdit, canManageWorkspace }: ChatCampaignSlotProps) {
  const { t } = useTranslation();
  const { connectionStatus } = useKnockMsTeamsClient();
  return (
    <ChatCampaignSection
      testId="campaign-ms-teams"
      headingId={`ms-teams-campaign-${campaignId}`}
      status={connectionStatus}
      canManageWorkspace={canManageWorkspace}
      words={{
        title: t('MsTeams.campaign-title'),
        description: t('MsTeams.campaign-description'),
        notConnected: t('MsTeams.not-connected'),
        fetchError: t('MsTeams.channels-fetch-error'),
        connectLink: t('MsTeams.campaign-connect-link'),
        memberHint: t('MsTeams.not-connected-member-hint'),
      }}
      picker={<MsTeamsChannelPicker campaignId={campaignId} canEdit={canEdit} />}
    />
  );
}
