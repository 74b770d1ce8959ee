import type { ReactNode } from 'react';
import { Card, CardContent } from '@creatorlens/ui';
import { LogoMark } from '../../lib/logo-mark.tsx';

export interface AuthCardProps {
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
  /** Below the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The centred frame of the sign-in, sign-up, password and verification pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-[400px] flex-col gap-6 py-10 sm:py-16">
      <div className="flex flex-col items-center gap-4 text-center">
        <LogoMark className="size-10" />
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
      {footer && <p className="text-center text-sm text-muted-foreground">{footer}</p>}
    </div>
  );
}

/** A horizontal rule with a word in the middle ("or"). */
export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" role="separator">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
