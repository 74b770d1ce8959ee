/** Slugs: lowercase ASCII, hyphenated, unique, never one of the app's route names (both rules live in contracts). */
import { RESERVED_ROUTE_SEGMENTS, slugify } from '@creatorlens/contracts';

/** Hands out unique slugs: the first taker gets the bare slug, later ones `-2`, `-3`, ...; reserved names start at `-2`. */
export class SlugAllocator {
  private readonly taken = new Set<string>();

  constructor(private readonly reserved: ReadonlySet<string> = RESERVED_ROUTE_SEGMENTS) {}

  allocate(candidates: readonly string[], fallback: string): string {
    const root = candidates.map((c) => slugify(c)).find((s) => s.length > 0) || slugify(fallback) || 'item';
    if (!this.taken.has(root) && !this.reserved.has(root)) {
      this.taken.add(root);
      return root;
    }
    for (let n = 2; ; n++) {
      const slug = `${root}-${n}`;
      if (!this.taken.has(slug) && !this.reserved.has(slug)) {
        this.taken.add(slug);
        return slug;
      }
    }
  }
}
