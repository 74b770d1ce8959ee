import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** A pulsing placeholder block for content that is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
