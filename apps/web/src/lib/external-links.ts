/**
 * Links that leave the app, as the deployment configures them at build time; each is hidden when nothing is
 * configured. The blog (VITE_BLOG_URL) is served outside the app (spec §2): nothing serves /blog here, so a default
 * /blog link would be a dead link. The help desk is VITE_HELP_DESK_URL.
 */
export const BLOG_URL: string | null = import.meta.env.VITE_BLOG_URL || null;
export const HELP_DESK_URL: string | null = import.meta.env.VITE_HELP_DESK_URL || null;
