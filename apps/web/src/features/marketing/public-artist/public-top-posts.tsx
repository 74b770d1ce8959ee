import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '@creatorlens/ui';
import { PostsUpToNote } from '../../../lib/freshness.tsx';
import { useFormatters } from '../../../lib/i18n.ts';
import type { PublicChannel } from './public-artist-types.ts';

/**
 * The channel's three best posts by views (likes where views are unknown), linking to the platform, under the date of
 * the newest known post: posts carry their own dates, apart from the day the channel's figures were observed.
 */
export function PublicTopPosts({ channel }: { channel: PublicChannel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={t('SiteArtist.top-posts')}>
      <div className="flex flex-col gap-0.5">
        <h3 className="text-sm font-semibold">{t('SiteArtist.top-posts')}</h3>
        <PostsUpToNote postsUpTo={channel.postsUpTo} postsSource={channel.postsSource} />
      </div>
      {channel.topPosts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('SiteArtist.top-posts-empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {channel.topPosts.map((post, index) => {
            const title = post.title?.trim() || t('SiteArtist.post-untitled');
            const figures = [
              post.views === null ? null : t('SiteArtist.post-views', { count: post.views, formatted: format.number(post.views) }),
              post.likes === null ? null : t('SiteArtist.post-likes', { count: post.likes, formatted: format.number(post.likes) }),
              format.date(post.publishedAt),
            ].filter(Boolean);
            return (
              <li key={`${post.publishedAt}-${index}`} className="rounded-lg border border-border px-3 py-2">
                {post.url ? (
                  <a
                    href={post.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="group flex items-start gap-1.5 text-sm font-medium hover:text-primary"
                  >
                    <span className="line-clamp-2 break-words">{title}</span>
                    <ExternalLinkIcon size={14} aria-hidden className="mt-0.5 shrink-0 text-muted-foreground group-hover:text-primary" />
                    <span className="sr-only">{t('Site.opens-new-tab')}</span>
                  </a>
                ) : (
                  <p className="line-clamp-2 break-words text-sm font-medium">{title}</p>
                )}
                <p className="mt-1 text-xs text-muted-foreground tabular-nums">{figures.join(' · ')}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
