import { router } from '../../trpc.ts';
import { createAnnouncementProcedure } from './create-announcement.ts';
import { deleteGuideProcedure } from './delete-guide.ts';
import { getClientConfigProcedure } from './get-client-config.ts';
import { listAnnouncementsProcedure } from './list-announcements.ts';
import { listGuidesProcedure } from './list-guides.ts';
import { saveGuideProcedure } from './save-guide.ts';

export const notificationRouter = router({
  getClientConfig: getClientConfigProcedure,
  createAnnouncement: createAnnouncementProcedure,
  listAnnouncements: listAnnouncementsProcedure,
  listGuides: listGuidesProcedure,
  saveGuide: saveGuideProcedure,
  deleteGuide: deleteGuideProcedure,
});
