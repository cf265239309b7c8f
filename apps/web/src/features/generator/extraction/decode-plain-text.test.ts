import { describe, expect, it } from 'vitest';
import { decodePlainText } from './decode-plain-text';

describe('decodePlainText', () => {
  it('reads UTF-8, dropping its BOM', () => {
    const bytes = new TextEncoder().encode('\ufeffDéveloppeuse à Lyon');
    expect(decodePlainText(bytes)).toBe('Développeuse à Lyon');
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    expect(
      decodePlainText(new Uint8Array([0x43, 0x6f, 0x6d, 0x70, 0xe9, 0x74, 0x65, 0x6e, 0x63, 0x65])),
    ).toBe('Compétence');
  });

  it('reads UTF-16 with a BOM', () => {
    expect(decodePlainText(new Uint8Array([0xff, 0xfe, 0xe9, 0x00, 0x74, 0x00]))).toBe('ét');
  });
});
