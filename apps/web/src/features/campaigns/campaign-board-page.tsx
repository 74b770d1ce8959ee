import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  MegaphoneIcon,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  KanbanIcon,
  ListIcon,
  PencilIcon,
  PlusIcon,
} from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useCrumbTitle } from '../../lib/crumbs.ts';
import { getAppErrorCode } from '../../lib/errors.ts';
import { ListPageHeader } from '../lists/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddChannelsDialog } from './add-channels-dialog.tsx';
import { BoardTableView } from './board-table-view.tsx';
import { BoardView } from './board-view.tsx';
import { CampaignStatusBadge, useCampaignDates } from './campaign-status-badge.tsx';
import { CardDetailsDialog } from './card-details-dialog.tsx';
import { EditCampaignDialog } from './edit-campaign-dialog.tsx';
import { useBoard, type BoardCard } from './use-board.ts';
import { useCardFields } from './board-fields.ts';
import { FieldsMenu } from './card-figures.tsx';

/**
 * /campaign/$campaignId: the board (or its table view) with the figures the person chose, adding channels, editing,
 * export, and the campaign's comments below.
 */
export function CampaignBoardPage({
  campaignId,
  renderActions,
  renderComments,
}: {
  campaignId: string;
  /** Header actions the route composes in (import, export menu): features do not import each other. */
  renderActions?: (campaign: { id: string; name: string; teamId: string | null }) => ReactNode;
  /** The campaign's comment thread, composed in by the route (comments are their own feature), under this title. */
  renderComments?: (campaign: { id: string; name: string }, title: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  const actions = useBoard(campaignId);
  const dates = useCampaignDates();
  const cardFields = useCardFields(campaignId);
  const board = actions.query.data;
  useDocumentTitle(board?.campaign.name ?? t('Campaigns.title'));
  useCrumbTitle(board?.campaign.name ?? null);
  const [editingCard, setEditingCard] = useState<BoardCard | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const canEdit = ability.can('update', 'campaign');

  // A deleted campaign or a malformed id is "not found", whether or not the board was shown before; a retry cannot help.
  const code = getAppErrorCode(actions.query.error);
  if (code === 'NOT_FOUND' || code === 'VALIDATION') {
    return <EmptyState className="mx-auto max-w-xl" icon={<MegaphoneIcon size={20} />} title={t('Campaigns.not-found')} />;
  }

  return (
    <AppQueryState query={actions.query} loading={<Skeleton className="h-96 w-full" />}>
      {(board) => {
        const { campaign } = board;
        return (
          <div className="flex min-w-0 flex-col gap-5">
            <ListPageHeader
              title={campaign.name}
              actions={
                <>
                  {canEdit && (
                    <Button onClick={() => setIsAdding(true)}>
                      <PlusIcon size={16} />
                      {t('Campaigns.add-channels')}
                    </Button>
                  )}
                  {/* The route composes the export menu (CSV and XLSX through export.exportCampaign, the one export path). */}
                  {renderActions?.(campaign)}
                  {canEdit && (
                    <Button variant="secondary" onClick={() => setIsEditing(true)}>
                      <PencilIcon size={16} />
                      {t('Campaigns.edit')}
                    </Button>
                  )}
                </>
              }
            >
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                <CampaignStatusBadge campaign={campaign} />
                <span>{dates(campaign)}</span>
                <span>{t('Lists.channels', { count: board.cards.length })}</span>
              </div>
              {campaign.description && <p className="max-w-3xl text-sm">{campaign.description}</p>}
            </ListPageHeader>

            <Tabs defaultValue="board" className="flex min-w-0 flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <TabsList className="self-start">
                  <TabsTrigger value="board">
                    <KanbanIcon size={14} />
                    {t('Campaigns.board')}
                  </TabsTrigger>
                  <TabsTrigger value="table">
                    <ListIcon size={14} />
                    {t('Campaigns.table')}
                  </TabsTrigger>
                </TabsList>
                <FieldsMenu fields={cardFields.fields} onToggle={cardFields.toggle} />
              </div>
              <TabsContent value="board" className="min-w-0">
                <BoardView board={board} actions={actions} canEdit={canEdit} fields={cardFields.fields} onEditCard={setEditingCard} />
              </TabsContent>
              <TabsContent value="table" className="min-w-0">
                <BoardTableView board={board} fields={cardFields.fields} />
              </TabsContent>
            </Tabs>

            {renderComments && (
              <section className="max-w-3xl" data-testid="campaign-comments">
                {renderComments(campaign, t('CampaignBoard.comments-title', { name: campaign.name }))}
              </section>
            )}

            <CardDetailsDialog
              card={editingCard}
              members={board.members}
              onClose={() => setEditingCard(null)}
              onSave={(card, changes) => void actions.updateCard(card.id, changes)}
            />
            <AddChannelsDialog campaign={campaign} isOpen={isAdding} onOpenChange={setIsAdding} />
            <EditCampaignDialog
              campaign={campaign}
              isOpen={isEditing}
              onOpenChange={setIsEditing}
              onSave={(changes) => void actions.updateCampaign(changes)}
            />
          </div>
        );
      }}
    </AppQueryState>
  );
}
