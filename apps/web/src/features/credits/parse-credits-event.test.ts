import { describe, expect, it } from 'vitest';
import { parseCreditsEvent } from './parse-credits-event';

describe('parseCreditsEvent', () => {
  it('reads the balance of a stream event', () => {
    expect(parseCreditsEvent('{"credits":12}')).toBe(12);
    expect(parseCreditsEvent('{"credits":0}')).toBe(0);
  });
  it.each(['', 'keep-alive', '{"credits":-1}', '{"credits":1.5}', '{"credits":"3"}', '{}', 'null', 42])(
    'ignores %j',
    (data) => {
      expect(parseCreditsEvent(data)).toBeNull();
    },
  );
});
