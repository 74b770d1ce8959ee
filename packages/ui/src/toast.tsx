import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn, focusRing } from './cn.ts';
import { AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';

export type ToastTone = 'neutral' | 'success' | 'critical';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  durationMs?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

interface ToastApi {
  show: (toast: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast from anywhere below ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

const CLEARANCE_VARIABLE = '--toast-bottom-offset';

/**
 * Keeps toasts above an element that sits at the bottom of the viewport (a sticky selection bar) while it is shown:
 * the toast region starts where the element's top edge is, so a toast never covers its buttons. Attach the returned
 * ref to the element.
 */
export function useToastClearance<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((element: T | null) => {
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const top = element.getBoundingClientRect().top;
      const clearance = top < window.innerHeight ? Math.ceil(window.innerHeight - top) : 0;
      root.style.setProperty(CLEARANCE_VARIABLE, `${clearance}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('scroll', update, { passive: true, capture: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      root.style.removeProperty(CLEARANCE_VARIABLE);
    };
  }, []);
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the toast region, e.g. "Notifications". */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

const toneIcon = {
  neutral: <InfoIcon size={18} className="text-muted-foreground" />,
  success: <CheckCircleIcon size={18} className="text-grass-strong" />,
  critical: <AlertTriangleIcon size={18} className="text-critical-strong" />,
} satisfies Record<ToastTone, ReactNode>;

export function ToastProvider({ children, label, closeLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastPrimitive.Provider label={label} swipeDirection="right" duration={5000}>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          duration={toast.durationMs}
          type={toast.tone === 'critical' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) setToasts((current) => current.filter((entry) => entry.id !== toast.id));
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border border-border bg-surface p-4 pr-10 shadow-popover',
            'data-[state=open]:animate-slide-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-fade-in',
          )}
        >
          <span className="mt-0.5 shrink-0">{toneIcon[toast.tone ?? 'neutral']}</span>
          <div className="flex min-w-0 flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold text-foreground">{toast.title}</ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">{toast.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className={cn('absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground', focusRing)}
          >
            <CloseIcon size={14} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Radix names the region "Notifications ({hotkey})" in English unless told; the hotkey name (F8) is the same in every language. */}
      <ToastPrimitive.Viewport
        label={`${label} ({hotkey})`}
        className="fixed right-0 bottom-[var(--toast-bottom-offset,0px)] z-100 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:p-6"
      />
    </ToastPrimitive.Provider>
  );
}
