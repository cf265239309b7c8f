import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { applyChanges } from '../document/apply-changes';
import { optimizeCv } from '../optimize/optimize-cv';

const cv = [
  'Léa Martin',
  'Développeuse back-end',
  'Expérience',
  'Développeuse back-end — Acme | 2019 – 2026',
  '• API en Node.js et PostgreSQL',
  'Vendeuse — Boutique Lumière | 2004 – 2008',
  '• Conseil aux clients en magasin',
  '• Tenue de la caisse',
  '• Inventaires trimestriels',
  '• Mise en rayon des arrivages',
  'Centres d’intérêt',
  'Escalade en falaise',
  'Contributions à des projets Node.js libres',
].join('\n');
const offer = ['Développeur back-end (H/F)', 'Profil recherché', '- Node.js et PostgreSQL exigés'].join('\n');

describe('suggestions the user may accept, never applied by default (issue 23)', () => {
  const { of } = planFor(cv, offer);

  it('offers to keep a job older than 15 years, or unrelated, to its two most telling bullets', () => {
    const [shorten] = of('entry_shortened');
    expect(shorten).toMatchObject({ suggestion: true, after: '' });
    expect(shorten!.before.split('\n')).toEqual(['Inventaires trimestriels', 'Mise en rayon des arrivages']);
  });

  it('offers to take out interests that say nothing for this job, not those that do', () => {
    const [interests] = of('interests_dropped');
    expect(interests).toMatchObject({ suggestion: true, before: 'Escalade en falaise' });
  });

  it('writes the result without them, and applies them when accepted', () => {
    const result = optimizeCv({ cvText: cv, jobDescription: offer });
    expect(result.optimizedText).toContain('Inventaires trimestriels');
    expect(result.optimizedText).toContain('Escalade en falaise');
    const accepted = applyChanges(cv, result.changes);
    expect(accepted).not.toContain('Inventaires trimestriels');
    expect(accepted).not.toContain('Escalade en falaise');
    expect(accepted).toContain('Conseil aux clients en magasin');
    expect(accepted).toContain('Contributions à des projets Node.js libres');
  });

  it('takes the heading out with the interests when none says anything for the job', () => {
    const silent = cv.replace('Contributions à des projets Node.js libres', 'Randonnée');
    const [interests] = planFor(silent, offer).of('interests_dropped');
    expect(interests!.before.split('\n')).toEqual(['Centres d’intérêt', 'Escalade en falaise', 'Randonnée']);
    expect(applyChanges(silent, [interests!])).not.toMatch(/INTÉRÊT|Escalade/);
  });

  it('offers an action verb for a weak opening, and keeps the user’s own words until it is accepted', () => {
    const weak = cv.replace('• API en Node.js et PostgreSQL', '• J’ai conçu l’API en Node.js et PostgreSQL');
    const result = optimizeCv({ cvText: weak, jobDescription: offer });
    const opening = result.changes.find((change) => change.kind === 'bullet_opening');
    expect(opening).toMatchObject({ suggestion: true, before: 'J’ai conçu l’API en Node.js et PostgreSQL' });
    expect(result.optimizedText).toContain('J’ai conçu l’API');
    expect(applyChanges(weak, [opening!])).toContain(`• ${opening!.after}`);
    expect(opening!.after).not.toContain('J’ai');
  });
});
