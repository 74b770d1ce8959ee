import type { SocialKey } from './site-links.ts';

/** Simple monochrome marks, drawn here so no icon font or third-party script is loaded. */
const PATHS: Record<SocialKey, string> = {
  linkedin:
    'M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.6c.4-.8 1.5-1.8 3.2-1.8 3.3 0 3.9 2.2 3.9 5V20h-3v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z',
  xing: 'M6 6h3l2 3.5L9 13H6l2-3.5zM14.5 3h3.2l-4.6 8.2L16 17h-3.2l-3-5.8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  tiktok: 'M16.5 3c.3 2.1 1.6 3.6 3.5 3.8v3a7 7 0 0 1-3.5-1.1V15a6 6 0 1 1-6-6v3.1a3 3 0 1 0 3 2.9V3z',
};

export function SocialIcon({ name }: { name: SocialKey }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width="16" height="16" fill="currentColor" fillRule="evenodd">
      <path d={PATHS[name]} />
    </svg>
  );
}
