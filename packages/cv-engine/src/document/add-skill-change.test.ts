import { describe, expect, it } from 'vitest';
import { addSkillChange, skillChangeId } from './add-skill-change';
import { applyChanges } from './apply-changes';

const cv = [
  'Camille Moreau',
  'camille@example.fr',
  'COMPÉTENCES',
  'Langages : JavaScript, TypeScript, SQL',
  'Outils : Git, Docker, GitLab CI',
  'Qualités : rigueur, pédagogie',
  'EXPÉRIENCE',
  'Développeuse — Acme, 2019 – 2024',
  '• Conçu l’API',
].join('\n');

const offer = [
  'Développeur·se full stack (H/F)',
  'Vous déployez nos services avec Docker et Kubernetes.',
  'Une pratique de Terraform est un plus.',
  "Sens de l'expérience utilisateur.",
].join('\n');

describe('"I have this skill"', () => {
  it('adds the skill, spelt as the offer spells it, to the skills line the offer names it with', () => {
    const change = addSkillChange(cv, 'kubernetes', 'fr', offer);
    expect(change).toMatchObject({
      id: skillChangeId('kubernetes'),
      kind: 'skill_added',
      before: 'Outils : Git, Docker, GitLab CI',
      after: 'Outils : Git, Docker, GitLab CI, Kubernetes',
    });
    expect(applyChanges(cv, [change])).toContain('Outils : Git, Docker, GitLab CI, Kubernetes\n');
  });

  it('gives a skill the offer names beside none of the CV’s a line of its own, in the offer’s spelling', () => {
    const change = addSkillChange(cv, 'terraform', 'fr', offer);
    expect(change).toMatchObject({ before: '', after: 'Terraform' });
    const text = applyChanges(cv, [change]);
    expect(text).toMatch(/Qualités : rigueur, pédagogie\nTerraform\n/);
  });

  it('keeps the words a sentence writes in lower case as they are', () => {
    expect(addSkillChange(cv, 'expérience utilisateur', 'fr', offer).after).toBe('expérience utilisateur');
  });

  it('adds to the line as other changes left it, and two ticked skills one after the other', () => {
    const reordered = {
      id: 'r',
      kind: 'skills_reordered' as const,
      section: 'skills',
      block: addSkillChange(cv, 'kubernetes', 'fr', offer).block,
      before: 'Outils : Git, Docker, GitLab CI',
      after: 'Outils : Docker, Git, GitLab CI',
      reason: '',
    };
    const offerBoth = `${offer}\nDocker, Kubernetes et Helm au quotidien.`;
    const text = applyChanges(cv, [
      reordered,
      addSkillChange(cv, 'kubernetes', 'fr', offerBoth),
      addSkillChange(cv, 'helm', 'fr', offerBoth),
    ]);
    expect(text).toContain('Outils : Docker, Git, GitLab CI, Kubernetes, Helm\n');
  });

  it('writes a labelled line for a CV without a skills section', () => {
    const change = addSkillChange('Camille Moreau\nPROFIL\nDéveloppeuse web', 'kubernetes', 'en', offer);
    expect(change.after).toBe('Skills : Kubernetes');
  });
});
