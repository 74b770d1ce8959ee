/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the blog lives (served outside the app); without it the site and app show no blog link. */
  readonly VITE_BLOG_URL?: string;
  /** The external help desk; the sidebar hides the link when unset. */
  readonly VITE_HELP_DESK_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  readonly VITE_SOCIAL_XING_URL?: string;
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  readonly VITE_SOCIAL_YOUTUBE_URL?: string;
  readonly VITE_SOCIAL_TIKTOK_URL?: string;
}
