// Exports of the channels area; the licence rules every channel read applies (channel-access.ts) stay inside core.
export { getChannelsByIds } from './get-channels-by-ids.ts';
