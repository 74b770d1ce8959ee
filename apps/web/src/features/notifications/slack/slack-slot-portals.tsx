import { createPortal } from 'react-dom';
import { useNotificationSlots } from '../../../lib/knock-slots.ts';
import type { SlackAppConfig } from './slack-connection-panel.tsx';
import { SlackSlotContent } from './slack-slot-content.tsx';

/** Renders the Slack slots (workspace connection, campaign channels) other features registered, with the shared client. */
export function SlackSlotPortals({ slack, host, tenantId }: { slack: SlackAppConfig | null; host: string; tenantId: string }) {
  const slots = useNotificationSlots().filter((slot) => slot.kind === 'slack-connection' || slot.kind === 'slack-campaign');
  return slots.map((slot) =>
    createPortal(<SlackSlotContent slot={slot} slack={slack} host={host} tenantId={tenantId} />, slot.element, slot.id),
  );
}
