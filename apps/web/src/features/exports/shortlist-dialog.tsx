import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Field, Input } from '@creatorlens/ui';
import { AGENCY_NAME_MAX_LENGTH, PDF_LOGO_CONTENT_TYPES, shortlistFormSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { readLogoFile, type LogoFileProblem } from '../../lib/logo-file.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useExportOutcome } from './use-export-download.ts';

const checkboxClass = 'size-4 rounded border-border accent-primary';
const SHORTLIST_DEFAULTS = { isWhiteLabel: false, agencyName: '', useOrganizationLogo: true };

/** The PDF shortlist's options: white label, agency name, an uploaded logo or the organisation's. */
export function ShortlistDialog({
  subject,
  locale,
  isOpen,
  onClose,
}: {
  subject: { kind: 'watchlist' | 'campaign'; id: string };
  locale: 'en' | 'de';
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useTRPC();
  const { onSaved, onFailed } = useExportOutcome();
  const fileInput = useRef<HTMLInputElement>(null);
  // Kept while the dialog is closed (it stays mounted), so a second export starts from the last choices.
  const form = useSchemaForm(shortlistFormSchema, { defaultValues: SHORTLIST_DEFAULTS });
  const [logo, setLogo] = useState<{ name: string; base64: string } | null>(null);
  const [logoProblem, setLogoProblem] = useState<`ExportMenu.${LogoFileProblem}` | null>(null);
  const create = useMutation({
    ...api.export.exportShortlistReport.mutationOptions(),
    onSuccess: (file) => {
      onSaved(file);
      onClose();
    },
    onError: onFailed,
  });

  async function onLogoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again fires a change event again.
    event.target.value = '';
    if (!file) return;
    setLogoProblem(null);
    const chosen = await readLogoFile(file, PDF_LOGO_CONTENT_TYPES);
    if (chosen.problem) return setLogoProblem(`ExportMenu.${chosen.problem}`);
    setLogo({ name: file.name, base64: chosen.dataUrl });
  }

  const onSubmit = form.handleSubmit(({ isWhiteLabel, agencyName, useOrganizationLogo }) =>
    create.mutate({
      subject,
      locale,
      isWhiteLabel,
      ...(agencyName ? { agencyName } : {}),
      ...(logo ? { logoBase64: logo.base64 } : {}),
      useOrganizationLogo,
    }),
  );

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('Common.close')} className="max-w-lg">
        <DialogTitle>{t('ExportMenu.shortlist-title')}</DialogTitle>
        <DialogDescription>{t('ExportMenu.shortlist-description')}</DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className={checkboxClass} data-testid="shortlist-white-label" {...form.register('isWhiteLabel')} />
            {t('ExportMenu.white-label')}
          </label>
          <Field
            label={t('ExportMenu.agency-name')}
            hint={t('ExportMenu.agency-name-hint')}
            error={fieldError(form.formState.errors, 'agencyName')}
          >
            <Input maxLength={AGENCY_NAME_MAX_LENGTH} {...form.register('agencyName')} />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('ExportMenu.logo')}</legend>
            <p className="text-sm text-muted-foreground">{t('ExportMenu.logo-hint')}</p>
            {logoProblem && (
              <Alert tone="critical" role="alert">
                {t(logoProblem)}
              </Alert>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={fileInput}
                type="file"
                accept={PDF_LOGO_CONTENT_TYPES.join(',')}
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => void onLogoChosen(event)}
              />
              <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
                {t('ExportMenu.logo-choose')}
              </Button>
              {logo && (
                <>
                  <span className="text-sm">{t('ExportMenu.logo-chosen', { name: logo.name })}</span>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setLogo(null)}>
                    {t('ExportMenu.logo-clear')}
                  </Button>
                </>
              )}
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className={checkboxClass} {...form.register('useOrganizationLogo')} />
              {t('ExportMenu.use-organization-logo')}
            </label>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('ExportMenu.cancel')}
            </Button>
            <Button type="submit" isLoading={create.isPending} data-testid="shortlist-create">
              {t('ExportMenu.create-pdf')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
