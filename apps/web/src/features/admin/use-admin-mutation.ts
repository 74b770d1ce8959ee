import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@creatorlens/ui';
import { errorMessageKey } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * What every admin change does afterwards: refresh the admin lists (only the admin and licence-template queries, not
 * the whole cache) and tell the admin how it went.
 */
export function useAdminFeedback() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const api = useTRPC();
  return {
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: api.admin.pathKey() }),
        queryClient.invalidateQueries({ queryKey: api.licenseTemplate.pathKey() }),
      ]),
    succeeded: (title: string, description?: string) => toast.show({ tone: 'success', title, description }),
    failed: (error: unknown) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  };
}
