import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { docxZipBomb, minimalDocx, minimalPdf, pdfOfEmptyPages } from './__fixtures__/build-test-files';
import { detectFileKind } from './detect-file-kind';
import { closeExtractionPool, extractText } from './extract-text';
import { extractionErrorMessage } from './extraction-error-message';

// Hostile and broken files through the server's pool: each ends as a typed failure, in bounded time, and
// the pool goes on serving.

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)));

afterAll(() => closeExtractionPool());

describe('broken PDFs', () => {
  it('a truncated PDF (first half of a real one) is unreadable', async () => {
    const whole = fixture('cv-fr-developpeuse-fullstack.pdf');
    const half = whole.subarray(0, whole.length / 2);
    expect(detectFileKind(half)).toBe('pdf');
    expect(await extractText(half, 'pdf')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('a password-protected PDF is encrypted', async () => {
    const result = await extractText(fixture('encrypted.pdf'), 'pdf');
    expect(result).toEqual({ ok: false, reason: 'encrypted' });
    expect(extractionErrorMessage('pdf', 'encrypted')).toBe(
      'Impossible de lire le fichier PDF : il est protégé par un mot de passe.',
    );
  });

  it('a PDF holding only an image (a scan) is empty', async () => {
    expect(await extractText(minimalPdf({ image: true }), 'pdf')).toEqual({ ok: false, reason: 'empty' });
  });

  it('a PDF of 20 000 empty pages is refused unread, with the page limit in its message (issue 21)', async () => {
    // Before: the empty pages added no text, so the character cap never stopped the walk: 15 s, then 422.
    const endless = pdfOfEmptyPages(20_000, 'Jeanne Martin');
    expect(await extractText(endless, 'pdf')).toEqual({ ok: false, reason: 'too_many_pages' });
    expect(extractionErrorMessage('pdf', 'too_many_pages')).toBe(
      'Impossible de lire le fichier PDF : il a trop de pages pour un CV (20 au plus).',
    );
  });

  it('a PDF of 20 pages, the limit, is read', async () => {
    const long = pdfOfEmptyPages(20, 'Jeanne Martin');
    expect(await extractText(long, 'pdf')).toMatchObject({ ok: true, text: 'Jeanne Martin', pages: 20 });
    expect(await extractText(pdfOfEmptyPages(21, 'Jeanne Martin'), 'pdf')).toMatchObject({
      reason: 'too_many_pages',
    });
  });

  it('bytes that start like a PDF and are nothing else are unreadable', async () => {
    const fake = new Uint8Array(Buffer.from('%PDF-1.7\nnot really a PDF\n'));
    expect(await extractText(fake, 'pdf')).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('broken and hostile DOCX', () => {
  it('a DOCX zip bomb (3 GB of text in 3 MB) is too_complex, fast, and leaves the server healthy', async () => {
    for (const bomb of [docxZipBomb(3 * 1024), docxZipBomb(3 * 1024, 4_000)]) {
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      expect(detectFileKind(bomb)).toBe('docx');
      const started = performance.now();
      const result = await extractText(bomb, 'docx');
      expect(result.ok ? 'ok' : result.reason).toMatch(/^(too_complex|timeout)$/);
      expect(performance.now() - started).toBeLessThan(20_000);
    }
    // No gigabytes were inflated anywhere in the process, and the pool still reads a real file.
    expect(process.memoryUsage().rss).toBeLessThan(1024 * 1024 * 1024);
    expect(await extractText(fixture('cv-nl-data-analist.docx'), 'docx')).toMatchObject({ ok: true });
  });

  it('a truncated DOCX is still recognised, then unreadable', async () => {
    const whole = fixture('cv-fr-developpeuse-fullstack.docx');
    const half = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(detectFileKind(half)).toBe('docx');
    expect(await extractText(half, 'docx')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('a DOCX with no text is empty', async () => {
    expect(await extractText(minimalDocx([]), 'docx')).toEqual({ ok: false, reason: 'empty' });
    expect(await extractText(minimalDocx(['Bonjour']), 'docx')).toMatchObject({
      ok: true,
      text: 'Bonjour',
      pages: null,
      layout: { source: 'docx', lines: [{ region: 'main' }] },
    });
  });
});

describe('text files', () => {
  it('over 200 000 characters is too_large', async () => {
    const long = new Uint8Array(Buffer.from('Expérience professionnelle. '.repeat(8_000)));
    expect(await extractText(long, 'txt')).toEqual({ ok: false, reason: 'too_large' });
  });

  it('an empty file is called text, then empty', async () => {
    const nothing = new Uint8Array(0);
    expect(detectFileKind(nothing)).toBe('txt');
    expect(await extractText(nothing, 'txt')).toEqual({ ok: false, reason: 'empty' });
    expect(await extractText(new Uint8Array(Buffer.from(' \n\t\n')), 'txt')).toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('text with a binary tail past the detection sample is unreadable', async () => {
    const head = Buffer.from('Compétences : '.repeat(6_000));
    const bytes = new Uint8Array(Buffer.concat([head, Buffer.from([0x00, 0xff, 0xfe, 0x00])]));
    expect(detectFileKind(bytes)).toBe('txt');
    expect(await extractText(bytes, 'txt')).toEqual({ ok: false, reason: 'unreadable' });
  });
});
