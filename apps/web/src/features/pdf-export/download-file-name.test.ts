import { describe, expect, it } from 'vitest';
import { nextDownloadFileName } from './download-file-name';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('nextDownloadFileName', () => {
  it('counts downloads per original file', () => {
    const storage = memoryStorage();
    expect(nextDownloadFileName('CV Camille.pdf', storage)).toBe('CV Camille_1.pdf');
    expect(nextDownloadFileName('CV Camille.pdf', storage)).toBe('CV Camille_2.pdf');
    expect(nextDownloadFileName('cv-sanne.docx', storage)).toBe('cv-sanne_1.pdf');
    expect(nextDownloadFileName('CV Camille.pdf', storage)).toBe('CV Camille_3.pdf');
  });

  it('names a CV without a file, and cleans characters a file system refuses', () => {
    const storage = memoryStorage();
    expect(nextDownloadFileName(null, storage)).toBe('CV_1.pdf');
    expect(nextDownloadFileName('a/b:c.txt', storage)).toBe('a_b_c_1.pdf');
  });

  it('starts again from 1 when the stored counter is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('cv.downloadCount.x', 'abc');
    expect(nextDownloadFileName('x.pdf', storage)).toBe('x_1.pdf');
  });
});
