import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Field, Input } from '@creatorlens/ui';
import { calendarDateSchema, isCampaignRunBackwards } from '@creatorlens/contracts';
import { CampaignSlackSlot } from './campaign-slack-slot.tsx';
import { CampaignMsTeamsSlot } from './campaign-ms-teams-slot.tsx';
import type { Board } from './use-board.ts';

type Campaign = Board['campaign'];
type Changes = Pick<Campaign, 'name' | 'description' | 'startTime' | 'endTime' | 'isDraft'>;

// <input type="date"> reads and writes YYYY-MM-DD, the very form the API carries: the days go in and out as text, with
// no Date in between, so no time zone can move them (issue 39). Both days are inclusive.
const toDay = (date: string | null) => date ?? '';
const fromDay = (day: string) => {
  const parsed = calendarDateSchema.safeParse(day);
  return parsed.success ? parsed.data : null;
};

/** Name, description, run time (start and end day) and draft flag of a campaign, and the Slack and Teams channels it posts to. */
export function EditCampaignDialog({
  campaign,
  isOpen,
  onOpenChange,
  onSave,
}: {
  campaign: Campaign;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (changes: Changes) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('Common.close')}
        className="max-h-[90vh] overflow-y-auto"
        // Escape in an open list (the Slack channel search) closes the list only, not the whole dialog: the dialog
        // hears the key first (document capture), before the combobox can stop it.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') event.preventDefault();
        }}
      >
        <DialogTitle>{t('Campaigns.edit')}</DialogTitle>
        <DialogDescription>{t('Campaigns.edit-description')}</DialogDescription>
        {isOpen && (
          <EditForm
            campaign={campaign}
            onCancel={() => onOpenChange(false)}
            onSave={(changes) => {
              onSave(changes);
              onOpenChange(false);
            }}
          />
        )}
        {/* Saved on its own, at once (the campaign's channel data on the notification server), not with the form. */}
        {isOpen && <CampaignSlackSlot campaignId={campaign.id} />}
        {isOpen && <CampaignMsTeamsSlot campaignId={campaign.id} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ campaign, onCancel, onSave }: { campaign: Campaign; onCancel: () => void; onSave: (changes: Changes) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(campaign.name);
  const [description, setDescription] = useState(campaign.description);
  const [start, setStart] = useState(toDay(campaign.startTime));
  const [end, setEnd] = useState(toDay(campaign.endTime));
  const [isDraft, setIsDraft] = useState(campaign.isDraft);
  const startTime = fromDay(start);
  const endTime = fromDay(end);
  const isOrdered = !isCampaignRunBackwards(startTime, endTime);
  const isNameBlank = !name.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOrdered || isNameBlank) return;
    onSave({ name: name.trim(), description, startTime, endTime, isDraft });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <Field label={t('Lists.name')} error={isNameBlank ? t('Errors.VALIDATION') : undefined}>
        <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label={t('Campaigns.description-label')}>
        <Input value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('Campaigns.start')}>
          <Input type="date" value={start} onChange={(event) => setStart(event.target.value)} />
        </Field>
        <Field label={t('Campaigns.end')} error={isOrdered ? undefined : t('Campaigns.end-before-start')}>
          <Input type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={isDraft} onChange={(event) => setIsDraft(event.target.checked)} />
        {t('Campaigns.is-draft')}
      </label>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Common.cancel')}
        </Button>
        <Button type="submit" disabled={!isOrdered || isNameBlank}>
          {t('Common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
