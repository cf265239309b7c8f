import { describe, expect, it } from 'vitest';
import { splitHeaderParts } from './split-header-parts';

const line = (text: string) => ({ text, raw: text, bullet: false, from: 1, to: 1 });

describe('splitHeaderParts', () => {
  it('takes a bracketed period out with its brackets', () => {
    expect(splitHeaderParts([line('Analyst (2019 – 2021) — Acme')])).toMatchObject({
      period: '2019 – 2021',
      parts: [{ text: 'Analyst' }, { text: 'Acme' }],
    });
  });

  it('leaves the brackets the CV wrote around something else', () => {
    expect(splitHeaderParts([line('Bold — ()0\t2019 – 2021')]).parts.map((p) => p.text)).toEqual([
      'Bold',
      '()0',
    ]);
  });
});
