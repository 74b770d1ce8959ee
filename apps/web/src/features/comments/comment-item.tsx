import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, useToast } from '@creatorlens/ui';
import { errorMessageKey } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CommentBody } from './comment-body.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { toEditableText, type CommentItem as CommentData } from './mention-text.ts';
import type { ReactNode } from 'react';

/** One comment: author, time, optional subject link, body with mention chips, and edit/delete for who may. */
export function CommentItem({ comment, subjectLink }: { comment: CommentData; subjectLink?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const authorName = comment.author?.name ?? t('Comments.unknown-author');
  const invalidate = () => queryClient.invalidateQueries({ queryKey: api.comment.listComments.pathKey() });

  const update = useMutation({ ...api.comment.updateComment.mutationOptions() });
  const remove = useMutation({
    ...api.comment.deleteComment.mutationOptions(),
    onSuccess: async () => {
      toast.show({ tone: 'success', title: t('Comments.comment-deleted') });
      setIsDeleting(false);
      await invalidate();
    },
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });

  const editable = toEditableText(comment.segments);
  return (
    <article className="flex gap-3" aria-label={t('Comments.comment-by', { name: authorName })}>
      <Avatar name={authorName} src={comment.author?.image} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span className="font-semibold">{authorName}</span>
          {subjectLink}
          <time
            className="text-xs text-muted-foreground"
            dateTime={new Date(comment.createdAt).toISOString()}
            title={format.dateTime(comment.createdAt)}
          >
            {format.relative(comment.createdAt)}
          </time>
          {comment.isEdited && <span className="text-xs text-muted-foreground">({t('Comments.edited')})</span>}
        </div>
        {isEditing ? (
          <CommentComposer
            initialText={editable.text}
            initialMentions={editable.mentions}
            label={t('Comments.edit-label')}
            submitLabel={t('Comments.save-edit')}
            isSubmitting={update.isPending}
            error={update.error ? t(errorMessageKey(update.error)) : null}
            autoFocus
            onCancel={() => setIsEditing(false)}
            onSubmit={async (body) => {
              try {
                await update.mutateAsync({ id: comment.id, data: { body } });
              } catch {
                return false;
              }
              toast.show({ tone: 'success', title: t('Comments.comment-updated') });
              setIsEditing(false);
              await invalidate();
              return true;
            }}
          />
        ) : (
          <CommentBody segments={comment.segments} />
        )}
        {!isEditing && (comment.canEdit || comment.canDelete) && (
          <div className="flex gap-1">
            {comment.canEdit && (
              <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setIsEditing(true)}>
                {t('Comments.edit')}
              </Button>
            )}
            {comment.canDelete && (
              <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setIsDeleting(true)}>
                {t('Comments.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      <Dialog open={isDeleting} onOpenChange={setIsDeleting}>
        <DialogContent closeLabel={t('Common.close')} role="alertdialog">
          <DialogTitle>{t('Comments.delete-title')}</DialogTitle>
          <DialogDescription>{t('Comments.delete-body')}</DialogDescription>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setIsDeleting(false)}>
              {t('Common.cancel')}
            </Button>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate({ id: comment.id })}>
              {t('Comments.delete-confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}
