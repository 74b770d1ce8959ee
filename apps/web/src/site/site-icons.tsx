import type { ReactNode, SVGProps } from 'react';

/**
 * The few stroke icons the public frame draws, the same shapes as the design system's (packages/ui icons.tsx). Kept
 * here because the design system's icon module carries every icon the app uses, and the landing's entry would load
 * all of them for eight.
 */
type SiteIconProps = SVGProps<SVGSVGElement> & { size?: number };

function siteIcon(paths: ReactNode) {
  return function SiteIcon({ size = 16, ...props }: SiteIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const SunIcon = siteIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);
export const MoonIcon = siteIcon(<path d="M20.99 12.79A9 9 0 1 1 11.21 3a7 7 0 0 0 9.78 9.79z" />);
export const CheckIcon = siteIcon(<path d="M20 6 9 17l-5-5" />);
export const ChevronDownIcon = siteIcon(<path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = siteIcon(<path d="M5 12h14M12 5l7 7-7 7" />);
export const CloseIcon = siteIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const SearchIcon = siteIcon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const ExternalLinkIcon = siteIcon(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
/** The mobile drawer's button. */
export const MenuIcon = siteIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
