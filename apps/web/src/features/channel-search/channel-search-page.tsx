import { useTranslation } from 'react-i18next';
import { Card } from '@creatorlens/ui';
import { ChannelSearchBox } from '../../lib/channel-search-box.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /discovery/channel: jump to a channel by name, handle or profile URL. */
export function ChannelSearchPage({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('ChannelSearch.title'));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 pt-6">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t('ChannelSearch.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('ChannelSearch.subtitle')}</p>
      </header>
      <Card className="p-4">
        <ChannelSearchBox autoFocus limit={10} initialQuery={initialQuery} />
        <p className="mt-3 text-xs text-muted-foreground">{t('ChannelSearch.hint')}</p>
      </Card>
    </div>
  );
}
