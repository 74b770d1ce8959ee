import type { NotificationBlock } from '@creatorlens/db/schema';

/** The parts of a feed message (workflows.ts toBlocks) every chat post is built from. */
export function readFeedBlocks(blocks: NotificationBlock[]): {
  html: string;
  plain: string;
  actionPath: string;
  primary: { label: string; action: string } | undefined;
} {
  const body = blocks.find((block) => block.type === 'markdown' && block.name === 'body');
  const action = blocks.find((block) => block.type === 'text' && block.name === 'action_url');
  const buttons = blocks.find((block) => block.type === 'button_set');
  return {
    html: body && body.type === 'markdown' ? body.rendered : '',
    plain: body && body.type === 'markdown' ? body.content : '',
    actionPath: action && action.type === 'text' ? action.content : '',
    primary: buttons && buttons.type === 'button_set' ? buttons.buttons[0] : undefined,
  };
}

/** An absolute link into the product only: relative paths resolve against PUBLIC_URL, other origins fall back to it. */
export function safeProductLink(path: string, publicUrl: string): string {
  const base = `${publicUrl.replace(/\/$/, '')}/`;
  try {
    const url = new URL(path || '/', base);
    return url.origin === new URL(base).origin ? url.href : base;
  } catch {
    return base;
  }
}
