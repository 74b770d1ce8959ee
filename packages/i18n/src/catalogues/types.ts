import type { en } from './en.ts';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Every catalogue has exactly the English key set; the compiler reports a missing or extra key. */
export type Catalogue = DeepStrings<typeof en>;
