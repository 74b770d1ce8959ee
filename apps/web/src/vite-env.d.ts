/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** An external blog the site's and app's blog links point at instead of the server's own /blog. */
  readonly VITE_BLOG_URL?: string;
  /** The external help desk; the sidebar hides the link when unset. */
  readonly VITE_HELP_DESK_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  readonly VITE_SOCIAL_XING_URL?: string;
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  readonly VITE_SOCIAL_YOUTUBE_URL?: string;
  readonly VITE_SOCIAL_TIKTOK_URL?: string;
}
