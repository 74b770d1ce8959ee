import type { ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/** Spec §9: tooltips open after 700 ms (product tooltips 400 ms); moving between them within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const PRODUCT_TOOLTIP_DELAY_MS = 400;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Explanations of product figures (metric definitions) open sooner than plain control labels. */
  isProductTooltip?: boolean;
}

/** A hover and focus tooltip around a single focusable child. */
export function Tooltip({ content, children, side = 'top', isProductTooltip = false }: TooltipProps) {
  return (
    <TooltipPrimitive.Root delayDuration={isProductTooltip ? PRODUCT_TOOLTIP_DELAY_MS : TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-50 max-w-xs rounded-lg bg-foreground px-3 py-2 text-xs leading-relaxed text-background shadow-lg"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
