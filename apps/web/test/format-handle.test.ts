import { describe, expect, it } from 'vitest';
import { formatHandle } from '../src/lib/format-handle.ts';

describe('formatHandle', () => {
  it('prefixes a handle with one @', () => {
    expect(formatHandle('nike')).toBe('@nike');
    expect(formatHandle('@nike')).toBe('@nike');
    expect(formatHandle(' nike ')).toBe('@nike');
  });

  it('gives null for a channel without a handle', () => {
    expect(formatHandle('')).toBeNull();
    expect(formatHandle('  ')).toBeNull();
    expect(formatHandle('@')).toBeNull();
    expect(formatHandle(null)).toBeNull();
    expect(formatHandle(undefined)).toBeNull();
  });
});
