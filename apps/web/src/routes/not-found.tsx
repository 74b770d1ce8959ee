import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@creatorlens/ui';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { RouterSiteLayout } from '../site/router-site-layout.tsx';

function NotFoundContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('NotFound.title'));
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">{t('NotFound.code')}</p>
      <h1 className="text-3xl font-semibold tracking-tight">{t('NotFound.title')}</h1>
      <p className="text-muted-foreground">{t('NotFound.body')}</p>
      <Button asChild variant="secondary" className="mt-2">
        <Link to="/">{t('Common.back-home')}</Link>
      </Button>
    </div>
  );
}

/** Unknown paths, inside the frame that matches whether someone is signed in. */
export function NotFoundPage() {
  const { session } = useSession();
  const Frame = session ? AppShell : RouterSiteLayout;
  return (
    <Frame>
      <NotFoundContent />
    </Frame>
  );
}
