import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { analyzeJob } from '../job/analyze-job';
import { parseCv } from '../parse/parse-cv';
import { leadWithActionVerb } from './lead-with-action-verb';
import { rewriteCv } from './rewrite-cv';

const digits = (text: string) => new Set(text.match(/\d+/g) ?? []);

describe('rewriteCv', () => {
  const source = readFixture('sample_resume_en');
  const job = analyzeJob(readFixture('sample_job'));
  const result = rewriteCv(parseCv(source), job);

  it('aligns the title when the CV supports every word of it', () => {
    expect(result.cv.title).toBe('Senior Full-Stack Developer');
    expect(result.changes.titleAligned).toBe(true);
  });

  it('opens the summary with the CV’s own skills that the offer asks for', () => {
    const [lead] = result.cv.summary.split('\n');
    expect(lead).toMatch(/^Key strengths for this role: Python, JavaScript/);
    expect(result.cv.summary).toContain('Experienced software engineer with 5+ years');
  });

  it('puts the offer’s skills first and keeps every skill', () => {
    expect(result.changes.skillsReordered).toBe(true);
    const before = parseCv(source)
      .technicalSkills.split(/[\n,:]/)
      .map((s) => s.trim())
      .sort();
    const after = result.cv.technicalSkills
      .split(/[\n,:]/)
      .map((s) => s.trim())
      .sort();
    expect(after).toEqual(before);
  });

  it('invents no figure, employer or degree', () => {
    for (const n of digits(result.text)) expect(digits(source)).toContain(n);
    const reparsed = parseCv(result.text);
    expect(reparsed.experience.map((e) => e.company)).toEqual([
      'TechCorp Inc.',
      'StartupXYZ',
      'WebSolutions Ltd.',
    ]);
    expect(reparsed.education.map((e) => e.degree)).toEqual(['Bachelor of Science in Computer Science']);
  });

  it('is a fixed point: rewriting its own output gives the same text', () => {
    expect(rewriteCv(parseCv(result.text), job).text).toBe(result.text);
  });

  it('orders experiences newest first', () => {
    const cv = parseCv(
      [
        'Experience',
        'Analyst — Old Corp | 2012 – 2015',
        '• Built reports',
        'Manager — New Corp | 2019 – Present',
        '• Led a team',
        'Lead — Mid Corp | 2015 – 2019',
      ].join('\n'),
    );
    const out = rewriteCv(cv, analyzeJob('Manager wanted'));
    expect(out.cv.experience.map((e) => e.company)).toEqual(['New Corp', 'Mid Corp', 'Old Corp']);
    expect(out.changes.experiencesReordered).toBe(true);
  });

  it('writes headings in the job’s language and names the target role when the title is not supported', () => {
    const cv = parseCv(readFixture('cv-fr-comptable'));
    const out = rewriteCv(cv, analyzeJob(readFixture('job-en-marketing-manager')));
    expect(out.text).toContain('\nPROFESSIONAL EXPERIENCE\n');
    expect(out.text).toContain('\nEDUCATION\n');
    expect(out.cv.title).toBe('Comptable général confirmé');
    expect(out.cv.summary.split('\n')[0]).toBe('Target role: Marketing Manager Benelux.');
    const nl = rewriteCv(cv, analyzeJob(readFixture('vacature-nl-data-analist')));
    expect(nl.text).toContain('\nWERKERVARING\n');
    expect(nl.text).toContain('\nOPLEIDING\n');
  });
});

describe('leadWithActionVerb', () => {
  it.each([
    ['I developed the billing API', 'Developed the billing API'],
    ['Worked on the checkout flow', 'Contributed to the checkout flow'],
    ['Responsible for the migration to AWS', 'Owned the migration to AWS'],
    ['J’ai conçu le module de paiement', 'Conçu le module de paiement'],
    ['Participation aux ateliers de cadrage', 'Contribution aux ateliers de cadrage'],
    ['Ik ontwikkelde een dashboard', 'Ontwikkelde een dashboard'],
    ['Werkte mee aan de datastrategie', 'Droeg bij aan de datastrategie'],
  ])('%s → %s', (input, output) => {
    expect(leadWithActionVerb(input)).toBe(output);
  });

  it('leaves a bullet it cannot safely reword exactly as written', () => {
    expect(leadWithActionVerb('Responsible for managing 3 teams')).toBe('Responsible for managing 3 teams');
  });
});
