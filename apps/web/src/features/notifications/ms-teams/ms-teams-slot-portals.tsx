import { createPortal } from 'react-dom';
import { useNotificationSlots } from '../../../lib/knock-slots.ts';
import type { MsTeamsAppConfig } from './ms-teams-connection-panel.tsx';
import { MsTeamsSlotContent } from './ms-teams-slot-content.tsx';

/** Renders the Microsoft Teams slots (workspace connection, campaign channels) other features registered, with the shared client. */
export function MsTeamsSlotPortals({ msTeams, host, tenantId }: { msTeams: MsTeamsAppConfig | null; host: string; tenantId: string }) {
  const slots = useNotificationSlots().filter((slot) => slot.kind === 'ms-teams-connection' || slot.kind === 'ms-teams-campaign');
  return slots.map((slot) =>
    createPortal(<MsTeamsSlotContent slot={slot} msTeams={msTeams} host={host} tenantId={tenantId} />, slot.element, slot.id),
  );
}
