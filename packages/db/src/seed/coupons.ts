/** Brands and coupons from post texts (YouTube descriptions), via the pure rules in extract-coupons.ts. */
import type { ArtistDraft } from './artists.ts';
import { brandColor, guessBranch } from './brand-dictionary.ts';
import { extractCoupons } from './extract-coupons.ts';
import type { ChannelDraft, PostDraft } from './model.ts';
import { slugify } from '@creatorlens/contracts';

export interface BrandDraft {
  slug: string;
  name: string;
  branch: string | null;
  color: string;
  website: string | null;
}

export interface CouponDraft {
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  terms: string;
  validFrom: Date;
  validUntil: Date | null;
  brandSlug: string | null;
  artist: ArtistDraft;
  post: PostDraft;
}

export function buildCoupons(posts: Iterable<PostDraft>, artistOf: (c: ChannelDraft) => ArtistDraft): { brands: BrandDraft[]; coupons: CouponDraft[] } {
  const brands = new Map<string, BrandDraft>();
  const coupons = new Map<string, CouponDraft>();
  // Oldest posts first, so a code repeated in later videos keeps its first appearance as validFrom/source.
  const ordered = [...posts].filter((p) => p.platform === 'youtube' && p.caption).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  for (const post of ordered) {
    for (const candidate of extractCoupons(post.caption, { channelName: post.channel.name })) {
      let brandSlug: string | null = null;
      if (candidate.brand) {
        brandSlug = slugify(candidate.brand) || null;
        if (brandSlug) {
          const existing = brands.get(brandSlug);
          if (!existing) {
            brands.set(brandSlug, {
              slug: brandSlug,
              name: candidate.brand,
              branch: guessBranch(candidate.brand, candidate.brandWebsite),
              color: brandColor(candidate.brand),
              website: candidate.brandWebsite,
            });
          } else if (!existing.website && candidate.brandWebsite) existing.website = candidate.brandWebsite;
        }
      }
      const artist = artistOf(post.channel);
      const key = `${candidate.code.toLowerCase()}|${brandSlug ?? ''}|${artist.slug}`;
      if (coupons.has(key)) continue;
      coupons.set(key, {
        code: candidate.code,
        discount: candidate.discount,
        discountPercent: candidate.discountPercent,
        url: candidate.url,
        terms: candidate.terms,
        validFrom: post.publishedAt,
        validUntil: candidate.validUntil,
        brandSlug,
        artist,
        post,
      });
    }
  }
  return { brands: [...brands.values()], coupons: [...coupons.values()] };
}
