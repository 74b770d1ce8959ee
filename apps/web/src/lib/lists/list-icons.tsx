// The list pages' icons live in the design system; this module only keeps the lists' import path stable.
export { DownloadIcon, KanbanIcon, ListIcon, MoreIcon, PencilIcon, PlusIcon } from '@creatorlens/ui';
