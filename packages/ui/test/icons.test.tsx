// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchIcon } from '../src/index.ts';

afterEach(cleanup);

describe('icons', () => {
  it('are decorative 16 px lucide glyphs by default', () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('class')).toContain('lucide-search');
  });

  it('name themselves when given a label (an icon standing alone)', () => {
    render(<SearchIcon label="Search" size={20} />);
    const svg = screen.getByRole('img', { name: 'Search' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(svg.getAttribute('width')).toBe('20');
  });
});
