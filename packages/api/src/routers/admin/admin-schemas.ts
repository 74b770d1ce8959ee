import { z } from 'zod';
import {
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_SLUG_MAX_LENGTH,
  ORGANIZATION_SLUG_MIN_LENGTH,
  ORGANIZATION_SLUG_PATTERN,
} from '@creatorlens/contracts/accounts';

/** Shared by the admin procedures: ids, paging and the organisation/licence shapes they answer with. */
export const entityId = (field: string) => z.string().trim().min(1, `${field} is required`).max(100, `${field} is too long`);
export const uuidId = (field: string) => z.uuid({ message: `${field} must be a UUID` });

export const pagingInput = {
  page: z.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100, 'pageSize is at most 100').default(20),
};
export const searchInput = z.string().trim().max(100, 'search has at most 100 characters').optional();

export const pageOutput = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const userRoleSchema = z.enum(['user', 'admin']);
export const orgRoleSchema = z.enum(['owner', 'admin', 'member']);

export const licenseSummaryOutput = z.object({
  name: z.string(),
  /** Epoch milliseconds. */
  validUntil: z.number(),
  isExpired: z.boolean(),
});

export const organizationNameInput = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(ORGANIZATION_NAME_MAX_LENGTH, `name has at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`);
export const organizationSlugInput = z
  .string()
  .trim()
  .min(ORGANIZATION_SLUG_MIN_LENGTH, `slug has at least ${ORGANIZATION_SLUG_MIN_LENGTH} characters`)
  .max(ORGANIZATION_SLUG_MAX_LENGTH, `slug has at most ${ORGANIZATION_SLUG_MAX_LENGTH} characters`)
  .regex(ORGANIZATION_SLUG_PATTERN, 'slug may contain lower-case letters, digits and single hyphens');
