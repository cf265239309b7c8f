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
  it("names the file after the person and the job, in ASCII, with the spec's counter", () => {
    const storage = memoryStorage();
    const maelle = { personName: 'Maëlle Duchâteau', jobTitle: 'Développeur Full-Stack (H/F)' };
    expect(nextDownloadFileName({ ...maelle, extension: 'pdf' }, storage)).toBe(
      'CV_Maelle-Duchateau_Developpeur-Full-Stack-H-F_1.pdf',
    );
    expect(nextDownloadFileName({ ...maelle, extension: 'pdf' }, storage)).toBe(
      'CV_Maelle-Duchateau_Developpeur-Full-Stack-H-F_2.pdf',
    );
    // The Word file of the same CV counts on its own: _1.docx beside _2.pdf.
    expect(nextDownloadFileName({ ...maelle, extension: 'docx' }, storage)).toBe(
      'CV_Maelle-Duchateau_Developpeur-Full-Stack-H-F_1.docx',
    );
    expect(
      nextDownloadFileName({ personName: 'Ruth Ĳsselmeer-Œhler', jobTitle: '', extension: 'pdf' }, storage),
    ).toBe('CV_Ruth-IJsselmeer-OEhler_1.pdf');
  });

  it('cuts a long job title at a word', () => {
    const name = nextDownloadFileName(
      {
        personName: 'Sanne Verhoeven',
        jobTitle:
          'Senior data-analist met specialisatie in zorgverzekeringen en datakwaliteit voor de business',
        extension: 'pdf',
      },
      memoryStorage(),
    );
    expect(name).toBe('CV_Sanne-Verhoeven_Senior-data-analist-met-specialisatie-in-zorgverzekeringen_1.pdf');
  });

  it("falls back to the original file's name, cleaned of characters a file system refuses", () => {
    const storage = memoryStorage();
    expect(nextDownloadFileName({ originalFileName: 'CV Camille.pdf', extension: 'pdf' }, storage)).toBe(
      'CV Camille_1.pdf',
    );
    expect(nextDownloadFileName({ originalFileName: 'a/b:c.txt', extension: 'pdf' }, storage)).toBe(
      'a_b_c_1.pdf',
    );
    expect(nextDownloadFileName({ personName: '  ', extension: 'docx' }, storage)).toBe('CV_1.docx');
  });

  it("names a cover letter as a letter, counted apart from its CV, even without the person's name", () => {
    const storage = memoryStorage();
    const letter = { personName: 'Sanne Verhoeven', jobTitle: 'Data-analist', prefix: 'Motivatiebrief' };
    nextDownloadFileName(
      { personName: 'Sanne Verhoeven', jobTitle: 'Data-analist', extension: 'pdf' },
      storage,
    );
    expect(nextDownloadFileName({ ...letter, extension: 'pdf' }, storage)).toBe(
      'Motivatiebrief_Sanne-Verhoeven_Data-analist_1.pdf',
    );
    const unnamed = { originalFileName: 'CV Camille.pdf', prefix: 'Lettre-de-motivation' };
    expect(nextDownloadFileName({ ...unnamed, extension: 'docx' }, storage)).toBe(
      'Lettre-de-motivation_CV Camille_1.docx',
    );
  });

  it('starts again from 1 when the stored counter is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('cv.downloadCount.x.pdf', 'abc');
    expect(nextDownloadFileName({ originalFileName: 'x.pdf', extension: 'pdf' }, storage)).toBe('x_1.pdf');
  });

  it('keeps the number of a CV downloaded again unchanged (another template), and counts a new version', () => {
    const storage = memoryStorage();
    const parts = { personName: 'Camille Moreau', jobTitle: 'Développeuse', extension: 'pdf' } as const;
    expect(nextDownloadFileName({ ...parts, text: 'version 1' }, storage)).toBe(
      'CV_Camille-Moreau_Developpeuse_1.pdf',
    );
    expect(nextDownloadFileName({ ...parts, text: 'version 1' }, storage)).toBe(
      'CV_Camille-Moreau_Developpeuse_1.pdf',
    );
    expect(nextDownloadFileName({ ...parts, text: 'version 2' }, storage)).toBe(
      'CV_Camille-Moreau_Developpeuse_2.pdf',
    );
    expect(nextDownloadFileName({ ...parts, text: 'version 2' }, storage)).toBe(
      'CV_Camille-Moreau_Developpeuse_2.pdf',
    );
  });
});
