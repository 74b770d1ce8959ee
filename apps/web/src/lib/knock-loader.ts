/**
 * The one entry point to the notifications module. It is imported dynamically so that the Knock client,
 * phoenix and the feed UI stay out of the first-load bundle (the signed-in shell has a size budget).
 */
export const loadNotificationsModule = () => import('../features/notifications/notifications-host.tsx');
