import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { fold } from '../text/fold';
import { extractJobTerms } from './extract-job-terms';

const words = (offer: string) => extractJobTerms(readFixture(offer)).map((t) => fold(t.word));
const musts = (offer: string) =>
  extractJobTerms(readFixture(offer))
    .filter((t) => t.mustHave)
    .map((t) => t.word);

describe('extractJobTerms: the offer’s requirements, not its boilerplate (issue 14)', () => {
  it('shows no employer, town, reference, contract nor perk word of the French developer offer', () => {
    const shown = words('offre-fr-developpeur-fullstack');
    for (const noise of ['routalis', 'lyon', 'rtl-dev-0312', 'livraisons', 'jours', 'teletravail', 'semaine'])
      expect(shown).not.toContain(noise);
    for (const noise of ['choix', 'cdi', 'personnes', 'budgeting', 'budget', 'mutuelle', 'bruxelles'])
      expect(shown).not.toContain(noise);
  });

  it('shows no employer, town, contract nor filler word of the Dutch data analyst offer', () => {
    const shown = words('vacature-nl-data-analist');
    for (const noise of [
      'havenkracht',
      'energie',
      'rotterdam',
      'jaarcontract',
      'werken',
      'vragen',
      'schrijft',
    ])
      expect(shown).not.toContain(noise);
    for (const noise of ['uur', 'collega', 'bijvoorbeeld', 'vast', 'maashaven'])
      expect(shown).not.toContain(noise);
  });

  it('reads the must-haves of the profile, multi-word ones whole, in the offer’s own spelling', () => {
    expect(musts('offre-fr-developpeur-fullstack')).toEqual(
      expect.arrayContaining([
        'TypeScript',
        'React',
        'Node.js',
        'PostgreSQL',
        'intégration continue',
        'RGAA',
      ]),
    );
    expect(musts('vacature-nl-data-analist')).toEqual(
      expect.arrayContaining(['SQL', 'Python', 'Power BI', 'DAX', 'Power Query']),
    );
    expect(musts('job-en-marketing-manager')).toEqual(
      expect.arrayContaining(['FMCG', 'P&L', 'digital marketing']),
    );
  });

  it('tells a nice-to-have from a must-have in the same line', () => {
    const terms = extractJobTerms(
      'Développeur backend\n\nPROFIL RECHERCHÉ\n- Maîtrise de PostgreSQL ; une expérience de Kafka est un plus.\n- Docker exigé.\n',
    );
    const must = (word: string) => terms.find((t) => t.word === word)?.mustHave;
    expect(must('PostgreSQL')).toBe(true);
    expect(must('Kafka')).toBe(false);
    expect(must('Docker')).toBe(true);
  });

  it('keeps the perks out even when they name a skill (a training budget is not budgeting)', () => {
    const terms = extractJobTerms(
      'Data analyst\n\nYour profile\n- SQL and Python.\n- Power BI.\n\nWhat we offer\n- A budget for Excel training.\n',
    );
    const shown = terms.map((t) => t.word);
    expect(shown).toEqual(expect.arrayContaining(['SQL', 'Python', 'Power BI']));
    expect(shown).not.toContain('budgeting');
    expect(shown).not.toContain('Excel');
  });
});

describe('extractJobTerms: never an employer or a place, whatever their name (property)', () => {
  const name = fc.stringMatching(/^[A-Z][a-z]{5,9}$/);
  const templates = [
    (e: string, t: string) =>
      `Développeur Java (H/F)\n${e} — ${t} — CDI\n\nQUI SOMMES-NOUS ?\n${e} conçoit des logiciels à ${t}.\n\nPROFIL RECHERCHÉ\n- Java et Spring, chez ${e} depuis ${t}.\n- Maîtrise de SQL.\n\nContact : jobs-${e.toLowerCase()}@example.fr`,
    (e: string, t: string) =>
      `Java Developer\n${e} Labs, ${t}\n\nAbout ${e}\nAt ${e} Labs we build software.\n\nRequirements\n- Java and SQL; you will work with our ${t} team.\n- Docker.\n\nApply: careers@${e.toLowerCase()}.com`,
    (e: string, t: string) =>
      `Java-ontwikkelaar\n${e} — ${t} — 40 uur\n\nOVER ${e.toUpperCase()}\nBij ${e} bouwen we software.\n\nWIE BEN JIJ?\n- Je kent Java en SQL.\n- Ervaring met Docker.\n\nLocatie\n${t}-Noord`,
  ];
  it('drops the employer and the town read from the header, "about", "chez/at/bij" and the address', () => {
    fc.assert(
      fc.property(name, name, fc.integer({ min: 0, max: templates.length - 1 }), (employer, town, i) => {
        fc.pre(employer !== town);
        const shown = extractJobTerms(templates[i]!(employer, town)).map((t) => fold(t.word));
        expect(shown).not.toContain(fold(employer));
        expect(shown).not.toContain(fold(town));
        expect(shown).toEqual(expect.arrayContaining(['java', 'sql']));
      }),
      { numRuns: 150 },
    );
  });
});

describe('extractJobTerms: choices', () => {
  it('reads "X, Y or Z" and examples in brackets as one choice, a plain list as several must-haves', () => {
    const terms = extractJobTerms(
      'Developer\n\nRequirements\n- React, Vue.js or Angular.\n- ORM technologies (JPA, Hibernate).\n- Python, SQL and Docker.\n',
    );
    const choices = (word: string) => terms.find((t) => t.word === word)?.alternatives ?? [];
    expect(choices('React')).toEqual(choices('Angular'));
    expect(choices('React')).toHaveLength(1);
    expect(choices('JPA')).toEqual(choices('Hibernate'));
    expect(choices('Python')).toEqual([]);
    expect(choices('Docker')).toEqual([]);
  });

  it('reads a range of degrees, a product or "another" of its family, and examples in a remark as one choice', () => {
    const terms = extractJobTerms(
      'Comptable\n\nProfil\n- Formation Bac+3 à Bac+5 en comptabilité\n- Un logiciel comptable (nous travaillons sous Sage 100)\n\nAbout you\n',
    );
    const choices = (word: RegExp) => terms.find((t) => word.test(t.word))?.alternatives ?? [];
    expect(choices(/bac\+3/i)).toHaveLength(1);
    expect(choices(/bac\+3/i)).toEqual(choices(/bac\+5/i));
    expect(choices(/logiciel/)).toEqual(choices(/Sage/));
    const erp = extractJobTerms(
      'Accountant\n\nAbout you\n- Hands-on SAP experience (S/4HANA) or another large ERP system\n',
    );
    const of = (word: RegExp) => erp.find((t) => word.test(t.word))?.alternatives ?? [];
    expect(of(/^SAP$/)).toHaveLength(1);
    expect(of(/^SAP$/)).toEqual(of(/ERP/));
  });

  it('reads requirements offered by "or" as one choice, and examples after a colon or a span after a comma', () => {
    const nl = extractJobTerms(
      'Projectleider\n\nJouw profiel\n- Je bent industrieel ingenieur of master in de bouwkunde, of je hebt een professionele bachelor bouw met ruime ervaring.\n- MS Project\n',
    );
    const of = (word: RegExp) => nl.find((t) => word.test(t.word))?.alternatives ?? [];
    expect(of(/industrieel/)).toHaveLength(1);
    expect(of(/industrieel/)).toEqual(of(/bachelor/));
    const fr = extractJobTerms(
      'Professeur\n\nProfil\n- Usage des outils numériques : ENT, Pronote, GeoGebra\n- Vous maîtrisez le cycle de vente complet, de la prospection à la négociation et au closing.\n',
    );
    const inFr = (word: RegExp) => fr.find((t) => word.test(t.word))?.alternatives ?? [];
    expect(inFr(/outils/)).toHaveLength(1);
    expect(inFr(/outils/)).toEqual(inFr(/Pronote/i));
    expect(inFr(/cycle/)).toHaveLength(1);
    expect(inFr(/cycle/)).toEqual(inFr(/closing/));
  });

  it('reads no requirement in the uses of a language ("Anglais technique (lecture de documentation)")', () => {
    const words = extractJobTerms(
      'Technicien support\n\nProfil\n- Anglais technique (lecture de documentation)\n- Windows, Active Directory\n',
    ).map((t) => t.word);
    expect(words.join(' | ')).not.toMatch(/documentation/);
    expect(words).toContain('anglais');
  });
});

describe('extractJobTerms: the missions name the job’s setting as well as its duties (issue 24)', () => {
  const shown = (offer: string) => extractJobTerms(offer).map((t) => fold(t.word));

  it('does not take the people a duty works with or reports to for requirements', () => {
    const fr =
      'Commercial B2B\n\nVos missions\n- Rattaché(e) au directeur régional, vous développez votre secteur\n- Clôtures annuelles, en lien avec le commissaire aux comptes\n\nProfil\n- Vente B2B, CRM Salesforce\n- Permis B\n';
    expect(shown(fr).join(' | ')).not.toMatch(/directeur|commissaire/);
    const en =
      'Data Engineer\n\nWhat you will do\n- Work in an Agile team with analysts, data scientists and product owners\n\nRequired\n- Python, SQL, Spark\n';
    expect(shown(en).join(' | ')).not.toMatch(/owners|scientists/);
  });

  it('takes no team, rota or service a duty belongs to or hands over to for a requirement', () => {
    const fr =
      'Assistant social\n\nMissions\n- Au sein d’une équipe pluridisciplinaire, vous accompagnez les familles\n\nProfil\n- DEASS\n- Permis B\n';
    expect(shown(fr).join(' | ')).not.toMatch(/pluridisciplinaire/);
    const en =
      'Midwife\n\nWhat you will do\n- Attend home births and be part of the on-call rota\n\nEssential\n- NMC registration\n';
    expect(shown(en).join(' | ')).not.toMatch(/rota/);
    const nl =
      'Gouvernante\n\nJouw taken\n• Je controleert de kamers voor je ze vrijgeeft aan de receptie\n\nWat verwachten we?\n• Ervaring in housekeeping\n';
    expect(shown(nl).join(' | ')).not.toMatch(/receptie/);
    expect(shown(nl).join(' | ')).toMatch(/housekeeping/);
  });

  it('reads what a driving licence is for, in brackets, as no requirement of its own', () => {
    const job =
      'Clerc significateur\n\nProfil\n* Connaissance du code des procédures civiles d’exécution\n* Permis B indispensable (tournées de signification sur la métropole)\n';
    const words = shown(job).join(' | ');
    expect(words).toMatch(/permis b/);
    expect(words).not.toMatch(/tournees/);
  });

  it('takes no contract word of the header for a name ("Temps plein" does not hide "temps de conduite")', () => {
    const job =
      'Chauffeur poids lourd\nTransports Delvaux – Gosselies – Temps plein – CDI\n\nProfil\n• Vous connaissez la réglementation des temps de conduite et de repos\n• Permis C\n';
    expect(extractJobTerms(job).some((t) => t.skill?.term === "drivers' hours")).toBe(true);
  });

  it('reads no duty where the employer speaks of itself, nor the title’s people in the plural', () => {
    const job =
      'Staff Nurse\n\nJob summary\nWe are looking for enthusiastic registered nurses to join our team. Our team helps residents find a safe, affordable home.\n\nMain duties\n- Administer medicines safely\n\nEssential\n- NMC registration\n- Basic Life Support\n- Communication skills\n';
    const words = shown(job);
    expect(words).not.toContain('nurses');
    expect(words.join(' | ')).not.toMatch(/affordable/);
    const medicines = extractJobTerms(job).find((t) => /medicines/.test(t.word));
    expect([medicines?.skill?.term, ...(medicines?.parts ?? []).map((p) => p.term)]).toContain(
      'medication administration',
    );
  });
});

describe('extractJobTerms: a duty naming a place or a project by its name (issue 24)', () => {
  it('reads no requirement in "the upgrade of the plant in County Cork", and keeps the duties of the trade', () => {
    const words = extractJobTerms(
      'Project Manager\n\nThe Role\n- Lead the delivery of a wastewater treatment plant upgrade in County Cork\n- Recognise the deteriorating patient using NEWS2\n\nWhat you’ll bring\n- Chartered Engineer\n- Safe Pass\n- MS Project\n',
    ).map((t) => t.word);
    expect(words.join(' | ')).not.toMatch(/Cork/);
    expect(words).toContain('wastewater treatment');
  });
});

describe('extractJobTerms: a Belgian degree offered with experience as its equivalent (issue 24)', () => {
  it("shows no 'bachelier' where the offer takes the experience instead", () => {
    const offer = [
      'Technicien réseaux',
      'Votre profil',
      "• Bachelier en informatique ou équivalent par l'expérience",
      '• Bonne connaissance de TCP/IP et du routage',
    ].join('\n');
    const shown = extractJobTerms(offer, 'french').map((t) => fold(t.word));
    expect(shown.some((w) => w.includes('bachelier'))).toBe(false);
    expect(shown).toContain('routage');
  });
});

describe('extractJobTerms: words the stemmer would merge (issue 24)', () => {
  it("reads a shop's customers as no customs clearance", () => {
    const offer = [
      'Butcher',
      'Key responsibilities',
      '• Serving customers on the counter and giving cooking advice',
      'About you',
      '• Proven experience as a butcher',
      '• Level 2 Food Hygiene certificate',
      '• Knowledge of meat traceability',
    ].join('\n');
    const shown = extractJobTerms(offer, 'english');
    expect(shown.filter((t) => t.skill?.term === 'customs')).toEqual([]);
    const customs = extractJobTerms(
      'Customs declarant\nProfile\n• Experience of customs declarations',
      'english',
    );
    expect(customs.some((t) => t.skill?.term === 'customs')).toBe(true);
  });
});

describe('extractJobTerms: the employer speaking of itself (issue 24)', () => {
  it("shows no skill of the tables named where the employer describes its service ('Our service supports … older people')", () => {
    const offer = [
      'Social Worker',
      'Our Adult Social Care service supports adults with learning disabilities and older people to live independently.',
      "What you'll bring",
      '- A social work degree and registration with Social Work England',
      '- Sound knowledge of the Care Act 2014',
      '- Experience of adult safeguarding',
    ].join('\n');
    const shown = extractJobTerms(offer, 'english').map((t) => fold(t.word));
    expect(shown).not.toContain('older people');
    expect(shown).toContain('adult safeguarding');
  });
});

describe("extractJobTerms: an abbreviation's full stop ends no clause (issue 24)", () => {
  it("keeps the examples after 'e.g.' in the choice they belong to", () => {
    const offer = [
      'Payroll Officer',
      'About you',
      '* Experience of iTrent or another large payroll system (e.g. SAP, Dayforce)',
      '* CIPP Level 3',
    ].join('\n');
    const terms = extractJobTerms(offer, 'english');
    const itrent = terms.find((t) => t.word === 'iTrent')!;
    for (const example of ['SAP', 'dayforce']) {
      const term = terms.find((t) => t.word === example)!;
      expect(term.alternatives).toEqual(itrent.alternatives);
      expect(term.eitherOnly).toBe(true);
    }
  });
});
