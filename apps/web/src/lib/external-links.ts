/**
 * Links that leave the app. The blog is a plain link to /blog (served outside the app, spec §2); the help desk is
 * whatever the deployment configures at build time (VITE_HELP_DESK_URL), and hidden when nothing is configured.
 */
export const BLOG_URL: string = import.meta.env.VITE_BLOG_URL || '/blog';
export const HELP_DESK_URL: string | null = import.meta.env.VITE_HELP_DESK_URL || null;
