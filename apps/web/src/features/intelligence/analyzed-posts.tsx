import { Link } from '@tanstack/react-router';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ExternalLinkIcon,
  InfoIcon,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import type { ChannelIntelligence } from './intelligence-types.ts';

type BrandedPost = ChannelIntelligence['brandedPosts'][number];
type GiveawayPost = ChannelIntelligence['giveawayPosts'][number];

const isWebLink = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** Giveaway posts and branded posts of a channel, with what the detectors found in each. */
export function AnalyzedPosts({ intelligence }: { intelligence: ChannelIntelligence }) {
  const { t } = useTranslation();
  if (intelligence.postsHidden) return <Alert tone="info">{t('Intelligence.posts-hidden')}</Alert>;
  const { counts } = intelligence;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('Intelligence.branded-title')}</CardTitle>
          <CardDescription>
            {t('Intelligence.branded-description')}{' '}
            {t('Intelligence.branded-counts', { sponsored: counts.sponsored, undisclosed: counts.undisclosed })}
          </CardDescription>
          {counts.notAnalysed ? (
            <p className="text-xs text-muted-foreground" data-testid="not-analysed-posts">
              {t('Intelligence.not-analysed-count', { count: counts.notAnalysed })}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          {intelligence.brandedPosts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('Intelligence.branded-none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" data-testid="branded-posts">
              {intelligence.brandedPosts.map((post) => (
                <BrandedPostItem key={post.id} post={post} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Intelligence.giveaways-title')}</CardTitle>
          <CardDescription>{t('Intelligence.giveaways-count', { count: counts.giveaways })}</CardDescription>
        </CardHeader>
        <CardContent>
          {intelligence.giveawayPosts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('Intelligence.giveaways-none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {intelligence.giveawayPosts.map((post) => (
                <GiveawayPostItem key={post.id} post={post} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PostHead({ post }: { post: { title: string | null; caption: string | null; url: string | null; publishedAt: number } }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <p className="line-clamp-3 text-sm [overflow-wrap:anywhere]">{post.title ?? post.caption ?? t('Common.not-available')}</p>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <time dateTime={new Date(post.publishedAt).toISOString()}>{format.date(post.publishedAt)}</time>
        {isWebLink(post.url) && (
          <a
            href={post.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={cn('inline-flex items-center gap-1 rounded font-medium text-primary hover:underline', focusRing)}
          >
            {t('Intelligence.open-post')}
            <ExternalLinkIcon size={12} />
          </a>
        )}
      </div>
    </>
  );
}

function BrandedPostItem({ post }: { post: BrandedPost }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-1.5">
        {post.isSponsored && <Badge tone="grass">{t('Intelligence.sponsored')}</Badge>}
        {post.isUndisclosedAd && <UndisclosedAdFlag />}
        {post.brands.map((brand) => (
          <Link
            key={brand.id}
            to="/brand/$brandSlug"
            params={{ brandSlug: brand.slug }}
            aria-label={t('Brands.view-brand', { name: brand.name })}
            className={cn('rounded-full', focusRing)}
          >
            <Badge tone="primary" className="hover:underline">
              {brand.color && <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: brand.color }} />}
              {brand.name}
            </Badge>
          </Link>
        ))}
      </div>
      <PostHead post={post} />
      {post.disclosureMarkers.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('Intelligence.disclosure-markers', { markers: post.disclosureMarkers.join(', ') })}
        </p>
      )}
      {post.links.length > 0 && (
        <ul aria-label={t('Intelligence.links')} className="flex flex-col gap-0.5 text-xs">
          {post.links.map((link) => (
            <li key={link.url} className="truncate text-muted-foreground">
              <span className="font-medium">{t('Intelligence.link-kind', { kind: link.kind })}:</span> {link.url}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The "undisclosed ad?" flag with its explanation in a popover (keyboard: Tab to it, Enter to open, Esc to close). */
function UndisclosedAdFlag() {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`${t('Intelligence.undisclosed-ad')} ${t('Intelligence.undisclosed-ad-explain')}`}
          className={cn('rounded-full', focusRing)}
        >
          <Badge tone="critical">
            {t('Intelligence.undisclosed-ad')}
            <InfoIcon size={12} aria-hidden />
          </Badge>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[min(20rem,calc(100vw-24px))] rounded-xl border border-border bg-surface p-3 text-sm shadow-lg outline-none"
        >
          {t('Intelligence.undisclosed-ad-help')}
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function GiveawayPostItem({ post }: { post: GiveawayPost }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <PostHead post={post} />
      {post.giveawayMarkers.length > 0 && (
        <p className="text-xs text-muted-foreground">{t('Intelligence.giveaway-markers', { markers: post.giveawayMarkers.join(', ') })}</p>
      )}
    </li>
  );
}
