import { expect, it } from 'vitest';
import { formatMegabytes } from './format-megabytes';

it('writes megabytes with at most one decimal, with the language’s decimal mark', () => {
  expect(formatMegabytes(10_485_760, 'fr')).toBe('10');
  expect(formatMegabytes(2.5 * 1_048_576, 'fr')).toBe('2,5');
  expect(formatMegabytes(2.5 * 1_048_576, 'en')).toBe('2.5');
  expect(formatMegabytes(1_100_000, 'fr')).toBe('1');
  expect(formatMegabytes(104_857_600, 'en')).toBe('100');
});
