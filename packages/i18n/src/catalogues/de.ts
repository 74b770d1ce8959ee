import type { Catalogue } from './types.ts';
import { deAccount } from './de-account.ts';
import { deAdmin } from './de-admin.ts';
import { deCollab } from './de-collab.ts';
import { deInsights } from './de-insights.ts';
import { deLists } from './de-lists.ts';
import { deWorkspace } from './de-workspace.ts';
import { deSite } from './de-site.ts';
import { deNotifications } from './de-notifications.ts';
import { deServerTexts } from './de-server-texts.ts';
import { deServerFiles } from './de-server-files.ts';
import { deServerMails } from './de-server-mails.ts';
import { deIntelligence } from './de-intelligence.ts';
import { deTransfer } from './de-transfer.ts';
import { deJobs } from './de-jobs.ts';
import { deConnectors } from './de-connectors.ts';
import { deAccountAccess } from './de-account-access.ts';
import { deGettingIn } from './de-getting-in.ts';
import { deSources } from './de-sources.ts';
import { deRefusals } from './de-refusals.ts';
import { deFigureQuality } from './de-figure-quality.ts';
import { deFigureBasis } from './de-figure-basis.ts';
import { deCategories } from './de-categories.ts';
import { deIdentity } from './de-identity.ts';
import { deWhere } from './de-where.ts';
import { deArtistMemberships } from './de-artist-memberships.ts';
import { deCampaignBoard } from './de-campaign-board.ts';
import { deListForms } from './de-list-forms.ts';
import { deExportFiles } from './de-export-files.ts';
import { deShares } from './de-shares.ts';
import { deNumbers } from './de-numbers.ts';
import { deSlack } from './de-slack.ts';
import { deMsTeams } from './de-ms-teams.ts';
import { deTeams } from './de-teams.ts';
import { deDiscoveryCounts } from './de-discovery-counts.ts';
import { deContentSearch } from './de-content-search.ts';
import { deBlog } from './de-blog.ts';
import { deFeedLists } from './de-feed-lists.ts';
import { deDataTable } from './de-data-table.ts';
import { deForms } from './de-forms.ts';

/** The German catalogue. Formal address (Sie), as German B2B customers expect. */
export const de: Catalogue = {
  ...deAccount,
  ...deInsights,
  ...deAdmin,
  ...deWorkspace,
  ...deCollab,
  ...deLists,
  ...deSite,
  ...deNotifications,
  ...deServerTexts,
  ...deServerFiles,
  ...deServerMails,
  ...deIntelligence,
  ...deTransfer,
  ...deJobs,
  ...deConnectors,
  ...deAccountAccess,
  ...deGettingIn,
  ...deSources,
  ...deRefusals,
  ...deFigureQuality,
  ...deFigureBasis,
  ...deCategories,
  ...deIdentity,
  ...deWhere,
  ...deArtistMemberships,
  ...deCampaignBoard,
  ...deListForms,
  ...deExportFiles,
  ...deShares,
  ...deNumbers,
  ...deSlack,
  ...deMsTeams,
  ...deTeams,
  ...deDiscoveryCounts,
  ...deContentSearch,
  ...deBlog,
  ...deFeedLists,
  ...deDataTable,
  ...deForms,
};
