import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { KnockGuideStep } from '@knocklabs/client';
import { useGuide } from '@knocklabs/react-core';
import { Button, Card, CardContent, CloseIcon, Dialog, DialogContent, DialogDescription, DialogTitle } from '@creatorlens/ui';
import { isHttpUrl, navigateToAction } from './navigate-to-action.ts';

/** The content the server stores for a guide step (core buildGuideContent). */
interface GuideContent {
  title: string;
  body: string;
  headline?: string;
  dismissible?: boolean;
  image?: { url: string; alt: string; action?: string };
  primary_button?: { text: string; action: string };
  secondary_button?: { text: string; action: string };
}

/** The active guides for the current path: at most one banner, one card and one modal (spec §2). */
export function GuideViews() {
  return (
    <>
      <GuideBanner />
      <GuideCard />
      <GuideModal />
    </>
  );
}

/** Marks the step seen once shown, and wires buttons: interaction first, then navigation (http(s) or a path). */
function useGuideStep(type: 'banner' | 'card' | 'modal') {
  const router = useRouter();
  const { step } = useGuide<GuideContent>({ type });
  useEffect(() => {
    if (step && !step.message.seen_at) void step.markAsSeen();
  }, [step]);
  const follow = (button: { text: string; action: string }, name: string) => {
    if (!step) return;
    void step.markAsInteracted({ metadata: { type: 'button_click', name, text: button.text, action: button.action } });
    navigateToAction(router, button.action);
  };
  return { step, follow };
}

function GuideBody({ html }: { html: string }) {
  return (
    <div
      className="text-sm leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:underline [&_p]:m-0"
      // Safe: guide bodies are sanitised on the server when an admin saves them (no scripts, handlers or javascript: URLs).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function GuideButtons({
  content,
  follow,
}: {
  content: GuideContent;
  follow: (button: { text: string; action: string }, name: string) => void;
}) {
  if (!content.primary_button && !content.secondary_button) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {content.primary_button && (
        <Button size="sm" onClick={() => follow(content.primary_button!, 'primary_button')}>
          {content.primary_button.text}
        </Button>
      )}
      {content.secondary_button && (
        <Button size="sm" variant="secondary" onClick={() => follow(content.secondary_button!, 'secondary_button')}>
          {content.secondary_button.text}
        </Button>
      )}
    </div>
  );
}

function DismissButton({ step }: { step: KnockGuideStep<GuideContent> }) {
  const { t } = useTranslation();
  if (step.content.dismissible === false) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0"
      aria-label={t('Notifications.guide-dismiss')}
      onClick={() => void step.markAsArchived()}
    >
      <CloseIcon />
    </Button>
  );
}

/** The image, as a link only when its action is an http(s) URL (spec §5). */
function GuideImage({ step }: { step: KnockGuideStep<GuideContent> }) {
  const image = step.content.image;
  if (!image) return null;
  const img = <img src={image.url} alt={image.alt} className="max-h-48 w-full rounded-lg object-cover" />;
  if (!isHttpUrl(image.action)) return img;
  return (
    <a href={image.action} onClick={() => void step.markAsInteracted({ metadata: { type: 'image_click', action: image.action } })}>
      {img}
    </a>
  );
}

function GuideBanner() {
  const { step, follow } = useGuideStep('banner');
  if (!step) return null;
  // Same frame as the shell's guest and licence banners above the page.
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6">
      <section
        aria-label={step.content.title}
        data-testid="guide-banner"
        className="relative flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft py-3 pr-12 pl-4 sm:flex-row sm:items-center sm:pr-3"
      >
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-primary-strong">{step.content.title}</h2>
          <GuideBody html={step.content.body} />
        </div>
        <GuideButtons content={step.content} follow={follow} />
        <div className="absolute top-2 right-2 sm:static">
          <DismissButton step={step} />
        </div>
      </section>
    </div>
  );
}

function GuideCard() {
  const { step, follow } = useGuideStep('card');
  if (!step) return null;
  return (
    <Card className="fixed right-4 bottom-4 z-30 w-[min(92vw,360px)] shadow-popover" data-testid="guide-card">
      <CardContent className="flex flex-col gap-3 pt-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            {step.content.headline && <p className="text-xs font-semibold tracking-wide text-primary uppercase">{step.content.headline}</p>}
            <h2 className="text-base font-semibold">{step.content.title}</h2>
          </div>
          <DismissButton step={step} />
        </div>
        <GuideBody html={step.content.body} />
        <GuideImage step={step} />
        <GuideButtons content={step.content} follow={follow} />
      </CardContent>
    </Card>
  );
}

/** Open by default; dismissing it (close button, Escape or an outside click) archives the step. */
function GuideModal() {
  const { t } = useTranslation();
  const { step, follow } = useGuideStep('modal');
  if (!step) return null;
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && void step.markAsArchived()}>
      <DialogContent data-testid="guide-modal" closeLabel={t('Notifications.guide-close')}>
        <DialogTitle>{step.content.title}</DialogTitle>
        <DialogDescription asChild>
          <div>
            <GuideBody html={step.content.body} />
          </div>
        </DialogDescription>
        <GuideImage step={step} />
        <GuideButtons content={step.content} follow={follow} />
      </DialogContent>
    </Dialog>
  );
}
