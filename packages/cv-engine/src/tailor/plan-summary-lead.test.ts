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

  it('says the role and its years when the offer’s title names the CV’s trade, and nothing for another trade', () => {
    const electrician = [
      'Kevin Peeters',
      'Elektricien-installateur',
      'kevin.peeters@example.be',
      'Werkervaring',
      'Elektricien-installateur — Elektro Claes | sinds 2018',
      '• Nieuwbouw en renovatie van woningen',
    ].join('\n');
    const job = (title: string) =>
      [
        title,
        'Wat doe je?',
        '- Als elektricien werk je aan nieuwbouwwoningen',
        'Profiel',
        '- Kennis van domotica is een must',
        '- Rijbewijs B vereist',
      ].join('\n');
    expect(leadOf(electrician, job('Elektricien residentieel'))!.after).toMatch(
      /^(?:Elektricien-installateur met \d+ jaar ervaring|\d+ jaar ervaring als elektricien-installateur)\./m,
    );
    expect(leadOf(electrician, job('Boekhouder'))).toBeUndefined();
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

describe('the years a lead states are those the CV’s own dates give (issue 23)', () => {
  // the plan's day is 15 June 2026 (__fixtures__/plan-for.ts)
  const lawyer = (summary: string, current: string, earlier: string) =>
    [
      'Éléonore Castaing',
      'Avocate en droit social',
      'Profil',
      summary,
      'Expérience professionnelle',
      current,
      '• Contentieux prud’homal et conseil aux employeurs',
      earlier,
      '• Rédaction de contrats de travail et audits sociaux',
    ].join('\n');
  const frOffer = [
    'Avocat en droit social (H/F)',
    'Profil recherché',
    '- Contentieux prud’homal et audits sociaux exigés',
  ].join('\n');

  it('counts a job « janv. 2021 – présent » up to today, in agreement with « depuis 2017 »', () => {
    const text = lawyer(
      'Avocate en droit social, conseil et contentieux, depuis 2017.',
      'Avocate collaboratrice — Cabinet Lioret | janv. 2021 – présent',
      'Avocate collaboratrice — Duchêne & Marchal | nov. 2017 – déc. 2020',
    );
    // nov. 2017 – déc. 2020 is 3 years 2 months, janv. 2021 – juin 2026 5 years 5 months: 8 years, not 4
    expect(planFor(text, frOffer, { gates: 'all' }).of('summary_lead')[0]?.after).toMatch(
      /\b8 ans d’expérience/,
    );
  });

  it('counts the months of a job whole, as a reader does, and passes the gates a model’s summary passes', () => {
    const text = lawyer(
      'Employment lawyer advising employers.',
      'Employment Lawyer — Lioret LLP | Jan 2021 – Present',
      'Employment Lawyer — Marchal & Co | Jun 2016 – Dec 2020',
    );
    const offerEn = [
      'Employment Lawyer',
      'Requirements',
      '- Employment tribunal litigation and contract drafting required',
    ].join('\n');
    // June 2016 to June 2026 is ten years (not nine: December 2020 is a month of work)
    const lead = planFor(text, offerEn, { gates: 'all' }).of('summary_lead')[0];
    expect(lead?.after).toMatch(/\b10 years of experience/);
  });

  // one lawyer's CV in each language: a summary that says when the career began, a job since 2019, a degree
  const since = {
    french: {
      cv: (summary: string) =>
        [
          'Éléonore Castaing',
          'Avocate en droit social',
          'Profil',
          summary,
          'Expérience professionnelle',
          'Avocate collaboratrice — Cabinet Lioret | janv. 2019 – aujourd’hui',
          '• Contentieux prud’homal et conseil aux employeurs',
          '• Rédaction de contrats de travail et audits sociaux',
          'Formation',
          'Master 2 Droit social — Université Paris-Panthéon-Assas | 2015',
        ].join('\n'),
      summary: 'Conseil et contentieux en droit social depuis 2010.',
      offer: [
        'Avocat en droit social (H/F)',
        'Profil recherché',
        '- Contentieux prud’homal et audits sociaux exigés',
        '- Master 2 en droit social exigé',
      ].join('\n'),
    },
    english: {
      cv: (summary: string) =>
        [
          'Eleanor Cast',
          'Employment Lawyer',
          'Profile',
          summary,
          'Experience',
          'Employment Lawyer — Lioret LLP | Jan 2019 – Present',
          '• Employment tribunal litigation for employers',
          '• Contract drafting and HR audits',
          'Education',
          'LLM Employment Law — King’s College London | 2015',
        ].join('\n'),
      summary: 'Advising employers on employment law since 2010.',
      offer: [
        'Employment Lawyer',
        'Requirements',
        '- Employment tribunal litigation and contract drafting required',
        '- LLM in employment law required',
      ].join('\n'),
    },
    dutch: {
      cv: (summary: string) =>
        [
          'Eline de Kast',
          'Advocaat arbeidsrecht',
          'Profiel',
          summary,
          'Werkervaring',
          'Advocaat arbeidsrecht — Lioret Advocaten | jan. 2019 – heden',
          '• Procederen bij de kantonrechter voor werkgevers',
          '• Opstellen van arbeidsovereenkomsten en reorganisatieadvies',
          'Opleiding',
          'Master Arbeidsrecht — Universiteit Leiden | 2015',
        ].join('\n'),
      summary: 'Advies en procedures in het arbeidsrecht sinds 2010.',
      offer: [
        'Advocaat arbeidsrecht',
        'Wat vragen wij',
        '- Je hebt ervaring met procederen en het opstellen van arbeidsovereenkomsten',
        '- Master Arbeidsrecht is vereist',
      ].join('\n'),
    },
  } as const;

  it.each(Object.entries(since))(
    'says no number when its jobs’ years disagree with the start the CV states (%s)',
    (language, { cv: text, summary, offer: job }) => {
      const years = /\b\d+ (?:ans|years?|jaar)\b/;
      // the jobs alone give 7 years, the CV says 16: the lead says neither
      const lead = planFor(text(summary), job, { gates: 'all' }).of('summary_lead')[0];
      expect(lead?.after, language).toBeDefined();
      expect(lead!.after).not.toMatch(years);
      // without a start of its own, the CV's dates are the lead's years
      expect(planFor(text('Conseil aux employeurs.'), job).of('summary_lead')[0]?.after).toMatch(/\b7 /);
    },
  );

  // a project manager who was a developer before: ten years of work, four of them as project manager
  const career = {
    french: {
      cv: (name: string) => [
        name,
        'Cheffe de projet informatique',
        'Expérience professionnelle',
        'Cheffe de projet informatique — Acme | janv. 2022 – aujourd’hui',
        '• Pilotage de projets en méthode agile Scrum',
        'Développeuse — Globex | janv. 2016 – déc. 2021',
        '• Développement d’API en Java et conteneurisation avec Docker',
      ],
      offer: ['Chef de projet informatique (H/F)', 'Profil recherché', '- Scrum, Java et Docker exigés'],
      as: /ans d’expérience en tant que/,
    },
    english: {
      cv: (name: string) => [
        name,
        'IT Project Manager',
        'Experience',
        'IT Project Manager — Acme | Jan 2022 – Present',
        '• Led agile projects with Scrum',
        'Software Developer — Globex | Jan 2016 – Dec 2021',
        '• Built Java APIs and containerised them with Docker',
      ],
      offer: ['IT Project Manager', 'Requirements', '- Scrum and Java required', '- Docker required'],
      as: /years of experience as/,
    },
    dutch: {
      cv: (name: string) => [
        name,
        'IT-projectleider',
        'Werkervaring',
        'IT-projectleider — Acme | jan. 2022 – heden',
        '• Leiding over agile projecten met Scrum',
        'Softwareontwikkelaar — Globex | jan. 2016 – dec. 2021',
        '• Ontwikkeling van API’s in Java en containers met Docker',
      ],
      offer: [
        'IT-projectleider',
        'Wat vragen wij',
        '- Scrum en Java zijn vereist',
        '- Ervaring met Docker is vereist',
      ],
      as: /jaar ervaring als/,
    },
  } as const;

  it.each(Object.entries(career))(
    'does not call years spent in other roles years as the role (%s)',
    (_, { cv: text, offer: job, as }) => {
      const names = ['Léa Martin', 'Jean Dupont', 'Aïcha Benali', 'Tom Peeters', 'Sara Lind', 'Noé Girard'];
      for (const name of names) {
        const lead = planFor(text(name).join('\n'), job.join('\n'), { gates: 'all' }).of('summary_lead')[0]!
          .after;
        expect(lead).toMatch(/\b10 /);
        expect(lead).not.toMatch(as);
      }
    },
  );

  it('does not call years in another specialty of the trade years as the role', () => {
    const cv = [
      'Lotte De Smet',
      'Verpleegkundige geriatrie',
      'Beroepservaring',
      'Verpleegkundige geriatrie — AZ Sint-Lucas | okt. 2019 – heden',
      '• Wondzorg en medicatieronde op een acute geriatrische afdeling',
      'Verpleegkundige chirurgie — AZ Sint-Lucas | jan. 2016 – sep. 2019',
      '• Pre- en postoperatieve zorg',
    ].join('\n');
    const job = ['Verpleegkundige geriatrie', 'Profiel', '- Ervaring met wondzorg is vereist'].join('\n');
    const lead = planFor(cv, job, { gates: 'all' }).of('summary_lead')[0]!.after;
    expect(lead).toMatch(/\b10 /);
    expect(lead).not.toMatch(/jaar ervaring als/);
  });
});

describe('a lead reads as a sentence a person would write (issue 23)', () => {
  const busDriver = (education: string) =>
    [
      'Gary Thornton',
      'Bus Driver',
      'gary@example.com',
      'Experience',
      'Bus Driver — Midshire Buses | May 2009 – Present',
      '• Drive urban routes with a PCV licence and Driver CPC',
      'Education',
      education,
    ].join('\n');
  const job = ['Bus Driver', 'Requirements', '- PCV licence and Driver CPC required'].join('\n');

  it('gives no article to a degree named in the plural, in each language', () => {
    const english = leadOf(busDriver('GCSEs, Caludon Castle School\t2002'), job)!.after;
    expect(english).toMatch(/Holds GCSEs\./);
    expect(english).not.toMatch(/\ban? GCSEs/);
    const dutch = planFor(busDriver('GCSEs, Caludon Castle School\t2002'), job, {
      targetLanguage: 'dutch',
    }).of('summary_lead')[0]!.after;
    expect(dutch).toMatch(/Behaalde GCSEs\./);
    // one degree keeps its article
    expect(leadOf(busDriver('NVQ Level 2 in Driving Goods Vehicles\t2008'), job)!.after).toMatch(
      /Holds an NVQ/,
    );
  });

  it('says a role held as a role, not as a field to have a background in', () => {
    const nurse = [
      'Grace Okafor',
      'Senior Staff Nurse',
      'grace@example.co.uk',
      'Employment history',
      'Senior Staff Nurse — Edgbaston General Hospital | Apr 2021 – Present',
      '• Practice supervisor and assessor for student nurses',
      '• Care of patients in acute medicine and cardiology',
    ].join('\n');
    const job = [
      'Charge Nurse',
      'Essential',
      '- Experience in acute medicine and cardiology',
      '- Practice supervisor experience',
    ].join('\n');
    const written = leadOf(nurse, job)!.after;
    expect(written).toMatch(/acute medicine/);
    expect(written).not.toMatch(/practice supervisor/i);
  });

  it('names a degree whole when a bracket stands inside its name', () => {
    expect(
      leadOf(busDriver('BSc (Hons) Transport Management, Coventry University\t2008'), job)!.after,
    ).toMatch(/Holds a BSc \(Hons\) Transport Management\./);
  });

  it('never calls the person by a line outside the CV’s body, nor by their name', () => {
    const dated = [
      'Last updated in Mar 2026',
      'Gary Thornton',
      'gary@example.com',
      'Experience',
      'Bus Driver — Midshire Buses | May 2009 – Present',
      '• Drive urban routes with a PCV licence and Driver CPC',
    ].join('\n');
    const contactFirst = [
      'Coventry',
      '07700 900123',
      'gary@example.com',
      'Gary Thornton',
      'Bus driver of long standing',
      'Experience',
      'Bus Driver — Midshire Buses | May 2009 – Present',
      '• Drive urban routes with a PCV licence and Driver CPC',
    ].join('\n');
    // an offer's title the CV does not bear out: the lead names the CV's own role
    const coach = ['Coach Driver', 'Requirements', '- PCV licence and Driver CPC required'].join('\n');
    for (const text of [dated, contactFirst]) {
      const lead = leadOf(text, coach)!.after;
      expect(lead).toMatch(/^(?:Bus Driver|\d+ years)/m);
      expect(lead).not.toMatch(/Last updated|2026|Gary|Thornton/);
    }
  });
});
