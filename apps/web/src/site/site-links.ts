import type { TranslationKey } from './translation-key.ts';

export interface SiteLink {
  to: string;
  hash?: string;
  label: TranslationKey;
  hint?: TranslationKey;
}

/** The /features/<key> and /solutions/<key> pages that exist; any other key is a 404 (server-rendered or not). */
export const FEATURE_PAGE_KEYS = [
  'instagram',
  'tiktok',
  'youtube',
  'twitch',
  'discovery',
  'analytics',
  'content',
  'branded-content',
  'campaigns',
] as const;
export const SOLUTION_PAGE_KEYS = ['brands', 'agencies'] as const;

export const PLATFORM_LINKS: SiteLink[] = [
  { to: '/features/instagram', label: 'Site.platform-instagram', hint: 'Site.platform-instagram-hint' },
  { to: '/features/tiktok', label: 'Site.platform-tiktok', hint: 'Site.platform-tiktok-hint' },
  { to: '/features/youtube', label: 'Site.platform-youtube', hint: 'Site.platform-youtube-hint' },
  { to: '/features/twitch', label: 'Site.platform-twitch', hint: 'Site.platform-twitch-hint' },
];

export const USE_CASE_LINKS: SiteLink[] = [
  { to: '/features/discovery', label: 'Site.use-discovery', hint: 'Site.use-discovery-hint' },
  { to: '/features/analytics', label: 'Site.use-analytics', hint: 'Site.use-analytics-hint' },
  { to: '/features/content', label: 'Site.use-content', hint: 'Site.use-content-hint' },
  { to: '/features/branded-content', label: 'Site.use-branded-content', hint: 'Site.use-branded-content-hint' },
  { to: '/features/campaigns', label: 'Site.use-campaigns', hint: 'Site.use-campaigns-hint' },
];

/** The /features anchors, in page order (the spec fixes the German anchor names). */
export const FEATURE_ANCHORS = ['kanaltypen', 'audience', 'botting', 'gewinnspiele', 'teamwork', 'benchmarking'] as const;

export const FEATURE_LINKS: SiteLink[] = FEATURE_ANCHORS.map((anchor) => ({
  to: '/features',
  hash: anchor,
  label: `Site.feature-${anchor}` as TranslationKey,
}));

export const SOLUTION_LINKS: SiteLink[] = [
  { to: '/solutions/brands', label: 'Site.solution-brands', hint: 'Site.solution-brands-hint' },
  { to: '/solutions/agencies', label: 'Site.solution-agencies', hint: 'Site.solution-agencies-hint' },
];

export const COMPANY_LINKS: SiteLink[] = [
  { to: '/pricing', label: 'Site.pricing' },
  { to: '/newsletter', label: 'Site.newsletter' },
  { to: '/jobs', label: 'Site.jobs' },
  { to: '/imprint', label: 'Site.imprint' },
  { to: '/privacy', label: 'Site.privacy' },
  { to: '/terms', label: 'Site.terms' },
];

/**
 * Social profiles of the operator (LinkedIn, XING, Instagram, YouTube, TikTok). Every installation has its own, so
 * they come from the build configuration (VITE_SOCIAL_*_URL); a profile that is not configured is not shown.
 */
const SOCIAL_CANDIDATES = [
  { key: 'linkedin', label: 'Site.social-linkedin', url: import.meta.env.VITE_SOCIAL_LINKEDIN_URL },
  { key: 'xing', label: 'Site.social-xing', url: import.meta.env.VITE_SOCIAL_XING_URL },
  { key: 'instagram', label: 'Site.social-instagram', url: import.meta.env.VITE_SOCIAL_INSTAGRAM_URL },
  { key: 'youtube', label: 'Site.social-youtube', url: import.meta.env.VITE_SOCIAL_YOUTUBE_URL },
  { key: 'tiktok', label: 'Site.social-tiktok', url: import.meta.env.VITE_SOCIAL_TIKTOK_URL },
] as const satisfies readonly { key: string; label: TranslationKey; url: string | undefined }[];

export type SocialKey = (typeof SOCIAL_CANDIDATES)[number]['key'];

export const SOCIAL_LINKS = SOCIAL_CANDIDATES.filter((link): link is (typeof SOCIAL_CANDIDATES)[number] & { url: string } =>
  Boolean(link.url),
);
