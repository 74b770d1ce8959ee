import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isCategoryId, resolveCategoryId, type CategoryId } from '@creatorlens/contracts';

/**
 * The label of a taxonomy category in the UI language (`Categories.<id>`, de and en). Given a source label instead
 * (`howto`, `Fitness`), it names the taxonomy category the label stands for, or the label as read when it names none,
 * so no page shows an English source word as if it were a translated category.
 */
export function useCategoryLabel(): (idOrLabel: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (idOrLabel: string) => {
      const id: CategoryId | null = isCategoryId(idOrLabel) ? idOrLabel : resolveCategoryId(idOrLabel);
      return id ? t(`Categories.${id}`) : idOrLabel;
    },
    [t],
  );
}
