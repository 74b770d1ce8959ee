/**
 * Brands and coupons from post texts (YouTube descriptions). Reading a text is a domain rule that lives in core
 * (intelligence/text); core hands its reader in as `findOffers`, because db never imports core.
 */
import type { ArtistDraft } from './artists.ts';
import type { ChannelDraft, PostDraft } from './model.ts';
import { isGenericBrandName, slugify } from '@creatorlens/contracts';

/** A code one post offers, with the brand it belongs to, as core's text rules read it. */
export interface OfferCandidate {
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  terms: string;
  validUntil: Date | null;
  brand: { name: string; branch: string | null; color: string; website: string | null } | null;
}

/** Reads the codes a post's text offers; `channelName` lets a code that contains the creator's name through. */
export type FindOffers = (text: string, context: { channelName: string }) => OfferCandidate[];

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

export function buildCoupons(
  posts: Iterable<PostDraft>,
  artistOf: (c: ChannelDraft) => ArtistDraft,
  findOffers: FindOffers,
): { brands: BrandDraft[]; coupons: CouponDraft[] } {
  const brands = new Map<string, BrandDraft>();
  const coupons = new Map<string, CouponDraft>();
  // Oldest posts first, so a code repeated in later videos keeps its first appearance as validFrom/source.
  const ordered = [...posts]
    .filter((p) => p.platform === 'youtube' && p.caption)
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  for (const post of ordered) {
    for (const candidate of findOffers(post.caption ?? '', { channelName: post.channel.name })) {
      let brandSlug: string | null = null;
      // A generic word ("Download", "Shop") is never a brand of the directory, whatever the reader named.
      if (candidate.brand && !isGenericBrandName(candidate.brand.name)) {
        brandSlug = slugify(candidate.brand.name) || null;
        if (brandSlug) {
          const existing = brands.get(brandSlug);
          if (!existing) brands.set(brandSlug, { slug: brandSlug, ...candidate.brand });
          else if (!existing.website && candidate.brand.website) existing.website = candidate.brand.website;
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
