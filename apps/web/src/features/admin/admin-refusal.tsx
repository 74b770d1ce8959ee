import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ShieldIcon } from '@creatorlens/ui';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What someone without the user role admin sees instead of the admin area. */
export function AdminRefusal() {
  const { t } = useTranslation();
  useDocumentTitle(t('Admin.refused-title'));
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-critical-soft text-critical-strong">
        <ShieldIcon size={22} />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('Admin.refused-title')}</h1>
      <p className="text-muted-foreground">{t('Admin.refused-body')}</p>
      <Button asChild variant="secondary">
        <Link to="/">{t('Common.back-home')}</Link>
      </Button>
    </div>
  );
}

/** The /not-allowed page. */
export function AdminRefusalPage() {
  return <AdminRefusal />;
}
