/**
 * A small top1000-social-2022 folder written from code: 25 Instagram and 25 TikTok creators over five months, with the
 * defects a test asks for. The layout and columns are those of packages/db/seed-data/top1000-social-2022 (see its SOURCE.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCsv } from '@creatorlens/db/seed';

export const FIXTURE_MONTHS = ['Jun', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type FixtureMonth = (typeof FIXTURE_MONTHS)[number];
const MONTH_INDEX: Record<FixtureMonth, number> = { Jun: 0, Sep: 3, Oct: 4, Nov: 5, Dec: 6 };

export interface FixtureDefects {
  /** Instagram follower counts of this month multiplied by this factor (0.89: "another meaning"). */
  instagramMonthFactor?: { month: FixtureMonth; factor: number };
  /** TikTok follower counts of this month written in thousands without a suffix (1060.9 for 1,060,900). */
  tiktokMonthInThousands?: FixtureMonth;
  /** Instagram month whose AccountName and Name columns are swapped. */
  instagramSwappedMonth?: FixtureMonth;
  /** Extra Instagram row (Sep) whose handle column holds a display name. */
  displayNameAsHandle?: string;
  /** Display name of creator 0, as the file holds it (mis-decoded text). */
  firstCreatorName?: string;
  /** TikTok creator 0's likes are written as 0 (missing) in every month. */
  missingTiktokLikes?: boolean;
}

const CREATORS = 25;
const abbreviated = (value: number) => (value >= 1e6 ? `${(value / 1e6).toFixed(1)}M` : `${(value / 1e3).toFixed(1)}K`);
export const instagramHandle = (i: number) => `fixture.creator.${i}`;
export const tiktokHandle = (i: number) => `fixture_tok_${i}`;
export const creatorName = (i: number) => `Fixture Creator ${i}`;
/** True followers of creator i in a month: (1 + i/10) million, growing 1 % a month. */
export const followersOf = (i: number, month: FixtureMonth) => Math.round((1 + i / 10) * 1e6 * 1.01 ** MONTH_INDEX[month]);

export async function writeTop1000Fixture(dir: string, defects: FixtureDefects = {}): Promise<void> {
  const root = join(dir, 'top1000-social-2022');
  for (const folder of ['raw-june-2022', 'instagram', 'tiktok', 'youtube']) await mkdir(join(root, folder), { recursive: true });
  const name = (i: number) => (i === 0 && defects.firstCreatorName ? defects.firstCreatorName : creatorName(i));
  for (const month of FIXTURE_MONTHS) {
    const instagram = Array.from({ length: CREATORS }, (_, i) => {
      const factor = defects.instagramMonthFactor?.month === month ? defects.instagramMonthFactor.factor : 1;
      const followers = Math.round(followersOf(i, month) * factor);
      const [handle, display] = defects.instagramSwappedMonth === month ? [name(i), instagramHandle(i)] : [instagramHandle(i), name(i)];
      return { handle, display, followers, engagement: Math.round(followers * 0.02) };
    });
    if (defects.displayNameAsHandle && month === 'Sep')
      instagram.push({
        handle: defects.displayNameAsHandle,
        display: defects.displayNameAsHandle,
        followers: 2_000_000,
        engagement: 40_000,
      });
    const tiktok = Array.from({ length: CREATORS }, (_, i) => {
      const followers = followersOf(i, month);
      const written = defects.tiktokMonthInThousands === month ? (followers / 1000).toFixed(1) : abbreviated(followers);
      return {
        handle: tiktokHandle(i),
        display: `Fixture Tok ${i}`,
        followers,
        written,
        views: 500_000,
        likes: defects.missingTiktokLikes && i === 0 ? 0 : 40_000,
      };
    });
    if (month === 'Jun') {
      await writeFile(
        join(root, 'raw-june-2022/instagram_june_2022.csv'),
        toCsv(
          [
            'Influencer insta name',
            'instagram name',
            'category_1',
            'category_2',
            'Followers',
            'Followers',
            'Views avg.',
            'Likes avg',
            'Likes avg',
            'Comments avg.',
            'Comments avg.',
          ],
          instagram.map((r) => [
            r.handle,
            r.display,
            'Lifestyle',
            '',
            abbreviated(r.followers),
            r.followers,
            'Germany',
            abbreviated(r.engagement),
            r.engagement,
            abbreviated(r.engagement),
            r.engagement,
          ]),
        ),
      );
      await writeFile(
        join(root, 'raw-june-2022/tiktok_june_2022.csv'),
        toCsv(
          [
            'Tiktoker name',
            'Tiktok name',
            'Subscribers count',
            'Subscribers count',
            'Views avg.',
            'Views avg.',
            'Likes avg.',
            'Likes avg.',
            'Comments avg.',
            'Comments avg.',
            'Shares avg.',
            'Shares avg.',
          ],
          tiktok.map((r) => [
            r.handle,
            r.display,
            r.written,
            r.followers,
            abbreviated(r.views),
            r.views,
            r.likes,
            r.likes,
            500,
            500,
            100,
            100,
          ]),
        ),
      );
      await writeFile(
        join(root, 'raw-june-2022/youtube_june_2022.csv'),
        toCsv(
          [
            'youtuber name',
            'channel name',
            'Category',
            'Category',
            'Followers',
            'Followers',
            'Country',
            'Avg. views',
            'Avg. views',
            'Avg. likes',
            'Avg. likes',
            'Avg. comments',
            'Avg. comments',
          ],
          [['Like Nastya', 'Like Nastya', 'Toys', '', '102.4M', 102_400_000, '', '4.4M', 4_400_000, '21.1K', 21_100, '0', 0]],
        ),
      );
      continue;
    }
    await writeFile(
      join(root, `instagram/Instagram_${month}.csv`),
      toCsv(
        ['AccountName', 'Name', 'Category_1', 'Category_2', 'Subscribers', 'Country', 'AuthenticEngagement', 'EngagementAverage'],
        instagram.map((r) => [
          r.handle,
          r.display,
          'Lifestyle',
          '',
          abbreviated(r.followers),
          'Germany',
          abbreviated(r.engagement),
          abbreviated(r.engagement),
        ]),
      ),
    );
    await writeFile(
      join(root, `tiktok/TikTok_${month}.csv`),
      toCsv(
        ['AccountName', 'Name', 'Subscribers', 'Views', 'Likes', 'Comments', 'Shares'],
        tiktok.map((r) => [r.handle, r.display, r.written, abbreviated(r.views), r.likes, 500, 100]),
      ),
    );
    await writeFile(
      join(root, `youtube/Youtube_${month}.csv`),
      toCsv(
        ['AccountName', 'Name', 'Category_1', 'Subscribers', 'Country', 'Views', 'Likes', 'Comments', 'Category_2'],
        [['Like Nastya', 'Like Nastya', 'Toys', '102.4M', '', '4.4M', '21.1K', '0', '']],
      ),
    );
  }
}
