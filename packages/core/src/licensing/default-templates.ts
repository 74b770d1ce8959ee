import { DISCOVERY_PLATFORMS } from '@creatorlens/contracts';
import type { LicenseConstraints } from '@creatorlens/db';

interface LicenseTemplateDefinition {
  key: string;
  name: string;
  durationDays: number;
  priceMonthlyCents: number;
  isTrial: boolean;
  isPublic: boolean;
  sortOrder: number;
  constraints: LicenseConstraints;
}

/** The platforms the product offers plans for; Snapchat data can exist on channels but no plan sells reading it. */
export const PLAN_PLATFORMS = DISCOVERY_PLATFORMS;
const ALL_FOUR = PLAN_PLATFORMS;

/** The plans a fresh installation offers; admins can add more later. */
export const DEFAULT_LICENSE_TEMPLATES: LicenseTemplateDefinition[] = [
  {
    key: 'trial',
    name: 'Trial',
    durationDays: 14,
    priceMonthlyCents: 0,
    isTrial: true,
    isPublic: true,
    sortOrder: 0,
    constraints: { maxChannelsPerManualWatchlist: 25, readablePlatforms: [...ALL_FOUR], seats: 2, monthlyCredits: 50 },
  },
  {
    key: 'starter',
    name: 'Starter',
    durationDays: 365,
    priceMonthlyCents: 14900,
    isTrial: false,
    isPublic: true,
    sortOrder: 1,
    constraints: { maxChannelsPerManualWatchlist: 100, readablePlatforms: ['instagram', 'tiktok'], seats: 3, monthlyCredits: 200 },
  },
  {
    key: 'professional',
    name: 'Professional',
    durationDays: 365,
    priceMonthlyCents: 44900,
    isTrial: false,
    isPublic: true,
    sortOrder: 2,
    constraints: { maxChannelsPerManualWatchlist: 500, readablePlatforms: [...ALL_FOUR], seats: 10, monthlyCredits: 1000 },
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    durationDays: 365,
    priceMonthlyCents: 0,
    isTrial: false,
    isPublic: true,
    sortOrder: 3,
    constraints: {
      maxChannelsPerManualWatchlist: 5000,
      readablePlatforms: [...ALL_FOUR],
      seats: 100,
      monthlyCredits: 10000,
    },
  },
];

export const DEFAULT_ACCOUNT_MANAGER = {
  name: 'Lena Hoffmann',
  email: 'accounts@creatorlens.example',
  image: null,
} as const;
