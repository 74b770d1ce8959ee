import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
  cn,
  inputClassName,
  useFieldControl,
} from '@creatorlens/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Board, BoardCard, CardChanges } from './use-board.ts';
import { formatHandle } from '../../lib/format-handle.ts';
import * as z from 'zod/mini';
import { CARD_NOTES_MAX_LENGTH, cardNotesSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useLocale } from '../../lib/i18n.ts';
import { budgetFieldSchema, budgetInputMessage, budgetPlaceholder, budgetText } from './budget.ts';

/** The card form: notes as campaign.updateCard takes them, the budget as typed in the UI language (read per locale). */
const cardFormSchema = (locale: ReturnType<typeof useLocale>) =>
  z.object({ assigneeId: z.string(), maxBudget: budgetFieldSchema(locale), notes: cardNotesSchema });

export interface CardDetailsDialogProps {
  card: BoardCard | null;
  members: Board['members'];
  onClose: () => void;
  onSave: (card: BoardCard, changes: CardChanges) => void;
}

/** Assignee (a member of the organisation), maximum budget (a decimal amount) and notes of one card. */
export function CardDetailsDialog({ card, members, onClose, onSave }: CardDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={card !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')}>
        {card && <CardDetailsForm key={card.id} card={card} members={members} onClose={onClose} onSave={onSave} />}
        {!card && <DialogTitle className="sr-only">{t('Campaigns.edit-card')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  );
}

function CardDetailsForm({ card, members, onClose, onSave }: Omit<CardDetailsDialogProps, 'card'> & { card: BoardCard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const schema = useMemo(() => cardFormSchema(locale), [locale]);
  const form = useSchemaForm(schema, {
    defaultValues: { assigneeId: card.assigneeId ?? '', maxBudget: budgetText(locale, card.maxBudget), notes: card.notes },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(({ assigneeId, maxBudget, notes }) => {
    onSave(card, { assigneeId: assigneeId || null, maxBudget, notes });
    onClose();
  });
  return (
    <>
      <DialogTitle>{t('Campaigns.edit-card-title', { name: card.channel.name })}</DialogTitle>
      <DialogDescription>{formatHandle(card.channel.handle) ?? t(`Platforms.${card.channel.platform}`)}</DialogDescription>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Field label={t('Campaigns.assignee')}>
          <NativeSelect {...form.register('assigneeId')}>
            <option value="">{t('Campaigns.unassigned')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {/* The schema says that the amount does not read; the field says why (ambiguous, negative, too many decimals). */}
        <Field
          label={t('Campaigns.max-budget')}
          error={errors.maxBudget ? budgetInputMessage(t, locale, form.getValues('maxBudget')) : undefined}
        >
          <Input inputMode="decimal" placeholder={budgetPlaceholder(locale)} {...form.register('maxBudget')} />
        </Field>
        <Field label={t('Campaigns.notes')} error={fieldError(errors, 'notes')}>
          <FieldTextarea {...form.register('notes')} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit">{t('Common.save')}</Button>
        </DialogFooter>
      </form>
    </>
  );
}

/** A multi-line input that takes its id from the surrounding Field, so the label names it. */
function FieldTextarea(props: UseFormRegisterReturn) {
  const field = useFieldControl();
  return (
    <textarea
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.isInvalid || undefined}
      maxLength={CARD_NOTES_MAX_LENGTH}
      rows={4}
      {...props}
      className={cn(inputClassName, 'h-auto py-2')}
    />
  );
}
