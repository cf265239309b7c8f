import { describe, expect, it } from 'vitest';
import { baseName, cvFileKind } from './file-kind';

describe('cvFileKind', () => {
  it('reads the extension first, whatever its case', () => {
    expect(cvFileKind({ name: 'cv.PDF', type: '' })).toBe('pdf');
    expect(cvFileKind({ name: 'cv.docx', type: 'application/octet-stream' })).toBe('docx');
    expect(cvFileKind({ name: 'cv.txt', type: '' })).toBe('txt');
  });

  it('falls back on the MIME type, and refuses anything else', () => {
    expect(cvFileKind({ name: 'cv', type: 'application/pdf' })).toBe('pdf');
    expect(cvFileKind({ name: 'cv.doc', type: 'application/msword' })).toBeNull();
    expect(cvFileKind({ name: 'photo.png', type: 'image/png' })).toBeNull();
  });
});

describe('baseName', () => {
  it('drops only the last extension', () => {
    expect(baseName('CV Camille.final.pdf')).toBe('CV Camille.final');
    expect(baseName('cv')).toBe('cv');
  });
});
