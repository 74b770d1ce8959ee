/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the blog lives (default /blog, served outside the app). */
  readonly VITE_BLOG_URL?: string;
  /** The external help desk; the sidebar hides the link when unset. */
  readonly VITE_HELP_DESK_URL?: string;
}
