import { z } from 'zod';
import { organizationNameSchema, organizationSlugSchema } from '@creatorlens/contracts';

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

/** An organisation's name and slug, declared once in contracts (the admin forms check the same schemas). */
export const organizationNameInput = organizationNameSchema;
export const organizationSlugInput = organizationSlugSchema;
