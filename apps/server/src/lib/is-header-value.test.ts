import { describe, expect, it } from 'vitest';
import { isHeaderValue } from './is-header-value';

describe('isHeaderValue', () => {
  it.each(['Bearer abc.DEF_123', 'é à ÿ', '', 'a\tb'])('accepts %j, as Headers does', (value) => {
    expect(isHeaderValue(value)).toBe(true);
    expect(() => new Headers({ x: value })).not.toThrow();
  });

  it.each(['€', '\uFFFD', '\u{1F600}', 'a\r\nb', 'a\nb', 'a\0b'])('refuses %j, as Headers does', (value) => {
    expect(isHeaderValue(value)).toBe(false);
    expect(() => new Headers({ x: value })).toThrow(TypeError);
  });
});
