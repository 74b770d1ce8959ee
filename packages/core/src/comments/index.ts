// Exports of the comments area: comments with @mentions on artists, channels and campaigns.
export { requireCollaborationSubject } from './subjects.ts';
export { listComments, COMMENT_PAGE_SIZE, COMMENT_MAX_PAGE_SIZE } from './list-comments.ts';
export { listMentionableMembers, MENTIONABLE_LIMIT, MENTIONABLE_MAX_LIMIT } from './list-mentionable.ts';
export { createComment, updateComment, deleteComment } from './write-comments.ts';
