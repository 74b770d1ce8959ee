import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, Skeleton } from '@creatorlens/ui';
import type { ChatConnectionStatus } from './chat-connection-status.tsx';

/**
 * "Post updates to …" in a campaign's edit dialog, for one chat provider: the channel picker once the organisation is
 * connected; otherwise what is missing, with a link to the workspace settings for admins (members read who can help).
 */
export function ChatCampaignSection({
  testId,
  headingId,
  status,
  canManageWorkspace,
  words,
  picker,
}: {
  testId: string;
  headingId: string;
  status: ChatConnectionStatus;
  canManageWorkspace: boolean;
  words: { title: string; description: string; notConnected: string; fetchError: string; connectLink: string; memberHint: string };
  picker: ReactNode;
}) {
  const settingsLink = canManageWorkspace ? (
    <Link to="/workspace/settings" className="font-medium text-primary underline-offset-4 hover:underline">
      {words.connectLink}
    </Link>
  ) : (
    words.memberHint
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-4" data-testid={testId}>
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold">
          {words.title}
        </h3>
        <p className="text-sm text-muted-foreground">{words.description}</p>
      </div>
      {status === 'connected' ? (
        picker
      ) : status === 'disconnected' ? (
        <Alert tone="info" title={words.notConnected}>
          {settingsLink}
        </Alert>
      ) : status === 'error' ? (
        <Alert tone="warning" title={words.fetchError}>
          {settingsLink}
        </Alert>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </section>
  );
}

/** What admins read when the installation has no app for a provider (members read the title only). */
export function ChatNotConfigured({ title, adminHint, canManage }: { title: string; adminHint: string; canManage: boolean }) {
  return (
    <Alert tone="info" title={title}>
      {canManage ? adminHint : null}
    </Alert>
  );
}
