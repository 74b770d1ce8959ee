import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later classes win only by CSS order, so components put caller classes last. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}

/** The shared focus ring of every interactive primitive. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
