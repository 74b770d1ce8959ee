import { cloneElement, useState, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { DropdownMenu, DropdownMenuTrigger } from './dropdown-menu.tsx';

/** The keys that open a menu from its trigger, as Radix's trigger handles them. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

interface TriggerProps {
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface DeferredDropdownMenuProps {
  /** The trigger button (a plain <button> with its label and look); the menu's trigger once the menu is mounted. */
  trigger: ReactElement<TriggerProps>;
  /** The menu's DropdownMenuContent. */
  children: ReactNode;
}

/**
 * A dropdown menu that renders only its trigger button until it is first opened. A closed Radix menu is still about
 * twenty components (menu, popper, collection, presence, portal): the sidebar, which gives every campaign, watchlist
 * and tag a menu, spent a fifth of the signed-in shell's first render on menus nobody had opened.
 * The first press (pointer, or Enter, Space or ArrowDown as on Radix's trigger) mounts the real menu open; from then
 * on Radix's own trigger handles it, and closing hands focus to it.
 */
export function DeferredDropdownMenu({ trigger, children }: DeferredDropdownMenuProps) {
  const [isMounted, setIsMounted] = useState(false);
  if (isMounted) {
    return (
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        {children}
      </DropdownMenu>
    );
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As on Radix's trigger: the press opens the menu without the button taking focus from it.
      event.preventDefault();
      setIsMounted(true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      setIsMounted(true);
    },
  } as TriggerProps);
}
