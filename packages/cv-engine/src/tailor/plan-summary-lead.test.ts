import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { applyChanges } from '../document/apply-changes';
import { optimizeCv } from '../optimize/optimize-cv';

const cv = (name: string, summary = 'Développeuse attentive à la qualité du code.') =>
  [
    name,
    'Développeuse back-end',
    'contact@example.fr',
    'Profil',
    summary,
    'Expérience professionnelle',
    'Développeuse back-end — Acme | janv. 2019 – aujourd’hui',
    '• Conteneurisation des services avec Docker et Kubernetes',
    '• API en Node.js et PostgreSQL',
    'Formation',
    'Master Informatique, parcours génie logiciel — Université de Lyon | 2016 – 2018',
  ].join('\n');
const offer = [
  'Développeur back-end (H/F)',
  'Profil recherché',
  '- Maîtrise de Node.js, PostgreSQL, Docker et Kubernetes exigée',
].join('\n');
const leadOf = (text: string, job = offer) => planFor(text, job).of('summary_lead')[0];

describe('a summary lead built only from the CV’s facts (issue 23)', () => {
  const lead = leadOf(cv('Léa Martin'))!;

  it('names the role, the years its jobs span, the must-haves it proves and its degree', () => {
    expect(lead).toMatchObject({ section: 'summary', before: '' });
    expect(lead.after).toMatch(/développeuse back-end/i);
    expect(lead.after).toContain('7 ans');
    expect(lead.after).toMatch(/Node\.js|PostgreSQL|Docker|Kubernetes/);
    expect(lead.after).toContain('Master Informatique');
  });

  it('cites the CV lines that bear each fact out', () => {
    expect(lead.evidence).toEqual(
      expect.arrayContaining([
        'Développeuse back-end — Acme | janv. 2019 – aujourd’hui',
        'Master Informatique, parcours génie logiciel — Université de Lyon | 2016 – 2018',
      ]),
    );
    const cvLines = cv('Léa Martin')
      .split('\n')
      .map((l) => l.replace(/^• /, ''));
    for (const line of lead.evidence ?? []) expect(cvLines).toContain(line);
  });

  it('is worded differently from one CV to another, the same for one CV at each generation', () => {
    const names = ['Léa Martin', 'Jean Dupont', 'Aïcha Benali', 'Tom Peeters', 'Sara Lind', 'Noé Girard'];
    const openings = new Set(
      names.map((name) =>
        leadOf(cv(name))!
          .after.replace(/développeuse back-end/i, '')
          .slice(0, 12),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
    expect(leadOf(cv('Léa Martin'))!.after).toBe(lead.after);
  });

  it('is written in sentences, never as a label and its list ("; compétences clés : …")', () => {
    const names = ['Léa Martin', 'Jean Dupont', 'Aïcha Benali', 'Tom Peeters', 'Sara Lind', 'Noé Girard'];
    for (const name of names) expect(leadOf(cv(name))!.after).not.toMatch(/:/);
  });

  it('does not count years again when the CV says its own', () => {
    expect(leadOf(cv('Léa Martin', 'Sept ans d’expérience en développement web.'))!.after).not.toMatch(
      /\d+ ans/,
    );
  });

  it('is written in the offer’s language', () => {
    const english = [
      'Back-end Developer',
      'Requirements',
      '- Strong Node.js, PostgreSQL and Docker required',
    ].join('\n');
    const written = leadOf(cv('Léa Martin'), english)!.after;
    expect(written).toMatch(/ years|key skills|strengths|background/);
    expect(written).not.toMatch(/ ans|compétences clés|atouts|points forts/);
  });

  it('names the offer’s title only when the CV bears it out', () => {
    const unrelated = ['Data Engineer (H/F)', 'Profil recherché', '- Docker et Kubernetes exigés'].join('\n');
    expect(leadOf(cv('Léa Martin'), unrelated)!.after).not.toContain('Data Engineer');
  });

  it('adds a profile in the offer’s language to a CV without one, which a rejection takes out whole', () => {
    const bare = cv('Léa Martin')
      .split('\n')
      .filter((l) => l !== 'Profil' && !l.startsWith('Développeuse attentive'))
      .join('\n');
    const added = leadOf(bare)!;
    expect(added.after.split('\n')[0]).toBe('PROFIL');
    expect(applyChanges(bare, [])).not.toContain('PROFIL');
    expect(applyChanges(bare, [added])).toMatch(/\nPROFIL\n.*développeuse back-end/i);
  });

  it('is not written twice when the engine reads its own output', () => {
    const first = optimizeCv({ cvText: cv('Léa Martin'), jobDescription: offer });
    const again = optimizeCv({ cvText: first.optimizedText, jobDescription: offer });
    expect(again.changes.filter((c) => c.kind === 'summary_lead')).toEqual([]);
  });

  it('says the role, its years and its degrees when the offer asks for no skill the CV names', () => {
    const pharmacist = [
      'Claire Morel',
      'Pharmacienne adjointe',
      'Profil',
      'Pharmacienne attentive au conseil.',
      'Expérience professionnelle',
      'Pharmacienne adjointe — Pharmacie du Port | mars 2018 – aujourd’hui',
      '• Validation des ordonnances et conseil au comptoir',
      'Formation',
      'Diplôme d’État de docteur en pharmacie — Université de Rennes | 2011 – 2017',
    ].join('\n');
    const job = [
      'Pharmacien adjoint (H/F)',
      'Profil recherché',
      '- Diplôme d’État de docteur en pharmacie exigé',
    ].join('\n');
    const written = leadOf(pharmacist, job)!;
    expect(written.after).toMatch(
      /^(?:Pharmacienne adjointe avec \d+ ans d’expérience|\d+ ans d’expérience en tant que pharmacienne adjointe)\./,
    );
    expect(written.after).toContain('Diplôme d’État de docteur en pharmacie');
  });

  it('names the degree the offer asks for, and two when it asks for both', () => {
    const text = cv('Léa Martin').replace(
      'Master Informatique, parcours génie logiciel — Université de Lyon | 2016 – 2018',
      'MBA — École de commerce de Lyon | 2019 – 2020\nMaster Informatique — Université de Lyon | 2016 – 2018',
    );
    const job = `${offer}\n- Master en informatique exigé`;
    const written = leadOf(text, job)!.after;
    expect(written).toContain('Master Informatique');
    expect(written).not.toContain('MBA');
  });

  it('gives the offer’s words for the CV’s role when the alias table says they are one', () => {
    const chef = [
      'Maëlle Le Goff',
      'Cheffe de cuisine',
      'Profil',
      'Cuisine de saison et produits de la mer.',
      'Parcours',
      'Cheffe de cuisine — Le Goéland | 2019 – aujourd’hui',
      '• Ratio coût matière ramené de 34 % à 29 %',
      '• Produits de la mer de la criée',
    ].join('\n');
    const job = [
      'Head Chef',
      'Requirements',
      '- Experience as Head Chef',
      '- Menu costing and fish skills essential',
    ].join('\n');
    expect(leadOf(chef, job)!.after).toMatch(/^Cheffe de cuisine \(Head Chef\)/);
  });
});
