import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimalDocx, plainZip } from './__fixtures__/build-test-files';
import { detectFileKind } from './detect-file-kind';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)));
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('detectFileKind', () => {
  it('finds PDF, DOCX and TXT by content', () => {
    expect(detectFileKind(fixture('two-column.pdf'))).toBe('pdf');
    expect(detectFileKind(fixture('encrypted.pdf'))).toBe('pdf');
    expect(detectFileKind(fixture('cv-fr-developpeuse-fullstack.docx'))).toBe('docx');
    expect(detectFileKind(minimalDocx(['Bonjour']))).toBe('docx');
    expect(detectFileKind(bytes('Maëlle Duchâteau\nDéveloppeuse'))).toBe('txt');
  });

  it('allows whitespace or a BOM before %PDF-, within the first kilobyte only', () => {
    expect(detectFileKind(bytes([0xef, 0xbb, 0xbf], '\r\n  %PDF-1.4\n'))).toBe('pdf');
    expect(detectFileKind(bytes(' '.repeat(1000), '%PDF-1.4\n'))).toBe('pdf');
    expect(detectFileKind(bytes(' '.repeat(1100), '%PDF-1.4\n'))).toBe('txt');
    expect(detectFileKind(bytes('Mon CV : %PDF-1.4\n'))).toBe('txt');
  });

  it('refuses images, old Word, other zips, executables, RTF and noise', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n\x00\x00\x00\rIHDR', [0, 0, 1, 0, 0, 0, 1, 0, 8, 2, 0, 0, 0]);
    expect(detectFileKind(png)).toBeNull(); // whatever its name, cv.pdf included
    expect(detectFileKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\x00'))).toBeNull();
    expect(detectFileKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]))).toBeNull();
    expect(detectFileKind(plainZip())).toBeNull();
    expect(detectFileKind(bytes('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'))).toBeNull();
    expect(detectFileKind(bytes('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Bonjour}'))).toBeNull();
    expect(detectFileKind(new Uint8Array(randomBytes(4096)))).toBeNull();
  });

  it('refuses text with NUL bytes or many control characters', () => {
    expect(detectFileKind(bytes('Bonjour\x00tout le monde'))).toBeNull();
    expect(detectFileKind(bytes('a\x01b\x02c\x03d\x04e'))).toBeNull();
  });

  it('never throws, whatever the bytes (property)', () => {
    // Prefixes send the bytes down each branch: PDF header, zip header, BOMs.
    const prefixes = [
      [],
      [0x25, 0x50, 0x44, 0x46, 0x2d],
      [0x50, 0x4b, 0x03, 0x04],
      [0xff, 0xfe],
      [0xef, 0xbb, 0xbf],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 2048 }), (prefix, rest) => {
        const kind = detectFileKind(new Uint8Array([...prefix, ...rest]));
        expect([null, 'pdf', 'docx', 'txt']).toContain(kind);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on a damaged DOCX (property: bytes flipped in a real one)', () => {
    const docx = minimalDocx(['Bonjour']);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(docx.length - 1), fc.nat(255)), { maxLength: 20 }), (flips) => {
        const damaged = docx.slice();
        for (const [at, value] of flips) damaged[at] = value;
        expect([null, 'pdf', 'docx', 'txt']).toContain(detectFileKind(damaged));
      }),
      { numRuns: 1000 },
    );
  });
});
