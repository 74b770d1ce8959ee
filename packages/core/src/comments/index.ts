// Exports of the comments area: comments with @mentions on artists, channels and campaigns.
export * from './mentions.ts';
export * from './subjects.ts';
export * from './comment-view.ts';
export * from './list-comments.ts';
export * from './list-mentionable.ts';
export * from './write-comments.ts';
