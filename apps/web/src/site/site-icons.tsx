import { createIcon } from '@creatorlens/ui';
import { ArrowRight, Check, ChevronDown, ExternalLink, Menu, Moon, Search, Sun, X } from 'lucide-react';

/**
 * The few icons the public frame draws, wrapped here rather than taken from the design system's icon module: that
 * module carries every icon the app uses and sits in a chunk the landing does not load (build/chunk-groups.ts).
 */
export const SunIcon = /* @__PURE__ */ createIcon(Sun, 'SunIcon');
export const MoonIcon = /* @__PURE__ */ createIcon(Moon, 'MoonIcon');
export const CheckIcon = /* @__PURE__ */ createIcon(Check, 'CheckIcon');
export const ChevronDownIcon = /* @__PURE__ */ createIcon(ChevronDown, 'ChevronDownIcon');
export const ArrowRightIcon = /* @__PURE__ */ createIcon(ArrowRight, 'ArrowRightIcon');
export const CloseIcon = /* @__PURE__ */ createIcon(X, 'CloseIcon');
export const SearchIcon = /* @__PURE__ */ createIcon(Search, 'SearchIcon');
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(ExternalLink, 'ExternalLinkIcon');
/** The mobile drawer's button. */
export const MenuIcon = /* @__PURE__ */ createIcon(Menu, 'MenuIcon');
