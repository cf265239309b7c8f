import { describe, expect, it } from 'vitest';
import { outboxFileName } from './outbox-file-name';

describe('outboxFileName', () => {
  it('starts with the time, so that a listing is in sending order', () => {
    const first = outboxFileName(new Date('2025-03-04T05:06:07.089Z'), 'b@camille-dupont.fr');
    const second = outboxFileName(new Date('2025-03-04T05:06:08.000Z'), 'a@camille-dupont.fr');
    expect(first).toBe('2025-03-04T05-06-07-089Z-b@camille-dupont.fr.json');
    expect([second, first].sort()).toEqual([first, second]);
  });

  it('keeps no path separator or shell character of a strange address', () => {
    const name = outboxFileName(new Date(0), '../Evil/"x y"@camille-dupont.fr');
    expect(name).not.toMatch(/[/\\" ]/);
    expect(name).toBe('1970-01-01T00-00-00-000Z-.._evil__x_y_@camille-dupont.fr.json');
  });

  it('differs for two emails to one address in the same millisecond', () => {
    const at = new Date(0);
    expect(outboxFileName(at, 'a@camille-dupont.fr', 1)).not.toBe(outboxFileName(at, 'a@camille-dupont.fr'));
  });
});
