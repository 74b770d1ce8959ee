import { createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon, Button, Spinner } from '@creatorlens/ui';
import { loadSession } from '../lib/session.ts';
import { RootFrame } from '../shell/root-frame.tsx';
import { NotFoundPage } from './not-found.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export function PendingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner size="lg" label={t('Common.loading')} className="text-muted-foreground" />
    </div>
  );
}

function RootErrorPage() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-critical-soft text-critical-strong">
        <AlertTriangleIcon size={22} />
      </span>
      <p className="max-w-sm text-muted-foreground">{t('Common.error-occured')}</p>
      <Button variant="secondary" onClick={() => void router.invalidate()}>
        {t('Common.retry')}
      </Button>
    </div>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every page needs to know who is signed in; later reads come from the query cache.
  beforeLoad: async ({ context }) => {
    await loadSession(context.queryClient);
  },
  component: RootFrame,
  pendingComponent: PendingPage,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});
