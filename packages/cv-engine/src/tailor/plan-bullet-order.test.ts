import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { applyChanges } from '../document/apply-changes';

const cv = [
  'Léa Martin',
  'Développeuse back-end',
  'lea.martin@example.fr',
  'Expérience professionnelle',
  'Développeuse — Acme | 2019 – 2024',
  '• Animation des rétrospectives de l’équipe',
  '• Rédaction de la documentation utilisateur',
  '• Conteneurisation des services avec Docker et Kubernetes',
  'Stagiaire — Globex | 2018',
  '• Tests manuels des écrans',
  '• Scripts de déploiement Kubernetes',
].join('\n');
const offer = [
  'Développeur back-end (H/F)',
  'Profil recherché',
  '- Maîtrise de Docker et de Kubernetes exigée',
  '- Sens de la documentation',
].join('\n');

describe('bullets ordered by what they prove of the offer, within each job (issue 23)', () => {
  const { of } = planFor(cv, offer);
  const [acme, globex] = of('bullets_reordered');

  it('puts the bullet naming the must-haves first, its header lines staying on top', () => {
    expect(acme).toMatchObject({ section: 'experience', block: 'b5' });
    expect(acme!.after.split('\n')[0]).toBe('Conteneurisation des services avec Docker et Kubernetes');
    const text = applyChanges(cv, [acme!]);
    expect(text.indexOf('Développeuse — Acme')).toBeLessThan(text.indexOf('Conteneurisation'));
    expect(text.indexOf('Conteneurisation')).toBeLessThan(text.indexOf('Animation des rétrospectives'));
  });

  it('never moves a bullet to another job', () => {
    expect(globex!.after.split('\n').sort()).toEqual(globex!.before.split('\n').sort());
    const text = applyChanges(cv, [acme!, globex!]);
    expect(text.indexOf('Stagiaire — Globex')).toBeLessThan(
      text.indexOf('Scripts de déploiement Kubernetes'),
    );
    expect(text.indexOf('Tests manuels')).toBeGreaterThan(text.indexOf('Stagiaire — Globex'));
  });

  it('shows the bullets it moved up as its evidence, and what they prove in its reason', () => {
    expect(acme!.evidence).toEqual(['Conteneurisation des services avec Docker et Kubernetes']);
    expect(acme!.reason).toMatch(
      /en premier, sans en changer un mot : (Docker, Kubernetes|Kubernetes, Docker)\.$/,
    );
  });

  it('leaves the order as written when the change is rejected', () => {
    expect(applyChanges(cv, [])).toMatch(
      /Animation des rétrospectives[\s\S]*Rédaction[\s\S]*Conteneurisation/,
    );
  });

  it('keeps the bullets of a job the reading is unsure of as they are', () => {
    const unsure = cv.replace('Développeuse — Acme | 2019 – 2024', 'Acme');
    expect(
      planFor(unsure, offer)
        .of('bullets_reordered')
        .some((c) => c.before.includes('Conteneurisation')),
    ).toBe(false);
  });
});
