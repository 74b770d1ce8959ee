import type { LazyRouteDeclaration } from '@creatorlens/contracts/route-preloads';

/**
 * A route's module, loaded on demand, declared with the URL patterns whose first screen shows it. The web build reads
 * these calls from the source (build/route-preloads.ts: both arguments must be literals) and writes which chunks each
 * pattern needs, so the server names them in the page's HTML and no file path is repeated outside the web app. Every
 * import() of a route module goes through here; the build fails on one that does not.
 */
export const lazyRoute = <Module>(_route: LazyRouteDeclaration, load: () => Promise<Module>): (() => Promise<Module>) => load;
