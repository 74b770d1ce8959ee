/**
 * The limits of an uploaded logo, one rule for every way in: core checks the decoded bytes and sniffs the type
 * (workspace logos and the shortlist PDF's own logo), the API bounds the base64 text before decoding, and the web
 * refuses a file that is too large or of the wrong type before uploading it.
 */

/** Largest logo accepted, in bytes (512 KB). */
export const MAX_LOGO_BYTES = 512 * 1024;

/** Longest base64 text a logo may arrive as: base64 grows by 4/3, plus room for a `data:` URL prefix. */
export const MAX_LOGO_BASE64_LENGTH = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 100;

/** The image types a workspace logo may be. SVG is not among them: it can carry script when opened from our origin. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** The image types the shortlist PDF can embed (pdfkit reads PNG and JPEG, not WebP). */
export const PDF_LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const satisfies readonly LogoContentType[];
