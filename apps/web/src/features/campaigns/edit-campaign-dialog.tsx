import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Field, Input } from '@creatorlens/ui';
import * as z from 'zod/mini';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  LIST_NAME_MAX_LENGTH,
  calendarDateSchema,
  campaignDescriptionSchema,
  isCampaignRunBackwards,
  listNameSchema,
} from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { CAMPAIGN_FORM_MESSAGES } from './campaign-form-messages.ts';
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

/**
 * The edit form's fields as typed: the days as the date inputs give them ('' for none). The name and description are
 * the contracts' schemas the API checks; the run's order is checked here to word it beside the last day (core
 * refuses a backward run too).
 */
const editCampaignFormSchema = z
  .object({
    name: listNameSchema,
    description: campaignDescriptionSchema,
    start: z.string(),
    end: z.string(),
    isDraft: z.boolean(),
  })
  .check(
    z.refine((values) => !isCampaignRunBackwards(fromDay(values.start), fromDay(values.end)), {
      message: 'Campaigns.end-before-start',
      path: ['end'],
    }),
  );

function EditForm({ campaign, onCancel, onSave }: { campaign: Campaign; onCancel: () => void; onSave: (changes: Changes) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(editCampaignFormSchema, {
    defaultValues: {
      name: campaign.name,
      description: campaign.description,
      start: toDay(campaign.startTime),
      end: toDay(campaign.endTime),
      isDraft: campaign.isDraft,
    },
    messages: CAMPAIGN_FORM_MESSAGES,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(({ name, description, start, end, isDraft }) =>
    onSave({ name, description, startTime: fromDay(start), endTime: fromDay(end), isDraft }),
  );
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <Field label={t('Lists.name')} error={fieldError(errors, 'name')}>
        <Input maxLength={LIST_NAME_MAX_LENGTH} {...form.register('name')} />
      </Field>
      <Field label={t('Campaigns.description-label')} error={fieldError(errors, 'description')}>
        <Input maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH} {...form.register('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('Campaigns.start')}>
          <Input type="date" {...form.register('start', { onChange: () => errors.end && void form.trigger('end') })} />
        </Field>
        <Field label={t('Campaigns.end')} error={fieldError(errors, 'end')}>
          <Input type="date" {...form.register('end')} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('isDraft')} />
        {t('Campaigns.is-draft')}
      </label>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Common.cancel')}
        </Button>
        <Button type="submit">{t('Common.save')}</Button>
      </DialogFooter>
    </form>
  );
}
