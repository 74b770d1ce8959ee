import type * as z from 'zod/mini';
import type { guideFormSchema } from '@creatorlens/contracts';
import type { FieldMessages } from '../../../lib/form/index.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';

export type AdminGuide = RouterOutputs['notification']['listGuides'][number];

/** The guide editor's values (a string per text box, the paths as lines), as guideFormSchema reads them. */
export type GuideFormValues = z.input<typeof guideFormSchema>;

/** What the editor opens with: a saved guide's id and values, or no id for a new guide. */
export interface GuideDraft {
  id?: string;
  values: GuideFormValues;
}

/** The guide editor's own words where the library's generic ones would not say what the rule is. */
export const GUIDE_FORM_MESSAGES: FieldMessages = {
  key: { invalid_format: 'Notifications.guide-key-invalid' },
  paths: { custom: 'Notifications.guide-paths-invalid' },
  primaryAction: { custom: 'Notifications.guide-button-link-required' },
  secondaryAction: { custom: 'Notifications.guide-button-link-required' },
};

export const EMPTY_GUIDE: GuideDraft = {
  values: {
    key: '',
    type: 'banner',
    active: true,
    title: '',
    body: '',
    headline: '',
    dismissible: true,
    imageUrl: '',
    imageAlt: '',
    imageAction: '',
    primaryText: '',
    primaryAction: '',
    secondaryText: '',
    secondaryAction: '',
    paths: '',
    audience: { kind: 'all' },
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A saved guide as the editor shows it (the stored content uses Knock's snake_case names). */
export function guideToForm(guide: AdminGuide): GuideDraft {
  const content = guide.content;
  const image = record(content.image);
  const primary = record(content.primary_button);
  const secondary = record(content.secondary_button);
  return {
    id: guide.id,
    values: {
      key: guide.key,
      type: guide.type,
      active: guide.active,
      title: text(content.title),
      body: text(content.body),
      headline: text(content.headline),
      dismissible: content.dismissible !== false,
      imageUrl: text(image.url),
      imageAlt: text(image.alt),
      imageAction: text(image.action),
      primaryText: text(primary.text),
      primaryAction: text(primary.action),
      secondaryText: text(secondary.text),
      secondaryAction: text(secondary.action),
      paths: guide.activationPaths.map((path) => (path.directive === 'block' ? `!${path.pathname}` : path.pathname)).join('\n'),
      audience: guide.audience,
    },
  };
}
