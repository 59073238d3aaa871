import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('shows bytes below 1000', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(999)).toBe('999 B');
  });

  it('switches to KB at 1000 bytes, not 1024, with 2 decimals', () => {
    expect(formatFileSize(1000)).toBe('1.00 KB');
    expect(formatFileSize(1500)).toBe('1.50 KB');
    expect(formatFileSize(1024)).toBe('1.02 KB');
    expect(formatFileSize(999_994)).toBe('999.99 KB');
  });

  it('switches to MB at one million bytes', () => {
    expect(formatFileSize(1_000_000)).toBe('1.00 MB');
    expect(formatFileSize(2_345_678)).toBe('2.35 MB');
    expect(formatFileSize(3_000_000_000)).toBe('3000.00 MB');
  });

  it('treats a broken size as zero', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(-5)).toBe('0 B');
  });
});
