// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from '../src/avatar.tsx';

/** jsdom loads no images: Radix asks `new window.Image()` whether the picture loaded, so answer "loaded" at once. */
class LoadedImage extends EventTarget {
  complete = true;
  naturalWidth = 40;
  crossOrigin: string | null = null;
  set src(_value: string) {}
}

beforeEach(() => vi.stubGlobal('Image', LoadedImage));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Avatar', () => {
  it('shows a loaded picture that cannot be dragged on its own (a press inside a drag source drags the source)', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/avatars/ada.jpg" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/avatars/ada.jpg');
    expect(image?.getAttribute('draggable')).toBe('false');
  });

  it('shows the initials when there is no picture', () => {
    const { container } = render(<Avatar name="Ada Lovelace" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
  });
});
