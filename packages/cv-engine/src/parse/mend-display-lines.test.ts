import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';
import { sectionOfHeading } from './section-headings';

describe('lines printed for display', () => {
  it('joins letter-spaced words, keeping the gaps between words', () => {
    const cv = parseCv(
      [
        'M A R I E   D U P O N T',
        'marie@example.fr',
        'E X P É R I E N C E',
        'Infirmière — CHU de Nantes | 2019 – 2024',
      ].join('\n'),
    );
    expect(cv.name).toBe('MARIE DUPONT');
    expect(cv.experience).toHaveLength(1);
  });

  it('reads a heading printed on two lines as one', () => {
    const cv = parseCv(
      [
        'Marie Dupont',
        'EXPÉRIENCE',
        'Infirmière — CHU de Nantes | 2019 – 2024',
        'CENTRES',
        'D’INTÉRÊT',
        'Voile, course à pied',
      ].join('\n'),
    );
    expect(cv.additionalInfo).toMatch(/^CENTRES D’INTÉRÊT:\nVoile, course à pied$/);
    expect(cv.experience[0]!.description).toEqual([]);
  });
});

describe('headings qualified by a trade', () => {
  it.each([
    ['Teaching experience', 'experience'],
    ['Expérience hospitalière', 'experience'],
    ['Research Experience', 'experience'],
    ['Werkervaring en stages', 'experience'],
    ['Langues parlées', 'languages'],
    ['Education & Certifications', 'education'],
  ])('%s names the %s section', (heading, key) => {
    expect(sectionOfHeading(heading)).toBe(key);
  });

  it.each(['Nantes · expertise comptable', 'formation continue, Nantes', '5 years of experience'])(
    '%s is content',
    (line) => {
      expect(sectionOfHeading(line)).toBeUndefined();
    },
  );
});

describe('page furniture', () => {
  it("reads 'Name – 1/2' as a page footer", async () => {
    const { isPageFooter } = await import('./page-footers');
    expect(isPageFooter('John Doe – 1/2')).toBe(true);
    expect(isPageFooter('Scaled the team from 3 to 28 – 1/2 of the budget')).toBe(false);
  });
});
