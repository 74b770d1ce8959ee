import * as z from 'zod/mini';

/** The longest agency name a shortlist PDF prints in its header and footer. */
export const AGENCY_NAME_MAX_LENGTH = 120;

/** The agency name of a shortlist PDF: trimmed, at most AGENCY_NAME_MAX_LENGTH characters; empty means the organisation's. */
export const agencyNameSchema = z.string().check(z.trim(), z.maxLength(AGENCY_NAME_MAX_LENGTH));

/** The choices of the shortlist dialog the export procedure takes as they are (the logo file is checked apart). */
export const shortlistFormSchema = z.object({
  isWhiteLabel: z.boolean(),
  agencyName: agencyNameSchema,
  useOrganizationLogo: z.boolean(),
});
