import { describe, expect, it } from 'vitest';
import { creditTone, formatDateTime, formatEuros, formatUptime } from './admin-format';

describe('admin formats', () => {
  it('writes euros with two decimals', () => {
    expect(formatEuros(6, 'fr').replace(/\s/g, ' ')).toBe('6,00 €');
    expect(formatEuros(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(6, 'en')).toBe('€6.00');
  });

  it('writes dates the French way by default', () => {
    expect(formatDateTime('2026-03-04T09:05:00Z', 'fr')).toMatch(/^04\/03\/2026 \d\d:05$/);
    expect(formatDateTime('not a date', 'fr')).toBe('');
  });

  it('colours credits: above 50 green, above 10 yellow, otherwise red', () => {
    expect([100, 51, 50, 11, 10, 0].map(creditTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });

  it('writes an uptime', () => {
    expect(formatUptime(59, 'fr')).toBe('0 min');
    expect(formatUptime(2 * 3600 + 5 * 60, 'fr')).toBe('2 h 05 min');
    expect(formatUptime(3 * 86_400 + 4 * 3600, 'fr')).toBe('3 j 4 h');
    expect(formatUptime(3 * 86_400 + 4 * 3600, 'en')).toBe('3 d 4 h');
  });
});
