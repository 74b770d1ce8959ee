// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredDropdownMenu, DropdownMenuContent, DropdownMenuItem } from '../src/index.ts';

// Radix's popper measures its anchor; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

function Row({ onRename = () => {} }: { onRename?: () => void }) {
  return (
    <DeferredDropdownMenu trigger={<button type="button" aria-label="Actions for Summer" />}>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}

// hidden: an open (modal) menu hides the rest of the page from assistive technology.
const trigger = () => screen.getByRole('button', { name: 'Actions for Summer', hidden: true });

describe('DeferredDropdownMenu', () => {
  it('renders a plain trigger that announces a closed menu, and no menu parts', () => {
    render(<Row />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the real menu on the first press, whose items work', async () => {
    const onRename = vi.fn();
    render(<Row onRename={onRename} />);
    await act(async () => {
      fireEvent.pointerDown(trigger(), { button: 0, ctrlKey: false });
    });
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    });
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens from the keyboard with %j and gives focus back to the trigger on Escape', async (key) => {
    render(<Row />);
    trigger().focus();
    await act(async () => {
      fireEvent.keyDown(trigger(), { key });
    });
    const menu = screen.getByRole('menu');
    expect(menu.contains(document.activeElement)).toBe(true);
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('menu')).toBeNull();
    // Radix's focus scope hands focus back in a timer after the menu unmounts, not inside the act() that closed it;
    // on a loaded machine that timer can run after act() returns.
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('ignores other keys and other buttons', async () => {
    render(<Row />);
    await act(async () => {
      fireEvent.keyDown(trigger(), { key: 'a' });
      fireEvent.pointerDown(trigger(), { button: 2 });
      fireEvent.pointerDown(trigger(), { button: 0, ctrlKey: true });
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
