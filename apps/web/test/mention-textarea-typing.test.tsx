// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@creatorlens/i18n';

const PEOPLE = [{ id: 'user-mia', name: 'Mia Mitglied', image: null }];

// The suggestion list asks the API for organisation members; here it answers from a fixed list.
vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    comment: {
      listMentionableMembers: {
        queryOptions: ({ query }: { query: string }) => ({
          queryKey: ['comment.listMentionableMembers', query],
          queryFn: () => Promise.resolve(PEOPLE.filter((person) => person.name.toLowerCase().startsWith(query.toLowerCase()))),
        }),
      },
    },
  }),
}));

const { CommentComposer } = await import('../src/features/comments/comment-composer.tsx');

async function renderComposer(onSubmit: (body: string) => Promise<boolean> = () => Promise.resolve(true)) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ resources: { en: { translation: en } }, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, createElement(QueryClientProvider, { client: queryClient }, children));
  render(createElement(CommentComposer, { label: 'Write a comment', submitLabel: 'Comment', isSubmitting: false, onSubmit }), { wrapper });
  const textarea = screen.getByRole('combobox', { name: 'Write a comment' }) as HTMLTextAreaElement;
  act(() => textarea.focus());
  return textarea;
}

/** One key press as the browser handles it: the character goes in at the caret, then an input event. Each press is
 * its own task, so React finishes rendering in between, exactly as between two real key presses. */
function press(textarea: HTMLTextAreaElement, text: string) {
  for (const character of text) {
    act(() => {
      textarea.setRangeText(character, textarea.selectionStart, textarea.selectionEnd, 'end');
      fireEvent.input(textarea);
    });
  }
}

/** Picks a suggested person with the mouse, as the browser journey does: the press keeps focus in the text, the
 * click picks. */
async function pickWithMouse(name: string) {
  const option = await screen.findByRole('option', { name });
  act(() => {
    if (fireEvent.mouseDown(option)) throw new Error('pressing an option must not move focus out of the text');
    fireEvent.mouseUp(option);
    fireEvent.click(option);
  });
}

/** Lets the browser paint: anything the component deferred to the next frame happens now. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(cleanup);

describe('typing right after a mention is inserted', () => {
  it('keeps the next characters after the mention, also when a frame passes between two key presses', async () => {
    const textarea = await renderComposer();
    press(textarea, 'Look at this @Mi');
    await pickWithMouse('Mia Mitglied');
    expect(textarea.value).toBe('Look at this @Mia Mitglied ');
    expect(textarea.selectionStart).toBe(textarea.value.length);
    press(textarea, 'p');
    await nextFrame();
    press(textarea, 'lease');
    expect(textarea.value).toBe('Look at this @Mia Mitglied please');
  });

  it('types at the caret after a mention inserted in the middle of the text', async () => {
    const textarea = await renderComposer();
    press(textarea, 'Hi  and the team');
    act(() => textarea.setSelectionRange(3, 3));
    press(textarea, '@Mi');
    await pickWithMouse('Mia Mitglied');
    // The first key straight after the pick, before any frame: it must not land at the end of the text.
    press(textarea, 'x');
    await nextFrame();
    press(textarea, 'y');
    expect(textarea.value).toBe('Hi @Mia Mitglied xy and the team');
  });

  it('picks with Enter and sends the mention in its stored form', async () => {
    const sent: string[] = [];
    const textarea = await renderComposer((body) => {
      sent.push(body);
      return Promise.resolve(true);
    });
    press(textarea, 'Hey @Mia');
    await screen.findByRole('option', { name: 'Mia Mitglied' });
    act(() => {
      fireEvent.keyDown(textarea, { key: 'Enter' });
    });
    press(textarea, 'look');
    expect(textarea.value).toBe('Hey @Mia Mitglied look');
    await act(async () => {
      fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
      await Promise.resolve();
    });
    expect(sent).toEqual(['Hey @[Mia Mitglied](user-mia) look']);
  });
});
