import { useCallback, useSyncExternalStore } from 'react';

/**
 * Places in the page where the lazily loaded notifications module renders (the home card, the guide host).
 *
 * Why slots: the Knock client and its React providers live in a chunk loaded after first paint (the bundle
 * budget), and only ONE client and socket should exist per tab. The bell hosts that module; every other
 * consumer registers a DOM element here and the module renders into it with a portal, so contexts
 * (KnockProvider, KnockFeedProvider) reach it without a second client. This file imports nothing from Knock.
 */
export type NotificationSlotKind =
  'recent-card' | 'guides' | 'slack-connection' | 'slack-campaign' | 'ms-teams-connection' | 'ms-teams-campaign';

/** Props of a 'slack-connection' slot (the workspace's Slack status, with connect/disconnect for admins). */
export type SlackConnectionSlotProps = {
  canManage: boolean;
};

/** Props of a 'slack-campaign' slot (the Slack channels a campaign posts to). */
export type SlackCampaignSlotProps = {
  campaignId: string;
  canEdit: boolean;
  /** Whether the viewer may open the workspace settings to connect Slack (organisation admins). */
  canManageWorkspace: boolean;
};

/** Props of a chat provider's connection slot ('slack-connection', 'ms-teams-connection'). */
export type ChatConnectionSlotProps = SlackConnectionSlotProps;

/** Props of a chat provider's campaign slot ('slack-campaign', 'ms-teams-campaign'). */
export type ChatCampaignSlotProps = SlackCampaignSlotProps;

export interface NotificationSlot {
  id: number;
  kind: NotificationSlotKind;
  element: HTMLElement;
  /** Kind-specific options, e.g. what the recent card does when asked to open the bell. */
  props: Record<string, unknown>;
}

let slots: readonly NotificationSlot[] = [];
let hostReady = false;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNotificationSlots(): readonly NotificationSlot[] {
  return useSyncExternalStore(subscribe, () => slots);
}

/** Whether the notifications module has mounted (consumers show a placeholder until then). */
export function useNotificationHostReady(): boolean {
  return useSyncExternalStore(subscribe, () => hostReady);
}

export function setNotificationHostReady(ready: boolean) {
  hostReady = ready;
  emit();
}

/** A ref callback that registers the element as a slot of this kind while it is mounted. */
export function useNotificationSlotRef(kind: NotificationSlotKind, props: Record<string, unknown> = {}) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const slot: NotificationSlot = { id: nextId++, kind, element, props };
      slots = [...slots, slot];
      emit();
      return () => {
        slots = slots.filter((entry) => entry !== slot);
        emit();
      };
    },
    // Props are read when the slot mounts; callers pass stable values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind],
  );
}

/** Opening the bell from elsewhere (the home card's link): the bell listens for this. */
const openBellListeners = new Set<() => void>();
export function onOpenNotificationBell(listener: () => void) {
  openBellListeners.add(listener);
  return () => {
    openBellListeners.delete(listener);
  };
}
export function openNotificationBell() {
  openBellListeners.forEach((listener) => listener());
}
