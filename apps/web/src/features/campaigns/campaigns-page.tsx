import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, MegaphoneIcon, Skeleton, cn, focusRing, PlusIcon } from '@creatorlens/ui';
import { CreateListDialog, ListPageHeader, useCreateListAction, useCampaignList } from '../lists/index.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CampaignStatusBadge, useCampaignDates } from './campaign-status-badge.tsx';

/** /campaign: all campaigns of the organisation with their display status, run time and channel count. */
export function CampaignsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Campaigns.title'));
  const list = useCampaignList();
  const dates = useCampaignDates();
  const create = useCreateListAction('campaign');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ListPageHeader
        title={t('Campaigns.title')}
        description={t('Campaigns.description')}
        actions={
          create.isShown && (
            <Button onClick={create.open}>
              <PlusIcon size={16} />
              {t('Campaigns.new')}
            </Button>
          )
        }
      />
      <AppQueryState
        query={list}
        loading={<Skeleton className="h-48" />}
        empty={<EmptyState icon={<MegaphoneIcon size={20} />} title={t('Campaigns.empty-title')} body={t('Campaigns.empty-body')} />}
      >
        {(campaigns) => (
          <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface shadow-card">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Link
                  to="/campaign/$campaignId"
                  params={{ campaignId: campaign.id }}
                  className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 hover:bg-muted/40', focusRing)}
                >
                  <span className="min-w-0 flex-1 basis-48 truncate font-medium">{campaign.name}</span>
                  <CampaignStatusBadge campaign={campaign} />
                  <span className="w-52 text-sm text-muted-foreground">{dates(campaign)}</span>
                  <span className="w-24 text-right text-sm text-muted-foreground tabular-nums">
                    {t('Lists.channels', { count: campaign.usage })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AppQueryState>
      <CreateListDialog {...create.dialogProps} />
    </div>
  );
}
