import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<title> · Creatorlens", or the product name alone. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const fullTitle = title ? t('Common.page-title', { title }) : t('Common.product-name');
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
