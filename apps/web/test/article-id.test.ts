// Proves an article link is read only when its id is a positive whole number.
import { describe, expect, it } from 'vitest';
import { parseArticleId } from '../src/features/content/utils/article-id.ts';

describe('parseArticleId', () => {
  it('reads a positive whole number', () => {
    expect(parseArticleId('12')).toBe(12);
    expect(parseArticleId(' 7 ')).toBe(7);
  });

  it('refuses a missing, zero, negative, fractional or non-numeric id', () => {
    for (const text of [null, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '9999999999999999']) {
      expect(parseArticleId(text), String(text)).toBeNull();
    }
  });
});
