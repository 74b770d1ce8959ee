import { useTranslation } from 'react-i18next';
import { ChatCard } from './chat-card.tsx';

/** The organisation's Microsoft Teams connection (content from the notifications module, see ChatCard). */
export function MsTeamsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return <ChatCard kind="ms-teams-connection" title={t('MsTeams.title')} description={t('MsTeams.description')} canManage={canManage} />;
}
