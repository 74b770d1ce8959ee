import { useNotificationSlotRef } from '../../lib/knock-slots.ts';

/**
 * Where active guides (banner, card, modal) for the current path appear. It only reserves the place: the
 * lazily loaded notifications module renders the guides into it with the shared Knock client.
 */
export function GuideHost() {
  const slotRef = useNotificationSlotRef('guides');
  return <div ref={slotRef} className="contents" data-testid="guide-host" />;
}
