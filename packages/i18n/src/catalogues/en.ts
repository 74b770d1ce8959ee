import { enAccount } from './en-account.ts';
import { enAdmin } from './en-admin.ts';
import { enCollab } from './en-collab.ts';
import { enInsights } from './en-insights.ts';
import { enLists } from './en-lists.ts';
import { enWorkspace } from './en-workspace.ts';
import { enSite } from './en-site.ts';
import { enNotifications } from './en-notifications.ts';
import { enServerTexts } from './en-server-texts.ts';
import { enServerFiles } from './en-server-files.ts';
import { enServerMails } from './en-server-mails.ts';
import { enIntelligence } from './en-intelligence.ts';
import { enTransfer } from './en-transfer.ts';
import { enJobs } from './en-jobs.ts';
import { enConnectors } from './en-connectors.ts';
import { enAccountAccess } from './en-account-access.ts';
import { enGettingIn } from './en-getting-in.ts';
import { enSources } from './en-sources.ts';
import { enRefusals } from './en-refusals.ts';
import { enFigureQuality } from './en-figure-quality.ts';
import { enFigureBasis } from './en-figure-basis.ts';
import { enCategories } from './en-categories.ts';
import { enIdentity } from './en-identity.ts';
import { enWhere } from './en-where.ts';
import { enArtistMemberships } from './en-artist-memberships.ts';
import { enCampaignBoard } from './en-campaign-board.ts';
import { enListForms } from './en-list-forms.ts';
import { enExportFiles } from './en-export-files.ts';
import { enShares } from './en-shares.ts';
import { enNumbers } from './en-numbers.ts';
import { enSlack } from './en-slack.ts';
import { enMsTeams } from './en-ms-teams.ts';
import { enTeams } from './en-teams.ts';
import { enDiscoveryCounts } from './en-discovery-counts.ts';
import { enContentSearch } from './en-content-search.ts';
import { enBlog } from './en-blog.ts';
import { enFeedLists } from './en-feed-lists.ts';
import { enDataTable } from './en-data-table.ts';
import { enForms } from './en-forms.ts';

/**
 * The English catalogue; the source of truth for the key set. Keys are `Namespace.key-name`, the
 * form the product spec uses (e.g. `Common.error-occured`, spelled as in the spec). Split by product area;
 * each area file owns whole namespaces.
 */
export const en = {
  ...enAccount,
  ...enInsights,
  ...enAdmin,
  ...enWorkspace,
  ...enCollab,
  ...enLists,
  ...enSite,
  ...enNotifications,
  ...enServerTexts,
  ...enServerFiles,
  ...enServerMails,
  ...enIntelligence,
  ...enTransfer,
  ...enJobs,
  ...enConnectors,
  ...enAccountAccess,
  ...enGettingIn,
  ...enSources,
  ...enRefusals,
  ...enFigureQuality,
  ...enFigureBasis,
  ...enCategories,
  ...enIdentity,
  ...enWhere,
  ...enArtistMemberships,
  ...enCampaignBoard,
  ...enListForms,
  ...enExportFiles,
  ...enShares,
  ...enNumbers,
  ...enSlack,
  ...enMsTeams,
  ...enTeams,
  ...enDiscoveryCounts,
  ...enContentSearch,
  ...enBlog,
  ...enFeedLists,
  ...enDataTable,
  ...enForms,
} as const;
