import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { applyChanges } from '../document/apply-changes';
import { optimizeCv } from '../optimize/optimize-cv';

const cv = (skills: string[]) =>
  [
    'Declan O’Rourke',
    'Electrician',
    'declan@example.com',
    'Experience',
    'Electrician — Aire Valley Electrical | Jun 2018 – Present',
    '• Fault finding and inspection and testing on commercial fit-outs',
    'Tickets',
    '18th Edition Wiring Regulations BS 7671:2018',
    'Skills',
    ...skills,
  ].join('\n');
const offer = [
  'Commercial Electrician',
  'Requirements',
  '- 18th Edition and Inspection and Testing required',
  '- Fault finding',
].join('\n');

describe('must-haves the CV proves lower down, brought into its skills (issue 23)', () => {
  it('adds each one to a skills section of one item a line, with the line that proves it', () => {
    const surfaced = planFor(cv(['EV charger installation', 'Fire alarm systems']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced.map((c) => c.after)).toEqual(
      expect.arrayContaining(['18th Edition', 'Inspection and testing']),
    );
    const edition = surfaced.find((c) => c.after === '18th Edition')!;
    expect(edition).toMatchObject({ section: 'skills', before: '' });
    expect(edition.evidence).toEqual(['18th Edition Wiring Regulations BS 7671:2018']);
  });

  it('writes one line of them all in a skills section that lists its items', () => {
    const surfaced = planFor(cv(['Tools: multimeter, thermal camera']), offer).of('skill_surfaced');
    expect(surfaced).toHaveLength(1);
    expect(surfaced[0]!.after.split(', ')).toEqual(expect.arrayContaining(['18th Edition']));
  });

  it('does not bring what the skills already name', () => {
    const surfaced = planFor(cv(['18th Edition', 'Inspection and testing', 'Fault finding']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced).toEqual([]);
  });

  it('is a line of its own the user may reject', () => {
    const text = cv(['Fire alarm systems']);
    const changes = planFor(text, offer).plan.changes;
    const accepted = applyChanges(text, changes);
    const rejected = applyChanges(
      text,
      changes.filter((c) => c.kind !== 'skill_surfaced'),
    );
    expect(accepted.split('\n').slice(accepted.split('\n').indexOf('SKILLS'))).toContain('18th Edition');
    expect(rejected.split('\n').slice(rejected.split('\n').indexOf('SKILLS'))).not.toContain('18th Edition');
  });

  it('writes the offer’s spelling of a must-have the CV names otherwise beside the CV’s words', () => {
    const chef = [
      'Maëlle Kerbrat',
      'Cheffe de cuisine',
      'Parcours',
      'Cheffe de cuisine — Le Goéland | 2019 – aujourd’hui',
      '• Ratio coût matière ramené de 34 % à 29 % grâce aux fiches techniques',
      'Savoir-faire',
      'Cuisine de saison',
    ].join('\n');
    const headChef = [
      'Head Chef',
      'About you',
      '- Menu costing and stock control',
      '- Level 3 Food Safety certificate',
    ].join('\n');
    const surfaced = planFor(chef, headChef, { targetLanguage: 'english' })
      .of('skill_surfaced')
      .map((c) => c.after);
    expect(surfaced).toContain('Menu costing (coût matière)');
    // a certificate level the CV does not state is not the CV's to claim
    expect(surfaced.join(' ')).not.toMatch(/Level 3/i);
  });

  it('brings the offer’s words for a must-have the profile says otherwise, and an acronym the offer asks for', () => {
    const text = [
      'Sam Lee',
      'Marketing Manager',
      'Profile',
      'Data-driven marketer of consumer brands.',
      'Experience',
      'Marketing Manager — Acme | Jan 2019 – Present',
      '• Lifted marketing ROI by 17% with marketing-mix modelling',
      'Skills',
      'Brand strategy, pricing',
    ].join('\n');
    const job = ['Marketing Manager', 'Requirements', '- Strong analytical skills', '- ROI required'].join(
      '\n',
    );
    const surfaced = planFor(text, job).of('skill_surfaced');
    const written = surfaced.flatMap((c) => c.after.split(', '));
    expect(written).toEqual(expect.arrayContaining(['ROI']));
    expect(written.some((w) => /^analytical skills \(Data-driven\)$/i.test(w))).toBe(true);
  });

  it('brings a language the offer asks for from the CV’s languages line, whatever the CV is written in', () => {
    const text = [
      'Sanne de Vries',
      'Data-analist',
      'Werkervaring',
      'Data-analist — Lindeboom | apr. 2021 – heden',
      '• Dashboards in Power BI voor 40 winkels',
      'Vaardigheden',
      'SQL, Python, Power BI',
      'Talen',
      'Nederlands — moedertaal · Engels — vloeiend (C1)',
    ].join('\n');
    const job = ['Data-analist', 'Wat vragen we', '- Je spreekt vloeiend Nederlands en Engels', '- SQL'].join(
      '\n',
    );
    const surfaced = planFor(text, job).of('skill_surfaced');
    expect(surfaced.flatMap((c) => c.after.split(', '))).toEqual(expect.arrayContaining(['Nederlands']));
    expect(surfaced[0]!.evidence).toEqual(['Nederlands — moedertaal · Engels — vloeiend (C1)']);
  });

  it('adds them at the end of a skills section that is one list line, with its separator', () => {
    const text = cv(['Cable pulling | Conduit bending | Fault finding']);
    const [surfaced, ...others] = planFor(text, offer).of('skill_surfaced');
    expect(others).toEqual([]);
    expect(surfaced).toMatchObject({ before: 'Cable pulling | Conduit bending | Fault finding' });
    expect(surfaced!.after).toMatch(/^Cable pulling \| Conduit bending \| Fault finding \| 18th Edition/);
    // on the line itself in the CV the user gets, not on a line of its own below it
    const lines = applyChanges(text, [surfaced!]).split('\n');
    expect(lines).toContain(surfaced!.after);
    expect(lines.filter((l) => l.includes('18th Edition'))).toHaveLength(2); // its line, and the ticket's
  });

  it('writes them on a line of their own after a skills line that ends as a sentence', () => {
    const [surfaced] = planFor(cv(['Cable pulling, conduit bending and fault finding.']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced).toMatchObject({ before: '' });
  });
});

describe('a CV without a skills section: the must-haves brought into its summary, labelled by what they are', () => {
  // a driver's, a bus driver's and a joiner's CV, each listing its certificates and languages under their own
  // headings, with no skills section
  const cases = {
    french: {
      cv: [
        'Jean-Luc Ferreira',
        'Conducteur poids lourd',
        'Profil',
        'Conducteur routier attentif à la sécurité.',
        'Expériences professionnelles',
        'Conducteur SPL — Transports Guérin | mars 2018 – aujourd’hui',
        '• Livraisons en semi-remorque frigorifique et contrôle des températures',
        'Permis et certificats',
        '• Permis C et CE',
        '• FCO à jour (2023)',
        'Langues',
        '• Anglais (courant)',
      ],
      offer: ['Conducteur SPL (H/F)', 'Profil recherché', '- FCO à jour exigée', '- Anglais courant exigé'],
      lines: ['Certifications : FCO', 'Langues : Anglais'],
    },
    english: {
      cv: [
        'Gary Thornton',
        'Bus Driver',
        'Profile',
        'Bus driver with a long record of customer care.',
        'Experience',
        'Bus Driver — Midshire Buses | May 2019 – Present',
        '• Drive urban routes on double-deck vehicles',
        'Licences',
        '• PCV licence (category D)',
        '• Driver CPC, renewed 2024',
      ],
      offer: ['Bus Driver', 'Requirements', '- Full PCV licence and Driver CPC required'],
      lines: ['Licences and certifications: Driver CPC, PCV licence'],
    },
    dutch: {
      cv: [
        'Bram de Wit',
        'Timmerman',
        'Profiel',
        'Timmerman met oog voor detail.',
        'Werkervaring',
        'Timmerman — Bouwbedrijf Kempen | jan. 2015 – heden',
        '• Plaatsen van kozijnen en afbouw in nieuwbouw',
        'Certificaten',
        '• VCA Basis (2022)',
        'Talen',
        '• Nederlands (moedertaal), Engels (goed)',
      ],
      offer: ['Timmerman', 'Wat vragen wij', '- VCA is vereist', '- Je spreekt Engels'],
      lines: ['Certificaten: VCA', 'Talen: Engels'],
    },
  } as const;

  it.each(Object.entries(cases))(
    'names a language as a language and a certificate or a licence as such (%s)',
    (_, { cv: lines, offer: job, lines: expected }) => {
      const text = lines.join('\n');
      const surfaced = planFor(text, job.join('\n')).of('skill_surfaced');
      expect(surfaced.map((c) => c.after)).toEqual(expected);
      // still in the summary, where a recruiter's first look falls: before the experience's heading
      const written = applyChanges(text, surfaced).split('\n');
      for (const line of expected)
        expect(written.indexOf(line)).toBeLessThan(written.indexOf(lines[4]!.toUpperCase()));
    },
  );

  it('writes skills under a label for skills, each kind its own line the user may reject alone', () => {
    const text = cases.french.cv.join('\n');
    const job = [...cases.french.offer, '- Transport frigorifique et contrôle des températures'].join('\n');
    const surfaced = planFor(text, job).of('skill_surfaced');
    expect(surfaced.map((c) => c.after)).toEqual([
      'Compétences : contrôle des températures',
      'Certifications : FCO',
      'Langues : Anglais',
    ]);
    const rejected = applyChanges(text, surfaced.slice(1));
    expect(rejected).not.toContain('Compétences : ');
    expect(rejected).toContain('Langues : Anglais');
    // the reason the user reads beside a language's line says no more than where it was brought
    for (const change of surfaced) expect(change.reason).not.toMatch(/compétences/);
  });

  it('files a name listed beside a licence as one, and a skill a certificate proves as a skill', () => {
    const text = [
      'Jean-Baptiste Morvan',
      'Conducteur receveur de bus',
      'Profil',
      'Conducteur de bus urbain, ponctuel et calme.',
      'Emplois occupés',
      'Conducteur receveur — STAR, Rennes | mars 2014 – aujourd’hui',
      '• Conduite sur les lignes de nuit',
      'PERMIS ET TITRES',
      '• Permis D et FIMO voyageurs (2011)',
      '• FCO voyageurs renouvelée en 2021',
      'Certifications',
      '• Lean Six Sigma Green Belt (2019)',
    ].join('\n');
    const job = [
      'Conducteur de bus (H/F)',
      'Profil recherché',
      '- Permis D, FIMO et FCO voyageurs exigés',
      '- Démarche lean exigée',
    ].join('\n');
    const written = planFor(text, job)
      .of('skill_surfaced')
      .map((c) => c.after);
    expect(written).toEqual([
      'Compétences : lean',
      'Permis et certifications : Permis D, FIMO, FCO voyageurs',
    ]);
  });

  it('is not written again when the engine reads its own output', () => {
    for (const { cv: lines, offer } of Object.values(cases)) {
      const job = offer.join('\n');
      const first = optimizeCv({ cvText: lines.join('\n'), jobDescription: job });
      const again = optimizeCv({ cvText: first.optimizedText, jobDescription: job });
      expect(again.changes.filter((c) => c.kind === 'skill_surfaced')).toEqual([]);
    }
  });
});
