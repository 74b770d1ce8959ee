/** Team chats (Slack and Microsoft Teams) behind the notification server. */
export * from './chat-actor.ts';
export * from './chat-tokens.ts';
export * from './chat-fan-out.ts';
export * from './chat-delivery-state.ts';
export * from './chat-disconnected-notice.ts';
export * from './object-channel-data.ts';
export * from './slack-api.ts';
export * from './slack-message.ts';
export * from './slack-workspace.ts';
export * from './slack-delivery.ts';
export * from './ms-teams-api.ts';
export * from './ms-teams-message.ts';
export * from './chat-message-parts.ts';
export * from './ms-teams-tenant.ts';
export * from './ms-teams-delivery.ts';
