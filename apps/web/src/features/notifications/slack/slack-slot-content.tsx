import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KnockSlackProvider, useKnockSlackClient } from '@knocklabs/react-core';
import { Alert, Skeleton } from '@creatorlens/ui';
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
  return (
    <Alert tone="info" title={t('Slack.not-configured')}>
      {canManage ? t('Slack.not-configured-admin-hint') : null}
    </Alert>
  );
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
  const headingId = `slack-campaign-${campaignId}`;
  const settingsLink = canManageWorkspace ? (
    <Link to="/workspace/settings" className="font-medium text-primary underline-offset-4 hover:underline">
      {t('Slack.campaign-connect-link')}
    </Link>
  ) : (
    t('Slack.not-connected-member-hint')
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-4" data-testid="campaign-slack">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('Slack.campaign-title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('Slack.campaign-description')}</p>
      </div>
      {connectionStatus === 'connected' ? (
        <SlackChannelPicker campaignId={campaignId} canEdit={canEdit} />
      ) : connectionStatus === 'disconnected' ? (
        <Alert tone="info" title={t('Slack.not-connected')}>
          {settingsLink}
        </Alert>
      ) : connectionStatus === 'error' ? (
        <Alert tone="warning" title={t('Slack.channels-fetch-error')}>
          {settingsLink}
        </Alert>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </section>
  );
}
