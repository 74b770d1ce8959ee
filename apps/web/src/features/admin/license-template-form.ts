import { DISCOVERY_PLATFORMS, isValidLicenseTemplateKey, LICENSE_TEMPLATE_MAX_DURATION_DAYS, PLATFORMS } from '@creatorlens/contracts';
import type { LicenseTemplate } from './license-templates-page.tsx';

export type Platform = LicenseTemplate['constraints']['readablePlatforms'][number];

/** All platforms a licence can open (the API checks the same closed set). */
export const LICENSE_PLATFORMS = PLATFORMS satisfies readonly Platform[];

/** The form keeps numbers as typed text, so a half-typed value is never turned into 0 behind the admin's back. */
export interface TemplateFormValues {
  name: string;
  key: string;
  durationDays: string;
  priceMonthly: string;
  seats: string;
  monthlyCredits: string;
  maxChannelsPerManualWatchlist: string;
  readablePlatforms: Platform[];
  isTrial: boolean;
  isPublic: boolean;
}

export type TemplateFormErrors = Partial<
  Record<keyof TemplateFormValues, 'required' | 'invalid-key' | 'key-taken' | 'whole-number' | 'price' | 'min-one'>
>;

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  name: '',
  key: '',
  durationDays: '365',
  priceMonthly: '0',
  seats: '3',
  monthlyCredits: '100',
  maxChannelsPerManualWatchlist: '100',
  readablePlatforms: [...DISCOVERY_PLATFORMS],
  isTrial: false,
  isPublic: true,
};

export function toFormValues(template: LicenseTemplate): TemplateFormValues {
  return {
    name: template.name,
    key: template.key,
    durationDays: String(template.durationDays),
    priceMonthly: (template.priceMonthlyCents / 100).toFixed(2),
    seats: String(template.constraints.seats),
    monthlyCredits: String(template.constraints.monthlyCredits),
    maxChannelsPerManualWatchlist: String(template.constraints.maxChannelsPerManualWatchlist),
    readablePlatforms: [...template.constraints.readablePlatforms],
    isTrial: template.isTrial,
    isPublic: template.isPublic,
  };
}

const WHOLE_NUMBER = /^\d+$/;
// A price in euros with a dot or a comma (German input) and at most two decimals.
const PRICE = /^\d+(?:[.,]\d{1,2})?$/;

/** Checks the form like the server does and builds the procedure's input; errors name a message per field. */
export function parseTemplateForm(values: TemplateFormValues) {
  const errors: TemplateFormErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!isValidLicenseTemplateKey(values.key.trim())) errors.key = 'invalid-key';
  for (const field of ['seats', 'monthlyCredits', 'maxChannelsPerManualWatchlist'] as const) {
    if (!WHOLE_NUMBER.test(values[field].trim())) errors[field] = 'whole-number';
  }
  const durationDays = Number(values.durationDays);
  if (!WHOLE_NUMBER.test(values.durationDays.trim()) || durationDays < 1 || durationDays > LICENSE_TEMPLATE_MAX_DURATION_DAYS) {
    errors.durationDays = 'min-one';
  }
  if (!PRICE.test(values.priceMonthly.trim())) errors.priceMonthly = 'price';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name: values.name.trim(),
      key: values.key.trim(),
      durationDays: Number(values.durationDays),
      priceMonthlyCents: Math.round(Number(values.priceMonthly.trim().replace(',', '.')) * 100),
      isTrial: values.isTrial,
      isPublic: values.isPublic,
      constraints: {
        seats: Number(values.seats),
        monthlyCredits: Number(values.monthlyCredits),
        maxChannelsPerManualWatchlist: Number(values.maxChannelsPerManualWatchlist),
        readablePlatforms: LICENSE_PLATFORMS.filter((platform) => values.readablePlatforms.includes(platform)),
      },
    },
  };
}
