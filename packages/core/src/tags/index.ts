// Exports of the tags area: an organisation's coloured labels on channels.
export * from './tags.ts';
export * from './tag-channels.ts';
