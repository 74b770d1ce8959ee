import { useState, type FormEvent } from 'react';
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
import type { Board, BoardCard, CardChanges } from './use-board.ts';
import { formatHandle } from '../../lib/format-handle.ts';
import { useBudgetField } from './budget.ts';

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
  const [assigneeId, setAssigneeId] = useState(card.assigneeId ?? '');
  const budget = useBudgetField(card.maxBudget);
  const [notes, setNotes] = useState(card.notes);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!budget.isValid) return;
    onSave(card, { assigneeId: assigneeId || null, maxBudget: budget.maxBudget, notes });
    onClose();
  };
  return (
    <>
      <DialogTitle>{t('Campaigns.edit-card-title', { name: card.channel.name })}</DialogTitle>
      <DialogDescription>{formatHandle(card.channel.handle) ?? t(`Platforms.${card.channel.platform}`)}</DialogDescription>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Field label={t('Campaigns.assignee')}>
          <NativeSelect value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
            <option value="">{t('Campaigns.unassigned')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('Campaigns.max-budget')} error={budget.error}>
          <Input
            inputMode="decimal"
            value={budget.text}
            onChange={(event) => budget.setText(event.target.value)}
            placeholder={budget.placeholder}
          />
        </Field>
        <Field label={t('Campaigns.notes')}>
          <FieldTextarea value={notes} onChange={setNotes} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" disabled={!budget.isValid}>
            {t('Common.save')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

/** A multi-line input that takes its id from the surrounding Field, so the label names it. */
function FieldTextarea({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const field = useFieldControl();
  return (
    <textarea
      id={field?.id}
      aria-describedby={field?.describedBy}
      value={value}
      maxLength={5000}
      rows={4}
      onChange={(event) => onChange(event.target.value)}
      className={cn(inputClassName, 'h-auto py-2')}
    />
  );
}
