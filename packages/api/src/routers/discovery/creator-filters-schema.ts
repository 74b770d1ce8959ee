import { z } from 'zod';
import { DISCOVERY_PLATFORMS } from '@creatorlens/contracts';

// The creator filter itself is declared once in contracts (creator-filter.ts: creatorFilterInputFields,
// creatorFilterSchema, storedCreatorFilterSchema); only the platform, which sits beside it, is said here.
export const discoveryPlatformSchema = z.enum(DISCOVERY_PLATFORMS);
