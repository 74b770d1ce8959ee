import type { GuideType } from '@creatorlens/db/schema';
import { AppError } from '../errors.ts';
import { safeUrl, sanitizeHtml } from './sanitize-html.ts';

interface GuideButtonInput {
  text: string;
  action: string;
}

/** What an admin authors for a guide; the body is HTML that is sanitised before it is stored. */
export interface GuideContentInput {
  title: string;
  body: string;
  headline?: string | undefined;
  dismissible?: boolean | undefined;
  image?: { url: string; alt: string; action?: string | undefined } | null | undefined;
  primaryButton?: GuideButtonInput | null | undefined;
  secondaryButton?: GuideButtonInput | null | undefined;
}

const button = (input: GuideButtonInput | null | undefined, label: string) => {
  if (!input) return undefined;
  const action = safeUrl(input.action);
  if (!action) throw new AppError('VALIDATION', `${label}: the action must be an http(s) URL or a path starting with "/".`);
  return { text: input.text.trim(), action };
};

/** Builds the stored content in the shape the Knock guide components read (banner, card, modal). */
export function buildGuideContent(type: GuideType, input: GuideContentInput): Record<string, unknown> {
  const content: Record<string, unknown> = {
    title: input.title.trim(),
    body: sanitizeHtml(input.body),
    dismissible: input.dismissible ?? true,
  };
  if (type === 'card') content.headline = (input.headline ?? '').trim();
  if (input.image && type !== 'banner') {
    const url = safeUrl(input.image.url);
    if (!url) throw new AppError('VALIDATION', 'image: the URL must be an http(s) URL or a path starting with "/".');
    // The spec allows an image link only for http(s) actions; other actions are dropped rather than stored.
    const action = input.image.action ? safeUrl(input.image.action) : null;
    content.image = { url, alt: input.image.alt.trim(), ...(action && /^https?:/i.test(action) ? { action } : {}) };
  }
  const primary = button(input.primaryButton, 'primaryButton');
  const secondary = button(input.secondaryButton, 'secondaryButton');
  if (primary) content.primary_button = primary;
  if (secondary) content.secondary_button = secondary;
  return content;
}
