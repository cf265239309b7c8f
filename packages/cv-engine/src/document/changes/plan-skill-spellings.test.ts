import { describe, expect, it } from 'vitest';
import { optimizeCv } from '../../optimize/optimize-cv';
import { addSkillChange } from '../add-skill-change';
import { applyChanges } from '../apply-changes';

const cv = [
  'Léa Martin',
  'Développeuse back-end',
  'lea.martin@example.fr',
  'Expérience',
  'Développeuse — Acme | 2019 – 2024',
  '• Mise en place de l’intégration continue et des tests automatisés',
  'Compétences',
  'Outils : Docker, intégration continue, Git',
].join('\n');
const offer = [
  'Développeur back-end (H/F)',
  'Profil recherché',
  '- Maîtrise de CI/CD et de Docker exigée',
  '- Kubernetes est un plus',
].join('\n');

describe("the offer's spelling beside a skill the CV has (issue 14)", () => {
  const result = optimizeCv({ cvText: cv, jobDescription: offer });
  const spelling = result.changes.find((c) => c.kind === 'skill_spelling');

  it("adds 'CI/CD' beside 'intégration continue' in the skills line, as a listed change", () => {
    expect(spelling).toMatchObject({
      section: 'skills',
      before: 'Outils : Docker, intégration continue, Git',
    });
    expect(spelling!.after).toContain('intégration continue (CI/CD)');
    expect(result.optimizedText).toContain('intégration continue (CI/CD)');
  });

  it('leaves the CV as it was when that change is rejected', () => {
    const kept = result.changes.filter((c) => c !== spelling);
    expect(applyChanges(cv, kept)).toContain('Outils : Docker, intégration continue, Git');
    expect(applyChanges(cv, kept)).not.toContain('(CI/CD)');
  });

  it('never adds a skill the CV lacks by itself (D22); a ticked one is a change of its own', () => {
    expect(result.optimizedText).not.toContain('Kubernetes');
    const ticked = addSkillChange(cv, 'Kubernetes', 'fr');
    expect(ticked).toMatchObject({ kind: 'skill_added', section: 'skills', before: '', after: 'Kubernetes' });
    const text = applyChanges(cv, [...result.changes, ticked]);
    const lines = text.split('\n');
    expect(lines[lines.indexOf('COMPÉTENCES') + 2]).toBe('Kubernetes');
  });
});

describe("the offer's spelling stands after a whole item (issue 23)", () => {
  const java = [
    'Back-end Java (H/F)',
    'Profil recherché',
    '- Spring (back-end) et ORM exigés',
    '- Bases de données relationnelles',
  ].join('\n');
  const lines = (skills: string) =>
    optimizeCv({
      cvText: ['Léa Martin', 'Compétences', skills].join('\n'),
      jobDescription: java,
    }).changes.filter((c) => c.kind === 'skill_spelling');

  it('never inside a longer name, nor inside brackets', () => {
    const changes = lines('Spring Boot, Hibernate\nSQL (MySQL, PostgreSQL)');
    expect(changes.map((c) => c.after)).toEqual(['Spring Boot, Hibernate (ORM)']);
    for (const change of changes) {
      expect(change.after).not.toMatch(/Spring \([^)]*\) Boot/);
      expect(change.after).not.toMatch(/\([^)]*\(/);
    }
  });
});
