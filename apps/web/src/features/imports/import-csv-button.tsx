import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTextIcon } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { ImportCsvDialog } from './import-csv-dialog.tsx';
import type { ImportTargetRef } from './import-limits.ts';

/** "Import CSV" for the watchlist and campaign pages (composed by the routes); hidden without update permission. */
export function ImportCsvButton({ target }: { target: ImportTargetRef }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [isOpen, setIsOpen] = useState(false);
  if (!ability.can('update', target.kind)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <FileTextIcon size={16} />
        {t('Imports.open-button')}
      </Button>
      <ImportCsvDialog target={target} isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
