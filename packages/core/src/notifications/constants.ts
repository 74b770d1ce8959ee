/**
 * Fixed ids of the notification channels. Knock's clients expect UUIDs; keeping them constant means a deployment
 * can switch to Knock's cloud by configuring the same ids there.
 */
export const FEED_CHANNEL_ID = '6c1f3d2a-8e4b-4f7a-9c2d-0b5e8a7f6d31';
export const GUIDE_CHANNEL_ID = '9d2e4f6a-1b3c-4d5e-8f7a-2c4e6a8b0d42';
/** The publishable key the browser sends; it grants nothing without a signed user token. */
export const NOTIFY_PUBLIC_KEY = 'pk_creatorlens';
export const DEFAULT_PREFERENCE_SET = 'default';
export const FEED_PAGE_SIZE = 50;
/** The PostgreSQL NOTIFY channel realtime fan-out listens on (same name on PGlite and PostgreSQL). */
export const NOTIFY_EVENTS_CHANNEL = 'creatorlens_notify';
export const SLACK_CHANNEL_ID = '3b7e1c9a-5d2f-4e8a-b6c4-7f1a2d3e4b53';
export const MS_TEAMS_CHANNEL_ID = '8a4c2e6f-0b1d-4c3e-9f5a-6d7e8f9a0b64';
