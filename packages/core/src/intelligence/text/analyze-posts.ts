/**
 * Runs the post-text detectors over stored posts and writes what they found: post_analysis (one row per post),
 * post_brand links, and extracted coupons. Batched by post id, one transaction per batch, so a large run never holds
 * one long transaction and a rerun simply overwrites (idempotent). The detectors run through the injected analyser
 * (text-analyzer.ts): the server's runs them in a worker thread, and a text it gives up on is stored as not analysed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { executeCount, selectRows } from '@creatorlens/db/sql-result';
import { AppError } from '../../errors.ts';
import { sponsorEvidenceTexts, type PostTextAnalysis } from './analyze-post-text.ts';
import { brandKey } from './brands.ts';
import { ensureBrands, loadBrandIndex, removeGenericBrands, type BrandIndex } from './brand-rows.ts';
import { expireStaleCoupons, storeCoupons, type FoundCoupon } from './store-coupons.ts';
import { analyzeTextsInProcess, type AnalyzeTexts, type NotAnalysedReason } from './text-analyzer.ts';

export interface AnalyzePostsInput {
  postIds?: string[];
  channelIds?: string[];
}

export interface AnalyzePostsResult {
  analysed: number;
  sponsored: number;
  giveaways: number;
  undisclosed: number;
  /** Coupon codes found in the analysed posts (new and already known). */
  coupons: number;
  /** Posts the analyser gave up on (over the time budget, or failed), stored as not analysed; absent when none. */
  notAnalysed?: number;
}

const BATCH_SIZE = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PostRow {
  id: string;
  title: string | null;
  caption: string | null;
  hashtags: string[] | null;
  published_at: string | Date;
  channel_name: string | null;
  platform: string;
  artist_id: string | null;
}

/** The text the detectors read: title, caption and the hashtags (stored without "#"). */
function postText(row: Pick<PostRow, 'title' | 'caption' | 'hashtags'>): string {
  const tags = (row.hashtags ?? []).map((t) => (t.startsWith('#') ? t : `#${t}`)).join(' ');
  return [row.title, row.caption, tags].filter((part) => part && part.trim()).join('\n');
}

const jsonIds = (ids: readonly string[]) => JSON.stringify(ids);

async function readBatch(db: Database, input: AnalyzePostsInput, after: string | null): Promise<PostRow[]> {
  const filters = [sql`true`];
  if (after) filters.push(sql`p.id > ${after}::uuid`);
  if (input.postIds) filters.push(sql`p.id in (select value::uuid from json_array_elements_text(${jsonIds(input.postIds)}::json))`);
  if (input.channelIds)
    filters.push(sql`p.channel_id in (select value::uuid from json_array_elements_text(${jsonIds(input.channelIds)}::json))`);
  return selectRows<PostRow>(
    db,
    sql`select p.id, p.title, p.caption, p.hashtags, p.published_at, c.name as channel_name, p.platform, c.artist_id
        from post p join channel c on c.id = p.channel_id
        where ${sql.join(filters, sql` and `)}
        order by p.id limit ${BATCH_SIZE}`,
  );
}

/** Brand rows each post links to, strongest kind per brand: coupon, then disclosure (a named sponsor), then mention. */
function brandLinks(postId: string, analysis: PostTextAnalysis, index: BrandIndex): { post_id: string; brand_id: string; kind: string }[] {
  const kinds = new Map<string, string>();
  for (const coupon of analysis.coupons) {
    const id = coupon.brand ? index.idByKey.get(brandKey(coupon.brand)) : undefined;
    if (id) kinds.set(id, 'coupon');
  }
  const sponsorKeys = new Set(analysis.sponsors.map(brandKey));
  const labelled = analysis.sponsorEvidence.some((e) => e.kind !== 'brand-code' && e.kind !== 'offer-link');
  for (const name of analysis.brands) {
    const id = name.startsWith('@') ? undefined : index.idByKey.get(brandKey(name));
    // 'disclosure' only for a sponsor the evidence names, or any brand of a post labelled as paid; else a mention.
    if (id && !kinds.has(id)) kinds.set(id, sponsorKeys.has(brandKey(name)) || labelled ? 'disclosure' : 'mention');
  }
  return [...kinds].map(([brand_id, kind]) => ({ post_id: postId, brand_id, kind }));
}

async function writeBatch(
  db: Database,
  analyzeTexts: AnalyzeTexts,
  rows: PostRow[],
  index: BrandIndex,
  result: AnalyzePostsResult,
): Promise<void> {
  const outcomes = await analyzeTexts({
    brands: index.brands,
    texts: rows.map((row) => ({
      text: postText(row),
      options: { platform: row.platform, ...(row.channel_name ? { channelName: row.channel_name } : {}) },
    })),
  });
  const analysed: { row: PostRow; analysis: PostTextAnalysis }[] = [];
  const notAnalysed: { row: PostRow; reason: NotAnalysedReason }[] = [];
  rows.forEach((row, i) => {
    const outcome = outcomes[i];
    if (outcome && 'analysis' in outcome) analysed.push({ row, analysis: outcome.analysis });
    else notAnalysed.push({ row, reason: outcome?.notAnalysed ?? 'failed' });
  });
  await db.transaction(async (tx) => {
    await ensureBrands(
      tx,
      index,
      analysed.flatMap(({ analysis }) => analysis.coupons.flatMap((c) => (c.brand ? [c.brand] : []))),
    );
    const analysisRows = [
      ...analysed.map(({ row, analysis }) => ({
        post_id: row.id,
        is_sponsored: analysis.isSponsored,
        // What the user is shown as the reason: every piece of sponsor evidence as written ("Werbung", "NICO (Prozis)").
        disclosure_markers: sponsorEvidenceTexts(analysis),
        is_giveaway: analysis.isGiveaway,
        giveaway_markers: analysis.giveawayMarkers,
        is_undisclosed_ad: analysis.isUndisclosedAd,
        links: analysis.links,
        brand_mentions: analysis.brands,
        not_analyzed_reason: null,
      })),
      // Stored, so the post reads "not analysed" (not "nothing found") and the next refresh tries it once more.
      ...notAnalysed.map(({ row, reason }) => ({
        post_id: row.id,
        is_sponsored: false,
        disclosure_markers: [],
        is_giveaway: false,
        giveaway_markers: [],
        is_undisclosed_ad: false,
        links: [],
        brand_mentions: [],
        not_analyzed_reason: reason,
      })),
    ];
    await executeCount(
      tx,
      sql`insert into post_analysis (post_id, is_sponsored, disclosure_markers, is_giveaway, giveaway_markers, is_undisclosed_ad, links, brand_mentions,
            not_analyzed_reason, analyzed_at)
          select r.post_id, r.is_sponsored,
                 array(select jsonb_array_elements_text(r.disclosure_markers)), r.is_giveaway,
                 array(select jsonb_array_elements_text(r.giveaway_markers)), r.is_undisclosed_ad, r.links,
                 array(select jsonb_array_elements_text(r.brand_mentions)), r.not_analyzed_reason, now()
          from jsonb_to_recordset(${JSON.stringify(analysisRows)}::jsonb) as r(post_id uuid, is_sponsored boolean, disclosure_markers jsonb,
                 is_giveaway boolean, giveaway_markers jsonb, is_undisclosed_ad boolean, links jsonb, brand_mentions jsonb, not_analyzed_reason text)
          on conflict (post_id) do update set is_sponsored = excluded.is_sponsored, disclosure_markers = excluded.disclosure_markers,
            is_giveaway = excluded.is_giveaway, giveaway_markers = excluded.giveaway_markers, is_undisclosed_ad = excluded.is_undisclosed_ad,
            links = excluded.links, brand_mentions = excluded.brand_mentions, not_analyzed_reason = excluded.not_analyzed_reason,
            analyzed_at = excluded.analyzed_at`,
    );
    // Mentions and disclosures are rederived from the text; coupon links may also come from curated coupons, so they stay.
    const ids = jsonIds(rows.map((r) => r.id));
    await executeCount(
      tx,
      sql`delete from post_brand where kind <> 'coupon' and post_id in (select value::uuid from json_array_elements_text(${ids}::json))`,
    );
    const links = analysed.flatMap(({ row, analysis }) => brandLinks(row.id, analysis, index));
    if (links.length > 0) {
      await executeCount(
        tx,
        sql`insert into post_brand (post_id, brand_id, kind)
            select post_id, brand_id, kind from json_to_recordset(${JSON.stringify(links)}::json) as l(post_id uuid, brand_id uuid, kind text)
            on conflict (post_id, brand_id) do update set kind = case when post_brand.kind = 'coupon' then 'coupon' else excluded.kind end`,
      );
    }
    const found: FoundCoupon[] = analysed.flatMap(({ row, analysis }) =>
      analysis.coupons.map((c) => ({
        code: c.code,
        discount: c.discount,
        discountPercent: c.discountPercent,
        url: c.url,
        brandId: c.brand ? (index.idByKey.get(brandKey(c.brand)) ?? null) : null,
        artistId: row.artist_id,
        postId: row.id,
        publishedAt: new Date(row.published_at),
      })),
    );
    await storeCoupons(tx, found);
  });
  for (const { analysis } of analysed) {
    result.analysed += 1;
    if (analysis.isSponsored) result.sponsored += 1;
    if (analysis.isGiveaway) result.giveaways += 1;
    if (analysis.isUndisclosedAd) result.undisclosed += 1;
    result.coupons += analysis.coupons.length;
  }
  if (notAnalysed.length > 0) result.notAnalysed = (result.notAnalysed ?? 0) + notAnalysed.length;
}

/**
 * Analyses the given posts (or every post of the given channels, or all posts) and stores the findings; extracted
 * codes that no post carried for COUPON_EXPIRY_DAYS expire. System job: callers check permissions before. Without an
 * analyser the detectors run on this thread, which only tests and benches may do with texts creators wrote.
 */
export async function analyzePosts(
  { db, analyzeTexts = analyzeTextsInProcess }: { db: Database; analyzeTexts?: AnalyzeTexts },
  input: AnalyzePostsInput = {},
  now: Date = new Date(),
): Promise<AnalyzePostsResult> {
  const result: AnalyzePostsResult = { analysed: 0, sponsored: 0, giveaways: 0, undisclosed: 0, coupons: 0 };
  if ((input.postIds && input.postIds.length === 0) || (input.channelIds && input.channelIds.length === 0)) return result;
  const invalid = [...(input.postIds ?? []), ...(input.channelIds ?? [])].find((id) => !UUID.test(id));
  if (invalid) throw new AppError('VALIDATION', `"${invalid}" is not a post or channel id.`);
  await removeGenericBrands(db);
  const index = await loadBrandIndex(db);
  let after: string | null = null;
  for (;;) {
    const rows = await readBatch(db, input, after);
    if (rows.length === 0) break;
    await writeBatch(db, analyzeTexts, rows, index, result);
    after = rows.at(-1)!.id;
    if (rows.length < BATCH_SIZE) break;
  }
  await expireStaleCoupons(db, now);
  return result;
}
