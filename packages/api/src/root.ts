import { router } from './trpc.ts';
import { artistRouter } from './routers/artist/index.ts';
import { channelRouter } from './routers/channel/index.ts';
import { chartsRouter } from './routers/charts/index.ts';
import { couponRouter } from './routers/coupon/index.ts';
import { discoveryRouter } from './routers/discovery/index.ts';
import { userRouter } from './routers/user/index.ts';
import { shellRouter } from './routers/shell/index.ts';
import { homeRouter } from './routers/home/index.ts';
import { adminRouter } from './routers/admin/index.ts';
import { licenseTemplateRouter } from './routers/license-template/index.ts';
import { crmFieldRouter } from './routers/crm-field/index.ts';
import { crmValueRouter } from './routers/crm-value/index.ts';
import { commentRouter } from './routers/comment/index.ts';
import { workspaceRouter } from './routers/workspace/index.ts';
import { memberRouter } from './routers/member/index.ts';
import { teamRouter } from './routers/team/index.ts';
import { invitationRouter } from './routers/invitation/index.ts';
import { creditRouter } from './routers/credit/index.ts';
import { outboxRouter } from './routers/outbox/index.ts';
import { campaignRouter } from './routers/campaign/index.ts';
import { watchlistRouter } from './routers/watchlist/index.ts';
import { tagRouter } from './routers/tag/index.ts';
import { newsletterRouter } from './routers/newsletter/index.ts';
import { siteRouter } from './routers/site/index.ts';
import { notificationRouter } from './routers/notification/index.ts';
import { connectorRouter } from './routers/connector/index.ts';
import { intelligenceRouter } from './routers/intelligence/index.ts';
import { brandRouter } from './routers/brand/index.ts';
import { importRouter } from './routers/import/index.ts';
import { exportRouter } from './routers/export/index.ts';
import { jobRouter } from './routers/job/index.ts';
import { identityRouter } from './routers/identity/index.ts';
import { shareRouter } from './routers/share/index.ts';

export const appRouter = router({
  notification: notificationRouter,
  connector: connectorRouter,
  user: userRouter,
  shell: shellRouter,
  home: homeRouter,
  artist: artistRouter,
  channel: channelRouter,
  discovery: discoveryRouter,
  charts: chartsRouter,
  coupon: couponRouter,
  admin: adminRouter,
  licenseTemplate: licenseTemplateRouter,
  crmField: crmFieldRouter,
  crmValue: crmValueRouter,
  comment: commentRouter,
  workspace: workspaceRouter,
  member: memberRouter,
  team: teamRouter,
  invitation: invitationRouter,
  credit: creditRouter,
  outbox: outboxRouter,
  campaign: campaignRouter,
  watchlist: watchlistRouter,
  tag: tagRouter,
  newsletter: newsletterRouter,
  site: siteRouter,
  intelligence: intelligenceRouter,
  brand: brandRouter,
  import: importRouter,
  export: exportRouter,
  job: jobRouter,
  identity: identityRouter,
  share: shareRouter,
});

export type AppRouter = typeof appRouter;
