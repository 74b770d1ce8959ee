/**
 * The shop behind an affiliate link, from the link's form (pure, no I/O): Amazon's short and tagged links
 * (amzn.to, amzn.eu, a.co, amzlink.to, amazon.de/…?tag=…) and networks that carry the shop's address in a parameter
 * (awin1.com/cread.php?…&ued=https://www.otto.de → "otto"). A shop is named only where the text discloses the links as
 * affiliate or advertising links (sponsorship.ts decides that); a bare link never makes a sponsor.
 */
import { classifyLink } from './links.ts';
import { brandLabel, findUrls } from './text-urls.ts';

const AMAZON_HOSTS =
  /^(?:www\.)?(?:amzn\.to|amzn\.eu|amzn\.com|a\.co|amzlink\.to|(?:smile\.)?amazon\.(?:de|com|co\.uk|at|fr|it|es|nl|ca|com\.au|co\.jp|in|se|pl|com\.be|com\.tr))$/i;
/** Parameters in which affiliate networks (Awin, Tradedoubler, Webgains, …) carry the shop's address. */
const DESTINATION_PARAMS = ['ued', 'url', 'murl', 'u', 'dest', 'destination', 'target', 'p'];

interface AffiliateShop {
  name: string;
  url: string;
}

/** The shop of one link, or null when its form names none (a plain link, an unknown network). */
export function affiliateShopOf(url: string): string | null {
  const host = url
    .replace(/^https?:\/\//i, '')
    .split(/[/?#:]/)[0]!
    .toLowerCase();
  if (AMAZON_HOSTS.test(host)) return 'Amazon';
  if (classifyLink(url) !== 'affiliate') return null;
  let parameters: URLSearchParams;
  try {
    parameters = new URL(url).searchParams;
  } catch {
    return null;
  }
  for (const name of DESTINATION_PARAMS) {
    const destination = parameters.get(name);
    if (!destination || !/^https?:\/\//i.test(destination)) continue;
    const destinationHost = destination
      .replace(/^https?:\/\//i, '')
      .split(/[/?#:]/)[0]!
      .toLowerCase();
    if (AMAZON_HOSTS.test(destinationHost)) return 'Amazon';
    const label = brandLabel(destinationHost);
    if (label) return label.charAt(0).toUpperCase() + label.slice(1);
  }
  return null;
}

/** The shops of a text's affiliate links, each once, in text order, with the first link of each. */
export function findAffiliateShops(text: string): AffiliateShop[] {
  const shops: AffiliateShop[] = [];
  for (const { url } of findUrls(text)) {
    const name = affiliateShopOf(url);
    if (name && !shops.some((s) => s.name === name)) shops.push({ name, url });
  }
  return shops;
}
