/**
 * Links that leave the app, as the deployment configures them at build time; each is hidden when nothing is
 * configured. The blog is served outside the app (spec §2): by this server at /blog (apps/server/src/http/blog-routes.ts,
 * posts in content/blog), or wherever VITE_BLOG_URL points instead. The help desk is VITE_HELP_DESK_URL.
 */
export const BLOG_URL: string = import.meta.env.VITE_BLOG_URL || '/blog';
export const HELP_DESK_URL: string | null = import.meta.env.VITE_HELP_DESK_URL || null;
