import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { skillsOf, skillsProvedBy } from '../document/gates/skills-of';
import { fold } from '../text/fold';
import { LETTER_PATTERNS } from './compose-letter';
import { writeCoverLetter } from './write-cover-letter';

/**
 * Issue 26's target: no invented fact. Every fixture CV with the offers it goes with (and across languages: a
 * French CV for an English or a Dutch offer), each letter read as a recruiter would check it against the CV —
 * every year and figure, every capitalised name (an employer, a school, a town), every known skill must be the
 * CV's, or the offer's employer, title and contact person — and the letter must name that employer and that role.
 * What each offer's employer, title and contact are was read by hand, not from the engine.
 */
const OFFERS: Record<string, { employer: string; title: string; contact?: string }> = {
  'offre-fr-developpeur-fullstack': {
    employer: 'Routalis',
    title: 'Développeur Full-Stack TypeScript / React / Node.js',
  },
  'offre-fr-chef-de-projet-marketing': {
    employer: 'Maison Albéric Cosmétiques',
    title: 'Chef de projet marketing produit',
  },
  'job-en-marketing-manager': { employer: 'Brightwell Foods', title: 'Marketing Manager Benelux' },
  'vacature-nl-data-analist': {
    employer: 'Havenkracht Energie',
    title: 'Data-analist',
    contact: 'Daan Kooĳman',
  },
  'nl-wbo-data-engineer': { employer: 'Ministerie van Voorbeeld', title: 'Senior Data Engineer' },
  sample_job: { employer: 'TechInnovate Solutions', title: 'Senior Full-Stack Developer' },
  tech_devops_engineer: { employer: 'CloudScale Systems', title: 'DevOps Engineer' },
};

const PAIRS: readonly (readonly [cv: string, offer: string])[] = [
  ['cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack'],
  ['cv-fr-developpeuse-fullstack', 'tech_devops_engineer'],
  ['cv-fr-developpeuse-fullstack', 'nl-wbo-data-engineer'],
  ['cv-fr-comptable', 'offre-fr-chef-de-projet-marketing'],
  ['cv-fr-comptable-pdf', 'offre-fr-chef-de-projet-marketing'],
  ['cv-nl-data-analist', 'vacature-nl-data-analist'],
  ['cv-nl-data-analist', 'nl-wbo-data-engineer'],
  ['cv-en-marketing', 'job-en-marketing-manager'],
  ['cv-en-marketing', 'offre-fr-chef-de-projet-marketing'],
  ['cv-voorbeeld', 'nl-wbo-data-engineer'],
  ['cv-voorbeeld', 'sample_job'],
  ['sample_resume_en', 'sample_job'],
  ['sample_resume_en', 'offre-fr-developpeur-fullstack'],
  ['two-column', 'sample_job'],
  ['john-doe-classic-theme', 'tech_devops_engineer'],
  ['business_marketing_manager', 'job-en-marketing-manager'],
  ['tech_devops_engineer', 'sample_job'],
];

const DATE = '2025-03-14';
const NUMBER = /\d+(?:[.,]\d+)?/g;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
// a capital after these opens a sentence or a quote, not a name
const OPENS = /(?:^|[.!?:;«(]|\d)\s*$/u;

const numbersOf = (text: string) => new Set((text.match(NUMBER) ?? []).map((n) => n.replace(',', '.')));
const wordsOf = (text: string) => new Set((text.match(WORD) ?? []).map(fold));

/** The capitalised words of a text that do not open a sentence: the names it gives. */
function namesIn(text: string): string[] {
  return Array.from(text.matchAll(WORD))
    .filter((m) => /^\p{Lu}/u.test(m[0]) && !OPENS.test(text.slice(0, m.index)))
    .map((m) => m[0]);
}

describe('writeCoverLetter: a letter from the CV’s facts only (issue 26)', () => {
  for (const [cvName, offerName] of PAIRS) {
    it(`${cvName} × ${offerName}`, () => {
      const cv = readFixture(cvName);
      const offer = OFFERS[offerName]!;
      const { letter, text } = writeCoverLetter({
        cvText: cv,
        jobDescription: readFixture(offerName),
        date: DATE,
      });
      // the date line is today's: its figures are the only ones the CV need not hold
      const body = text.slice(letter.dateLine.length);
      expect(text).toContain(offer.employer);
      expect(text).toContain(offer.title);

      const cvNumbers = numbersOf(cv);
      expect([...numbersOf(body)].filter((n) => !cvNumbers.has(n))).toEqual([]);

      const allowed = new Set([
        ...wordsOf(cv),
        ...wordsOf(`${offer.employer} ${offer.title} ${offer.contact ?? ''}`),
        // the letter's frame: 'Madame', 'Dear Hiring Manager', 'Objet', 'Betreft'…
        ...Object.values(LETTER_PATTERNS[letter.language]).flatMap((v) => [...wordsOf(JSON.stringify(v))]),
      ]);
      expect(namesIn(body).filter((name) => !allowed.has(fold(name)))).toEqual([]);

      const cvSkills = skillsProvedBy(cv);
      const ownWords = body.replaceAll(offer.title, ' ').replaceAll(letter.subject, ' ');
      expect([...skillsOf(ownWords)].filter((skill) => !cvSkills.has(skill))).toEqual([]);

      expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(letter.paragraphs.length).toBeLessThanOrEqual(4);
    });
  }
});

describe('writeCoverLetter: the conventions of the offer’s language', () => {
  const write = (cv: string, offer: string) =>
    writeCoverLetter({ cvText: readFixture(cv), jobDescription: readFixture(offer), date: '2025-03-01' });

  it('writes a French letter to « Madame, Monsieur, » with the formal closing', () => {
    const { letter, text } = write('cv-fr-developpeuse-fullstack', 'offre-fr-developpeur-fullstack');
    expect(letter.dateLine).toBe('Lyon, le 1er mars 2025');
    expect(letter.subject).toMatch(/^Objet\u00a0: candidature au poste de Développeur Full-Stack/);
    expect(letter.salutation).toBe('Madame, Monsieur,');
    expect(letter.closing).toMatch(/, Madame, Monsieur, .*salutations distinguées\.$/);
    expect(text.endsWith('Maëlle Duchâteau')).toBe(true);
    // elision: never 'de AWS', 'de Ingénieur'
    expect(text).not.toMatch(/\bde [aeiouyéAEIOUYÉ]/u);
  });

  it('writes an English letter to the Hiring Manager', () => {
    const { letter } = write('cv-en-marketing', 'job-en-marketing-manager');
    expect(letter.dateLine).toBe('Brussels, 1 March 2025');
    expect(letter.salutation).toBe('Dear Hiring Manager,');
  });

  it('greets the contact the Dutch offer names, and the neutral form when it names nobody', () => {
    expect(write('cv-nl-data-analist', 'vacature-nl-data-analist').letter.salutation).toBe(
      'Geachte Daan Kooĳman,',
    );
    const anonymous = write('cv-voorbeeld', 'nl-wbo-data-engineer').letter;
    expect(anonymous.salutation).toBe('Geachte heer/mevrouw,');
    expect(anonymous.closing).toBe('Met vriendelijke groet,');
    // a CV without a town: the date alone
    expect(anonymous.dateLine).toBe('1 maart 2025');
  });

  it('cites the jobs the CV is sure of, with their real employers and roles', () => {
    const { text } = write('cv-nl-data-analist', 'vacature-nl-data-analist');
    expect(text).toContain('Data-analist bij Lindeboom Retail Groep');
    expect(text).toContain('Zorgverzekeraar Zuiderlicht');
  });

  it('quotes no bullet of a CV in another language than the letter (the built-in engine translates nothing)', () => {
    const { letter } = write('cv-en-marketing', 'offre-fr-chef-de-projet-marketing');
    const cv = readFixture('cv-en-marketing');
    const bullets = cv.split('\n').filter((line) => line.startsWith('• '));
    for (const bullet of bullets) expect(letter.paragraphs.join(' ')).not.toContain(bullet.slice(2, 40));
  });

  it('gives the same letter for the same inputs, and varies its wording from one CV to another', () => {
    const a = write('cv-fr-comptable', 'offre-fr-chef-de-projet-marketing');
    expect(write('cv-fr-comptable', 'offre-fr-chef-de-projet-marketing').text).toBe(a.text);
    const openings = new Set(
      PAIRS.map(([cv, offer]) => write(cv, offer).letter.paragraphs[0]!.replace(/\s.*$/, '')),
    );
    expect(openings.size).toBeGreaterThan(1);
  });
});
