import type { ParsedCv } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { parseCv } from '../parse/parse-cv';
import { verifyAgainstOriginal } from './verify-against-original';

const original = parseCv(readFixture('sample_resume_en'));
const clone = (): ParsedCv => structuredClone(original);

describe('verifyAgainstOriginal', () => {
  it('accepts a faithful rewording', () => {
    const candidate = clone();
    candidate.summary = 'Software engineer with 5+ years in full-stack development and machine learning.';
    candidate.experience[0]!.description[0] =
      'Led the microservices architecture serving 1M+ daily active users';
    const result = verifyAgainstOriginal(original, candidate);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.repaired.summary).toBe(candidate.summary);
  });

  it('drops an invented employer and puts back a lost one', () => {
    const candidate = clone();
    candidate.experience[1] = {
      company: 'Google',
      position: 'Staff Engineer',
      period: '2019 - 2021',
      description: [],
    };
    const result = verifyAgainstOriginal(original, candidate);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.kind)).toEqual(['new-employer', 'lost-experience']);
    expect(result.repaired.experience.map((e) => e.company)).toEqual([
      'TechCorp Inc.',
      'WebSolutions Ltd.',
      'StartupXYZ',
    ]);
  });

  it('restores changed dates and bullets with invented figures', () => {
    const candidate = clone();
    candidate.experience[0]!.period = '2016 - Present';
    candidate.experience[0]!.description[1] = 'Increased user engagement by 80%';
    const result = verifyAgainstOriginal(original, candidate);
    expect(result.problems.map((p) => p.kind)).toEqual(['changed-date', 'new-figure']);
    expect(result.repaired.experience[0]).toEqual(original.experience[0]);
  });

  it('refuses new degrees, certifications and skills', () => {
    const candidate = clone();
    candidate.education.push({
      institution: 'MIT',
      degree: 'PhD in Physics',
      period: '2019',
      description: '',
    });
    candidate.certifications.push('Certified Kubernetes Administrator');
    candidate.technicalSkills += '\nRust, Golang';
    const result = verifyAgainstOriginal(original, candidate);
    expect(result.problems.map((p) => p.kind)).toEqual(['new-degree', 'new-certification', 'new-skill']);
    expect(result.repaired.education).toEqual(original.education);
    expect(result.repaired.certifications).toEqual(original.certifications);
    expect(result.repaired.technicalSkills).toBe(original.technicalSkills);
  });
});
