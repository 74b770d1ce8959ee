export { cn, focusRing } from './cn.ts';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './button.tsx';
export { Spinner, SPINNER_DURATION_MS, type SpinnerProps } from './spinner.tsx';
export { useMinimumDuration, MINIMUM_LOADING_MS } from './use-minimum-duration.ts';
export { Input, inputClassName, type InputProps } from './input.tsx';
export { Label } from './label.tsx';
export { Field, useFieldControl, type FieldProps } from './field.tsx';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './card.tsx';
export { Avatar, getInitials, type AvatarProps } from './avatar.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge.tsx';
export { ToastProvider, useToast, useToastClearance, type ToastOptions, type ToastTone, type ToastProviderProps } from './toast.tsx';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  type DropdownMenuItemProps,
} from './dropdown-menu.tsx';
export { DeferredDropdownMenu, type DeferredDropdownMenuProps } from './deferred-dropdown-menu.tsx';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  SheetContent,
  DialogTitle,
  DialogDescription,
  DialogFooter,
  type DialogContentProps,
} from './dialog.tsx';
export * from './icons.tsx';
export { Alert, type AlertProps, type AlertTone } from './alert.tsx';
export { PasswordInput, type PasswordInputProps } from './password-input.tsx';
export { CopyButton, COPY_CONFIRMATION_MS, type CopyButtonProps } from './copy-button.tsx';
export { TimeSeriesChart, type TimeSeries, type TimeSeriesChartProps } from './charts/time-series-chart.tsx';
export { Sparkline, type SparklineProps } from './charts/sparkline.tsx';
export { CHART_AXIS_COLOR, CHART_COLORS, CHART_GRID_COLOR, CHART_PALETTE } from './charts/palette.ts';
export { gapBreaksAfter, isSparseSeries, medianGapDays, seriesCadence, type SeriesCadence } from './charts/series-cadence.ts';
export { honestLineStyle, lineData, type LineData, type LinePoint } from './charts/line-points.ts';
export { Skeleton } from './skeleton.tsx';
export { NativeSelect, type NativeSelectProps } from './select.tsx';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs.tsx';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  PRODUCT_TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
} from './tooltip.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { QueryState, type QueryStateProps, type QueryStateQuery } from './query-state.tsx';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowProps,
  type DataTableSort,
  type SortOrder,
} from './data-table.tsx';
export { PercentileBar, type PercentileBarProps } from './percentile-bar.tsx';
export {
  SidebarSection,
  ShowMoreList,
  SIDEBAR_VISIBLE_ITEMS,
  sidebarItemClassName,
  sidebarItemActiveClassName,
  type SidebarSectionProps,
  type ShowMoreListProps,
} from './sidebar-section.tsx';
export { Pager, type PagerProps } from './pager.tsx';
export {
  useCombobox,
  ComboboxInput,
  ComboboxTextarea,
  ComboboxListbox,
  type Combobox,
  type UseComboboxOptions,
  type ComboboxControlHandlers,
  type ComboboxControlProps,
  type ComboboxInputProps,
  type ComboboxTextareaProps,
  type ComboboxListboxProps,
  type ComboboxOptionState,
} from './combobox.tsx';
export { useTextTrigger, findTextTrigger, type TextTrigger, type TextTriggerMatch, type TextTriggerRule } from './text-trigger.ts';
