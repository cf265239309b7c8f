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
    expect(surfaced.map((c) => c.after)).toEqual(['Inspection and testing', 'Fault finding']);
    const testing = surfaced.find((c) => c.after === 'Inspection and testing')!;
    expect(testing).toMatchObject({ section: 'skills', before: '' });
    expect(testing.evidence).toEqual(['Fault finding and inspection and testing on commercial fit-outs']);
  });

  it('does not write again what the CV lists already, under its tickets, its languages or its skills', () => {
    // a must-have it lists is shown already: written a second time, the reader sees it twice ('Frans' under
    // « Talen » and again under « Software »)
    const written = planFor(cv(['EV charger installation']), offer)
      .of('skill_surfaced')
      .map((c) => c.after);
    expect(written.join(' ')).not.toMatch(/18th Edition/);
    const bookkeeper = [
      'Wouter De Smedt',
      'Boekhouder',
      'Beroepservaring',
      'Boekhouder — Fiduciaire Dijlevallei | 2018 – heden',
      '• Opmaak van btw-aangiften en jaarrekeningen',
      'Software',
      '• Exact Online',
      '• Excel',
      'Talen',
      '• Nederlands',
      '• Frans',
    ].join('\n');
    const vacature = [
      'Boekhouder',
      'Profiel',
      '- Goede kennis van het Frans',
      '- Ervaring met btw-aangiften',
    ].join('\n');
    const surfaced = planFor(bookkeeper, vacature).of('skill_surfaced');
    expect(surfaced.map((c) => c.after).join(' ')).not.toMatch(/Frans/);
    // brought forward where it stands: the languages above the jobs, 'Frans' written once
    const rewritten = optimizeCv({ cvText: bookkeeper, jobDescription: vacature }).optimizedText.split('\n');
    expect(rewritten.indexOf('TALEN')).toBeLessThan(rewritten.indexOf('WERKERVARING'));
    expect(rewritten.indexOf('WERKERVARING')).toBeGreaterThan(-1);
    expect(rewritten.filter((l) => /Frans/.test(l))).toEqual(['• Frans']);
    // what a job proves is brought, as one more bullet of the bulleted list
    const lines = applyChanges(bookkeeper, surfaced).split('\n');
    const added = lines.findIndex((l) => /^• btw-aangiften$/i.test(l));
    expect(lines[added - 1]).toBe('• Excel');
  });

  it('writes one line of them all in a skills section that lists its items', () => {
    const surfaced = planFor(cv(['Tools: multimeter, thermal camera']), offer).of('skill_surfaced');
    expect(surfaced).toHaveLength(1);
    expect(surfaced[0]!.after.split(', ')).toEqual(expect.arrayContaining(['Inspection and testing']));
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
    const skills = (text: string) => text.split('\n').slice(text.split('\n').indexOf('SKILLS'));
    expect(skills(accepted)).toContain('Inspection and testing');
    expect(skills(rejected)).not.toContain('Inspection and testing');
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

  it('does not bring a language the CV lists under its languages, whatever the offer is written in', () => {
    const text = [
      'Sanne de Vries',
      'Data-analist',
      'Werkervaring',
      'Data-analist — Lindeboom | apr. 2021 – heden',
      '• Dashboards in Power BI voor 40 winkels',
      'Vaardigheden',
      'SQL, Python, Power BI',
      'Talen',
      'Nederlands — moedertaal · Engels — vloeiend · Frans — basis',
    ].join('\n');
    const nl = ['Data-analist', 'Wat vragen we', '- Je spreekt vloeiend Nederlands en Engels', '- SQL'].join(
      '\n',
    );
    const en = ['Data Analyst', 'Requirements', '- Fluent French and English', '- SQL'].join('\n');
    for (const job of [nl, en]) {
      const written = planFor(text, job)
        .of('skill_surfaced')
        .map((c) => c.after)
        .join(' ');
      expect(written).not.toMatch(/Nederlands|Engels|Frans|French|English|Dutch/);
    }
  });

  it('adds them at the end of a skills section that is one list line, with its separator', () => {
    const text = cv(['Cable pulling | Conduit bending | Fault finding']);
    const [surfaced, ...others] = planFor(text, offer).of('skill_surfaced');
    expect(others).toEqual([]);
    expect(surfaced).toMatchObject({ before: 'Cable pulling | Conduit bending | Fault finding' });
    expect(surfaced!.after).toBe('Cable pulling | Conduit bending | Fault finding | Inspection and testing');
    // on the line itself in the CV the user gets, not on a line of its own below it
    const lines = applyChanges(text, [surfaced!]).split('\n');
    expect(lines).toContain(surfaced!.after);
    expect(lines.filter((l) => /inspection and testing/i.test(l))).toHaveLength(2); // its line, and the job's
  });

  it('writes them on a line of their own after a skills line that ends as a sentence', () => {
    const [surfaced] = planFor(cv(['Cable pulling, conduit bending and fault finding.']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced).toMatchObject({ before: '' });
  });
});

describe('a CV without a skills section: the must-haves a job proves brought into its summary, labelled', () => {
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
      lines: [],
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
      lines: [],
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
      lines: [],
    },
  } as const;

  it.each(Object.entries(cases))(
    'writes nothing the CV lists under its certificates or its languages (%s)',
    (_, { cv: lines, offer: job }) => {
      expect(planFor(lines.join('\n'), job.join('\n')).of('skill_surfaced')).toEqual([]);
    },
  );

  it('writes skills under a label for skills, each kind its own line the user may reject alone', () => {
    const text = cases.french.cv.join('\n');
    const job = [...cases.french.offer, '- Transport frigorifique et contrôle des températures'].join('\n');
    const surfaced = planFor(text, job).of('skill_surfaced');
    expect(surfaced.map((c) => c.after)).toEqual(['Compétences : contrôle des températures']);
    // still in the summary, where a recruiter's first look falls: before the experience's heading
    const written = applyChanges(text, surfaced).split('\n');
    expect(written.indexOf(surfaced[0]!.after)).toBeLessThan(written.indexOf('EXPÉRIENCES PROFESSIONNELLES'));
    expect(applyChanges(text, [])).not.toContain('Compétences : ');
  });

  it('files a licence a job proves as one, beside its skills, and not what the CV lists', () => {
    const text = [
      'Jean-Baptiste Morvan',
      'Conducteur receveur de bus',
      'Profil',
      'Conducteur de bus urbain, ponctuel et calme.',
      'Emplois occupés',
      'Conducteur receveur — STAR, Rennes | mars 2014 – aujourd’hui',
      '• Conduite sur les lignes de nuit, sous permis D et avec la FIMO voyageurs obtenue en 2011',
      '• Démarche lean menée au dépôt : temps de préparation des bus réduit de 20 %',
      'PERMIS ET TITRES',
      '• FCO voyageurs renouvelée en 2021',
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
    expect(written.find((l) => l.startsWith('Compétences : '))).toMatch(/\blean\b/);
    expect(written).toContainEqual(expect.stringMatching(/^Permis et certifications : permis D$/i));
    expect(written.join(' ')).not.toMatch(/FCO/);
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
