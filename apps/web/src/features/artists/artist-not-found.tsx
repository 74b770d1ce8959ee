import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, SearchIcon } from '@creatorlens/ui';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ArtistNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('Artists.not-found-title'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchIcon size={22} />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('Artists.not-found-title')}</h1>
      <p className="text-muted-foreground">{t('Artists.not-found-body', { slug })}</p>
      <Button asChild variant="secondary">
        <Link to="/">{t('Common.back-home')}</Link>
      </Button>
    </div>
  );
}
