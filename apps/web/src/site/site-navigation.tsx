import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';
import type { Locale } from '@creatorlens/i18n';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  hash?: string;
  search?: Record<string, string | undefined>;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * What the public frame needs from its surroundings. The site frame runs in two places: inside the full app (router
 * links, the session from the query cache, the full catalogue) and as the landing's own small entry (plain links
 * that load the next page from the server, anonymous, the site catalogue only). Keeping these behind one context
 * lets the landing ship without the router, TanStack Query and tRPC.
 */
export interface SiteNavigation {
  Link: ComponentType<SiteLinkProps>;
  pathname: string;
  /** Path with search and hash: what a sign-in link brings the visitor back to. */
  href: string;
  navigate: (href: string) => void;
  isSignedIn: boolean;
  /** The signed-in visitor's user menu; null shows the sign-in and sign-up buttons. */
  accountMenu: ReactNode;
  changeLanguage: (locale: Locale) => Promise<void>;
}

export function buildHref(to: string, search?: Record<string, string | undefined>, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) if (value !== undefined) params.set(key, value);
  const query = params.toString();
  return `${to}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A plain anchor: the server answers every public path with prerendered HTML, so a full page load is cheap. */
export function PlainSiteLink({ to, hash, search, ref, ...anchor }: SiteLinkProps) {
  return <a ref={ref} href={buildHref(to, search, hash)} {...anchor} />;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export const SiteNavigationProvider = SiteNavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('The site frame needs a SiteNavigationProvider');
  return navigation;
}
