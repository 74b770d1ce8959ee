import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogDescription, DialogTitle, DialogTrigger, FilterIcon, SheetContent } from '@creatorlens/ui';

/**
 * On a phone or a narrow window the filters live in a sheet behind a "Filters (n)" button, so the first results are
 * on the first screen. The sheet is a modal dialog: focus stays inside, Escape and the close button return to the button.
 * `children` gets a `close` to call once filters are applied.
 */
export function FiltersSheet({ activeCount, children }: { activeCount: number; children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" data-testid="filters-sheet-button">
          <FilterIcon size={14} />
          {t('Discovery.filters-button', { count: activeCount })}
        </Button>
      </DialogTrigger>
      <SheetContent closeLabel={t('Common.close')} data-testid="filters-sheet">
        <DialogTitle>{t('Discovery.filters')}</DialogTitle>
        <DialogDescription className="sr-only">{t('Discovery.filters-sheet-description')}</DialogDescription>
        {children(() => setIsOpen(false))}
      </SheetContent>
    </Dialog>
  );
}
