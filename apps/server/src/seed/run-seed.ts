import { refreshChannelStats, type RefreshChannelStatsResult } from '@creatorlens/core/analytics';
import { refreshCharts, type RefreshChartsResult } from '@creatorlens/core/charts';
import { seedCreatorData, type SeedCreatorDataResult } from '@creatorlens/core/data-quality';
import type { AnalyzeTexts } from '@creatorlens/core/text-analysis';
import type { Database } from '@creatorlens/db';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoWorkspace } from './demo-workspace.ts';
import { refreshIntelligence } from '../jobs/refresh-intelligence.ts';

export interface SeedReport {
  creatorData: SeedCreatorDataResult;
  /** Derived columns and charts, computed only when this run imported creator data. */
  channelStats: RefreshChannelStatsResult | null;
  charts: RefreshChartsResult | null;
  demoAccountsCreated: number;
}

export interface SeedOptions {
  /** undefined: no demo accounts (production without DEMO_ACCOUNTS=on); otherwise the password they get. */
  demoPassword: string | undefined;
}

/** Seeds real creator data (then its derived stats and charts) and the demo accounts; each step skips itself when done. */
export async function runFirstStartSeed(
  { db, analyzeTexts }: { db: Database; analyzeTexts?: AnalyzeTexts },
  options: SeedOptions,
  onProgress?: (message: string) => void,
): Promise<SeedReport> {
  const creatorData = await seedCreatorData(
    { db },
    {
      onProgress: (progress) => onProgress?.(`${progress.step}: ${progress.rows}/${progress.totalRows}`),
    },
  );
  let channelStats: RefreshChannelStatsResult | null = null;
  let charts: RefreshChartsResult | null = null;
  if (creatorData.channels > 0) {
    onProgress?.('refresh:channel-stats: started');
    channelStats = await refreshChannelStats({ db });
    onProgress?.(
      `refresh:channel-stats: ${channelStats.channelsUpdated} channels, ${channelStats.postsUpdated} posts in ${channelStats.milliseconds} ms`,
    );
    onProgress?.('refresh:charts: started');
    charts = await refreshCharts({ db });
    onProgress?.(`refresh:charts: ${charts.entries} entries for ${charts.period} in ${charts.milliseconds} ms`);
    // Signals, bot risk, channel types and post analysis; nobody watches anything yet, so no alerts.
    onProgress?.('refresh:intelligence: started');
    const intelligence = await refreshIntelligence(db, { notify: false, ...(analyzeTexts ? { analyzeTexts } : {}) });
    onProgress?.(
      `refresh:intelligence: ${intelligence.channels} channels, ${intelligence.signals} signals, ${intelligence.byRisk.high} high risk in ${JSON.stringify(intelligence.milliseconds)} ms`,
    );
  }
  if (options.demoPassword === undefined) return { creatorData, channelStats, charts, demoAccountsCreated: 0 };
  const demo = await seedDemoAccounts({ db }, new Date(), options.demoPassword);
  if (demo.created > 0) await seedDemoWorkspace({ db });
  return { creatorData, channelStats, charts, demoAccountsCreated: demo.created };
}
