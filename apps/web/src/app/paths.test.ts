import { describe, expect, it } from 'vitest';
import { screenForPath } from './paths';

describe('screenForPath', () => {
  it('maps the three exact paths to their screens', () => {
    expect(screenForPath('/admin')).toBe('admin');
    expect(screenForPath('/payment-success')).toBe('payment-success');
    expect(screenForPath('/payment-cancel')).toBe('payment-cancel');
  });

  it('sends every other path to the generator page', () => {
    for (const path of [
      '/',
      '',
      '/admin/',
      '/admin/users',
      '/ADMIN',
      '/payment-success/x',
      '/anything',
      '/constructor',
      '/toString',
    ]) {
      expect(screenForPath(path)).toBe('generator');
    }
  });
});
