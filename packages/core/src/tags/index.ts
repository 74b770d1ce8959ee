// Exports of the tags area: an organisation's coloured labels on channels.
export { listTags, createTag, updateTag, deleteTag, reorderTag } from './tags.ts';
export { getTag, addChannelsToTag, removeChannelFromTag } from './tag-channels.ts';
