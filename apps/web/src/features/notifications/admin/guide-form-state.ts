import type { RouterInputs, RouterOutputs } from '../../../lib/trpc.ts';

export type SaveGuideInput = RouterInputs['notification']['saveGuide'];
export type AdminGuide = RouterOutputs['notification']['listGuides'][number];

/** The guide editor's flat form state (strings for inputs), converted to and from the procedure's shape. */
export interface GuideFormState {
  id?: string;
  key: string;
  type: SaveGuideInput['type'];
  active: boolean;
  title: string;
  body: string;
  headline: string;
  dismissible: boolean;
  imageUrl: string;
  imageAlt: string;
  imageAction: string;
  primaryText: string;
  primaryAction: string;
  secondaryText: string;
  secondaryAction: string;
  paths: string;
  audience: SaveGuideInput['audience'];
}

export const EMPTY_GUIDE: GuideFormState = {
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
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

export function guideToForm(guide: AdminGuide): GuideFormState {
  const content = guide.content;
  const image = record(content.image);
  const primary = record(content.primary_button);
  const secondary = record(content.secondary_button);
  return {
    id: guide.id,
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
  };
}

const button = (buttonText: string, action: string) => (buttonText.trim() ? { text: buttonText.trim(), action: action.trim() } : null);

export function formToInput(form: GuideFormState): SaveGuideInput {
  return {
    ...(form.id ? { id: form.id } : {}),
    key: form.key.trim(),
    type: form.type,
    active: form.active,
    content: {
      title: form.title,
      body: form.body,
      ...(form.type === 'card' ? { headline: form.headline } : {}),
      dismissible: form.dismissible,
      image:
        form.type !== 'banner' && form.imageUrl.trim()
          ? { url: form.imageUrl.trim(), alt: form.imageAlt, ...(form.imageAction.trim() ? { action: form.imageAction.trim() } : {}) }
          : null,
      primaryButton: button(form.primaryText, form.primaryAction),
      secondaryButton: button(form.secondaryText, form.secondaryAction),
    },
    audience: form.audience,
    activationPaths: form.paths
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) =>
        line.startsWith('!')
          ? { directive: 'block' as const, pathname: line.slice(1).trim() }
          : { directive: 'allow' as const, pathname: line },
      ),
  };
}
