import * as z from 'zod/mini';
import {
  DISCOVERY_PLATFORMS,
  licenseCountSchema,
  licenseDurationDaysSchema,
  licenseTemplateKeySchema,
  licenseTemplateNameSchema,
  PLATFORMS,
} from '@creatorlens/contracts';
import type { FieldMessages } from '../../lib/form/index.ts';
import type { LicenseTemplate } from './license-templates-page.tsx';

export type Platform = LicenseTemplate['constraints']['readablePlatforms'][number];

/** All platforms a licence can open (the API checks the same closed set). */
export const LICENSE_PLATFORMS = PLATFORMS satisfies readonly Platform[];

// A price in euros with a dot or a comma (German input) and at most two decimals.
const PRICE = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * A number typed as text: digits only, then checked by the procedure's own rule (`schema`, from contracts). The form
 * keeps numbers as typed text, so a half-typed value is never turned into 0 behind the admin's back.
 */
const wholeNumberText = (schema: z.ZodMiniType<number, number>) =>
  z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.pipe(z.transform(Number), schema));

/**
 * The licence template form: the procedure's rules (contracts) on the text the admin types; the output is what
 * licenseTemplate.createLicenseTemplate takes, once `toTemplateInput` has nested the constraints.
 */
export const templateFormSchema = z.object({
  name: licenseTemplateNameSchema,
  key: licenseTemplateKeySchema,
  durationDays: wholeNumberText(licenseDurationDaysSchema),
  priceMonthly: z.pipe(
    z.string().check(z.trim(), z.regex(PRICE)),
    z.pipe(
      z.transform((text: string) => Math.round(Number(text.replace(',', '.')) * 100)),
      licenseCountSchema('priceMonthlyCents'),
    ),
  ),
  seats: wholeNumberText(licenseCountSchema('seats')),
  monthlyCredits: wholeNumberText(licenseCountSchema('monthlyCredits')),
  maxChannelsPerManualWatchlist: wholeNumberText(licenseCountSchema('maxChannelsPerManualWatchlist')),
  readablePlatforms: z.array(z.enum(PLATFORMS)),
  isTrial: z.boolean(),
  isPublic: z.boolean(),
});

export type TemplateFormValues = z.input<typeof templateFormSchema>;

const WHOLE_NUMBER_MESSAGES = {
  required: 'Admin.form-error-whole-number',
  invalid_format: 'Admin.form-error-whole-number',
  too_big: 'Admin.form-error-whole-number',
} as const;

/** The form's own words per field; every way a number can be wrong gets the one message that names the rule. */
export const TEMPLATE_FORM_MESSAGES: FieldMessages = {
  name: { required: 'Admin.form-error-required' },
  key: {
    required: 'Admin.form-error-invalid-key',
    too_small: 'Admin.form-error-invalid-key',
    too_big: 'Admin.form-error-invalid-key',
    invalid_format: 'Admin.form-error-invalid-key',
  },
  durationDays: {
    required: 'Admin.form-error-min-one',
    invalid_format: 'Admin.form-error-min-one',
    too_small: 'Admin.form-error-min-one',
    too_big: 'Admin.form-error-min-one',
  },
  priceMonthly: { required: 'Admin.form-error-price', invalid_format: 'Admin.form-error-price', too_big: 'Admin.form-error-price' },
  seats: WHOLE_NUMBER_MESSAGES,
  monthlyCredits: WHOLE_NUMBER_MESSAGES,
  maxChannelsPerManualWatchlist: WHOLE_NUMBER_MESSAGES,
};

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

/** The procedure's input from the checked form: constraints nested, platforms in canonical order. */
export function toTemplateInput(values: z.output<typeof templateFormSchema>) {
  return {
    name: values.name,
    key: values.key,
    durationDays: values.durationDays,
    priceMonthlyCents: values.priceMonthly,
    isTrial: values.isTrial,
    isPublic: values.isPublic,
    constraints: {
      seats: values.seats,
      monthlyCredits: values.monthlyCredits,
      maxChannelsPerManualWatchlist: values.maxChannelsPerManualWatchlist,
      readablePlatforms: LICENSE_PLATFORMS.filter((platform) => values.readablePlatforms.includes(platform)),
    },
  };
}
