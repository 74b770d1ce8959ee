import { useTranslation } from 'react-i18next';
import { Alert, Card, ExternalLinkIcon, cn, focusRing } from '@creatorlens/ui';
import { PostsUpToNote } from '../../lib/freshness.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import type { Analytics } from './channel-analytics.tsx';

/**
 * The channel's best posts, with the posts' own date ("posts up to …") beside the heading: a channel's posts can be
 * newer or older than the day its figures were observed, so they are never dated by the figures' as-of date.
 */
export function TopPosts({
  posts,
  isHidden,
  postsUpTo,
  postsSource,
}: {
  posts: Analytics['topPosts'];
  isHidden: boolean;
  postsUpTo: number | null;
  postsSource: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('Common.not-available');
  return (
    <section aria-labelledby="top-posts" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="top-posts" className="text-base font-semibold tracking-tight">
          {t('Analytics.top-posts')}
        </h3>
        {!isHidden && <PostsUpToNote postsUpTo={postsUpTo} postsSource={postsSource} />}
      </div>
      {isHidden ? (
        <Alert tone="info">{t('Analytics.posts-hidden')}</Alert>
      ) : posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {t('Analytics.no-posts')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <Card className="flex h-full flex-col gap-2 p-4">
                <p className="line-clamp-3 text-sm">{post.title ?? post.caption ?? none}</p>
                <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-2 pt-2 text-xs">
                  <div>
                    <dt className="text-muted-foreground">{t('Metrics.views')}</dt>
                    <dd className="font-semibold tabular-nums">{post.views === null ? none : format.number(post.views)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('Metrics.likes')}</dt>
                    <dd className="font-semibold tabular-nums">{post.likes === null ? none : format.number(post.likes)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('Metrics.comments')}</dt>
                    <dd className="font-semibold tabular-nums">{post.comments === null ? none : format.number(post.comments)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('Metrics.engagement')}</dt>
                    <dd className="font-semibold tabular-nums">
                      {post.engagementRate === null ? none : format.percent(post.engagementRate)}
                    </dd>
                  </div>
                </dl>
                <div className="flex items-center justify-between border-t border-border pt-2 text-xs text-muted-foreground">
                  <time dateTime={new Date(post.publishedAt).toISOString()}>{format.date(post.publishedAt)}</time>
                  {post.url && /^https?:\/\//i.test(post.url) && (
                    <a
                      href={post.url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className={cn('inline-flex items-center gap-1 rounded font-medium text-primary hover:underline', focusRing)}
                    >
                      {t('Content.open-post')}
                      <ExternalLinkIcon size={12} />
                    </a>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
