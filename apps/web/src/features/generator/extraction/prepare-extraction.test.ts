import { describe, expect, it } from 'vitest';
import { draggedFileKind } from './prepare-extraction';

describe('draggedFileKind', () => {
  it('reads the kind a dragged file will be from its MIME type, PDF when unknown', () => {
    expect(draggedFileKind(['application/pdf'])).toBe('pdf');
    expect(draggedFileKind(['application/vnd.openxmlformats-officedocument.wordprocessingml.document'])).toBe(
      'docx',
    );
    expect(draggedFileKind(['text/plain'])).toBe('txt');
    expect(draggedFileKind([''])).toBe('pdf');
  });
});
