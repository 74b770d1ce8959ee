import { useTranslation } from 'react-i18next';
import { ChatCard } from './chat-card.tsx';

/** The organisation's Slack connection (content from the notifications module, see ChatCard). */
export function SlackCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return <ChatCard kind="slack-connection" title={t('Slack.title')} description={t('Slack.description')} canManage={canManage} />;
}
