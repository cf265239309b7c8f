import { describe, expect, it } from 'vitest';
import { sectionOfHeading } from './section-headings';

describe('headings named by a head word the alias list does not hold', () => {
  it.each([
    ['Beroepservaring', 'experience'],
    ['Beroepsloopbaan', 'experience'],
    ['MIJN LOOPBAAN', 'experience'],
    ['Postes occupés', 'experience'],
    ['Employment record', 'experience'],
    ['Professional journey', 'experience'],
    ['Academic appointments', 'experience'],
    ['Computervaardigheden', 'skills'],
    ['ATTESTEN', 'certifications'],
    ['Erkenningen', 'certifications'],
    ['Degrees obtained', 'education'],
    ['## Werkervaring', 'experience'],
    ['Werkverleden', 'experience'],
    ['MIJN ARBEIDSVERLEDEN', 'experience'],
    ['WHO I AM', 'summary'],
    ['Tickets and Cards', 'certifications'],
    ['WHERE I’VE WORKED', 'experience'],
    ['BIJBANEN', 'experience'],
    ['Jobs étudiants', 'experience'],
    ['TOOLBOX', 'skills'],
    ['What I Bring', 'skills'],
  ])('%s is %s', (heading, key) => {
    expect(sectionOfHeading(heading)).toBe(key);
  });

  it.each([
    'Software Engineer',
    'Responsable méthodes',
    'Jobs Coach',
    'Ervaring',
    'Mijn',
    'Employment Lawyer',
    'Education Officer',
  ])('%s names no section by a head word', (line) => {
    // 'Ervaring' alone is in the alias list; the rest are job titles or a lone possessive
    expect(sectionOfHeading(line) === undefined || line === 'Ervaring').toBe(true);
  });
});

describe('headings CVs give their strengths, interests and schooling in the three languages', () => {
  it.each([
    ['STERKTES', 'softSkills'],
    ['Troeven', 'softSkills'],
    ['Points forts', 'softSkills'],
    ['NAAST HET WERK', 'interests'],
    ['En dehors du travail', 'interests'],
    ['Outside work', 'interests'],
    ['PARCOURS SCOLAIRE', 'education'],
    ['DIPLOMA’S', 'education'],
    ['Langues parlées', 'languages'],
    ['En bref', 'summary'],
    ['BREVETTEN', 'certifications'],
    ['Getuigschriften', 'certifications'],
    ['PASSIES', 'interests'],
    ['Onderwijs en opleiding', 'education'],
    ['Persoonlijke vaardigheden en competenties', 'softSkills'],
    ['Beroepsgerichte vaardigheden', 'skills'],
    ['Other interests', 'interests'],
  ])('%s is %s', (heading, key) => {
    expect(sectionOfHeading(heading)).toBe(key);
  });
});
