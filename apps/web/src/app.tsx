import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ToastProvider, TooltipProvider } from '@creatorlens/ui';
import { queryClient } from './lib/query-client.ts';
import { TRPCProvider, trpcClient } from './lib/trpc.ts';
import { router } from './router.tsx';

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider label={t('Common.toast-region')} closeLabel={t('Common.close')}>
          <TooltipProvider>
            <RouterProvider router={router} />
          </TooltipProvider>
        </ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
