import { describe, expect, it } from 'vitest';
import { NOW } from '../../__fixtures__/plan-for';
import { parseCv } from '../../parse/parse-cv';
import { allBlocks } from '../cv-document';
import { readCvDocument } from '../read-cv-document';
import { type GateContext, gateChanges } from './gate-changes';

/**
 * Claims a language model raises while it rewrites in French, English or Dutch, on CVs written here (a care
 * assistant training to be a nurse, a junior maintenance technician, a junior data analyst): a degree still in
 * progress shown as obtained, help made into doing, a round count in words changed, a language added, a short
 * bullet folded into another. Each dishonest proposal changes one fact and is dropped by the gate that names it;
 * each honest one (a translation, a rewording, a summary of the CV's facts) keeps them all and passes.
 */
const contextOf = (cvText: string): GateContext => {
  const { experience, education } = parseCv(cvText);
  const employers = [...experience.map((e) => e.company), ...education.map((e) => e.institution)];
  return { document: readCvDocument(cvText), cvText, missingKeywords: [], employers, now: NOW };
};

const judge = (context: GateContext, piece: string, after: string) => {
  const block = allBlocks(context.document).find((b) => b.text.includes(piece));
  if (!block) throw new Error(`no block holds "${piece}"`);
  return gateChanges([{ block: block.id, kind: 'reworded', before: block.text, after }], context);
};

const CARE_NL = contextOf(`Sofie Vermeulen
Zorgkundige
sofie.vermeulen@example.be · 0471 23 45 67

PROFIEL
Zorgkundige met drie jaar ervaring in de thuiszorg, nu in opleiding tot verpleegkundige.

ERVARING
Zorgkundige — Thuiszorg Zonnebloem, Gent	2021 – heden
- Dagelijkse verzorging van een twaalftal cliënten aan huis.
- Meewerken aan de opleiding van nieuwe collega's.
- Assisteren bij de wondzorg onder toezicht van de verpleegkundige.
Stagiair logistiek — AZ Sint-Jan, Brugge	2020
- Hulp bij de bevoorrading van de afdelingen.

OPLEIDING
Bachelor verpleegkunde (in opleiding, verwacht 2026) — HOGENT
Diploma zorgkundige — CVO Gent	2020

TALEN
Nederlands (moedertaal), Frans (basiskennis), Engels (goed)
`);

const TECHNICIAN_FR = contextOf(`Yanis Benali
Technicien de maintenance
yanis.benali@example.fr · 06 55 44 33 22

EXPÉRIENCE
Technicien de maintenance junior — Papeteries du Rhône, Lyon	2022 – aujourd'hui
- Participation à la maintenance préventive d'une dizaine de machines.
- Aide au diagnostic des pannes électriques avec le technicien senior.
- Relevés quotidiens des compteurs et saisie dans la GMAO.

FORMATION
BTS Maintenance des systèmes (en cours, obtention prévue en 2026) — Lycée Jean Lurçat
Habilitation électrique B1V — 2023

LANGUES
Français (langue maternelle), anglais (notions)
`);

const ANALYST_EN = contextOf(`Megan Price
Junior Data Analyst
megan.price@example.com · +44 7700 900777

EXPERIENCE
Junior Data Analyst — Harlow Insurance, Bristol	2023 – present
- Helped build three weekly sales dashboards in Power BI.
- Assisted the senior analyst with the monthly churn report.
Data Intern — Severn Water, Gloucester	2022
- Cleaned meter readings for two regional teams.

EDUCATION
MSc Data Science (in progress, expected 2026) — University of Bristol
BSc Mathematics — University of Bath	2022

CERTIFICATIONS
PL-300 Power BI Data Analyst (in progress)

LANGUAGES
English (native), Spanish (B1)
`);

type Case = [what: string, context: GateContext, piece: string, after: string];
type Dishonest = [...Case, gate: string];

describe('a degree or certificate in progress', () => {
  it.each<Dishonest>([
    [
      '"in opleiding" dropped, the year kept',
      CARE_NL,
      'Bachelor verpleeg',
      'Bachelor verpleegkunde (2026) — HOGENT',
      'levels',
    ],
    [
      '"gediplomeerd"',
      CARE_NL,
      'Bachelor verpleeg',
      'Gediplomeerd bachelor verpleegkunde (2026) — HOGENT',
      'levels',
    ],
    [
      'the training dropped from the profile',
      CARE_NL,
      'Zorgkundige met drie',
      'Zorgkundige en verpleegkundige met drie jaar ervaring in de thuiszorg.',
      'levels',
    ],
    [
      '"en cours" dropped',
      TECHNICIAN_FR,
      'BTS Maint',
      'BTS Maintenance des systèmes (2026) — Lycée Jean Lurçat',
      'levels',
    ],
    [
      '"in progress" dropped',
      ANALYST_EN,
      'MSc Data',
      'MSc Data Science (2026) — University of Bristol',
      'levels',
    ],
    ['a certification in progress', ANALYST_EN, 'PL-300', 'PL-300 Power BI Data Analyst', 'levels'],
    [
      'a certification in progress certified',
      ANALYST_EN,
      'PL-300',
      'PL-300 Power BI Data Analyst (certified)',
      'levels',
    ],
  ])('is not shown as obtained: %s', (_, context, piece, after, gate) => {
    expect(judge(context, piece, after).rejected).toMatchObject([{ gate }]);
  });

  it.each<Case>([
    [
      'into English',
      CARE_NL,
      'Bachelor verpleeg',
      'Bachelor in Nursing (in progress, expected 2026) — HOGENT',
    ],
    [
      'into French',
      CARE_NL,
      'Bachelor verpleeg',
      'Bachelier en soins infirmiers (en cours, prévu en 2026) — HOGENT',
    ],
    [
      'into French',
      ANALYST_EN,
      'MSc Data',
      'MSc Data Science (en cours, obtention prévue en 2026) — University of Bristol',
    ],
    [
      'the profile into English',
      CARE_NL,
      'Zorgkundige met drie',
      'Care assistant with three years of experience in home care, now training to become a nurse.',
    ],
    [
      'the profile reworded',
      CARE_NL,
      'Zorgkundige met drie',
      'Zorgkundige in de thuiszorg met drie jaar ervaring, momenteel in opleiding tot verpleegkundige.',
    ],
  ])('stays in progress when translated: %s', (_, context, piece, after) => {
    expect(judge(context, piece, after).rejected).toEqual([]);
  });
});

describe('help given to a task', () => {
  it.each<Dishonest>([
    [
      '"meewerken aan" → "verantwoordelijk voor"',
      CARE_NL,
      'Meewerken',
      "Verantwoordelijk voor de opleiding van nieuwe collega's.",
      'levels',
    ],
    ['"meewerken aan" → "opleiden"', CARE_NL, 'Meewerken', "Opleiden van nieuwe collega's.", 'levels'],
    [
      '"assisteren bij" dropped',
      CARE_NL,
      'Assisteren',
      'Wondzorg onder toezicht van de verpleegkundige.',
      'levels',
    ],
    ['"onder toezicht" dropped', CARE_NL, 'Assisteren', 'Zelfstandig uitvoeren van de wondzorg.', 'levels'],
    ['"hulp bij" dropped', CARE_NL, 'Hulp bij', 'Bevoorrading van de afdelingen.', 'levels'],
    [
      '"participation" → "responsable"',
      TECHNICIAN_FR,
      'Participation',
      "Responsable de la maintenance préventive d'une dizaine de machines.",
      'levels',
    ],
    [
      '"participation" dropped',
      TECHNICIAN_FR,
      'Participation',
      "Maintenance préventive d'une dizaine de machines.",
      'levels',
    ],
    ['"aide au" dropped', TECHNICIAN_FR, 'Aide au', 'Diagnostic des pannes électriques.', 'levels'],
    [
      '"aide" → "en autonomie"',
      TECHNICIAN_FR,
      'Aide au',
      'Réalisation du diagnostic des pannes électriques en autonomie.',
      'levels',
    ],
    [
      '"helped build" → "built"',
      ANALYST_EN,
      'Helped build',
      'Built three weekly sales dashboards in Power BI.',
      'levels',
    ],
    [
      '"helped build" → "owned"',
      ANALYST_EN,
      'Helped build',
      'Owned three weekly sales dashboards in Power BI.',
      'levels',
    ],
    ['"assisted" → "produced"', ANALYST_EN, 'Assisted the', 'Produced the monthly churn report.', 'levels'],
  ])('is not made into doing it: %s', (_, context, piece, after, gate) => {
    expect(judge(context, piece, after).rejected).toMatchObject([{ gate }]);
  });

  it.each<Case>([
    ['"meewerken" into English', CARE_NL, 'Meewerken', 'Helped train new colleagues.'],
    [
      '"assisteren" into English',
      CARE_NL,
      'Assisteren',
      'Assisted with wound care under the supervision of the nurse.',
    ],
    [
      '"assisteren" into French',
      CARE_NL,
      'Assisteren',
      "Assistance aux soins des plaies sous la supervision de l'infirmière.",
    ],
    [
      '"participation" into English',
      TECHNICIAN_FR,
      'Participation',
      'Took part in the preventive maintenance of about ten machines.',
    ],
    [
      '"participation" into Dutch',
      TECHNICIAN_FR,
      'Participation',
      'Meewerken aan het preventieve onderhoud van een tiental machines.',
    ],
    [
      '"aide" into English',
      TECHNICIAN_FR,
      'Aide au',
      'Helped diagnose electrical faults with the senior technician.',
    ],
    [
      '"helped" into French',
      ANALYST_EN,
      'Helped build',
      'Participation à la création de trois tableaux de bord hebdomadaires des ventes sous Power BI.',
    ],
    [
      '"helped" into Dutch',
      ANALYST_EN,
      'Helped build',
      'Hielp bij de bouw van drie wekelijkse verkoopdashboards in Power BI.',
    ],
    [
      '"assisted" → "supported"',
      ANALYST_EN,
      'Assisted the',
      'Supported the senior analyst on the monthly churn report.',
    ],
  ])('stays help when translated or reworded: %s', (_, context, piece, after) => {
    expect(judge(context, piece, after).rejected).toEqual([]);
  });
});

describe('a round count in words', () => {
  it.each<Dishonest>([
    [
      '"twaalftal" → "twintigtal"',
      CARE_NL,
      'twaalftal',
      'Dagelijkse verzorging van een twintigtal cliënten aan huis.',
      'figures',
    ],
    [
      '"dizaine" → "quinzaine"',
      TECHNICIAN_FR,
      'Participation',
      "Participation à la maintenance préventive d'une quinzaine de machines.",
      'figures',
    ],
    [
      '"dizaine" → "quinze"',
      TECHNICIAN_FR,
      'Participation',
      'Participation à la maintenance préventive de quinze machines.',
      'figures',
    ],
  ])('is a figure that may not change: %s', (_, context, piece, after, gate) => {
    expect(judge(context, piece, after).rejected).toMatchObject([{ gate }]);
  });

  it.each<Case>([
    ['"een twaalftal" → "about twelve"', CARE_NL, 'twaalftal', 'Daily home care for about twelve clients.'],
    [
      '"une dizaine" → "about ten"',
      TECHNICIAN_FR,
      'Participation',
      'Took part in the preventive maintenance of about ten machines.',
    ],
  ])('is kept by its translation: %s', (_, context, piece, after) => {
    expect(judge(context, piece, after).rejected).toEqual([]);
  });
});

describe('a language', () => {
  it.each<Dishonest>([
    [
      'added to the profile with a capital',
      CARE_NL,
      'Zorgkundige met drie',
      'Zorgkundige (Nederlands, Frans, Engels, Duits) met drie jaar ervaring in de thuiszorg, nu in opleiding tot verpleegkundige.',
      'names',
    ],
    [
      '"tweetalig" added',
      CARE_NL,
      'Zorgkundige met drie',
      'Tweetalige zorgkundige met drie jaar ervaring in de thuiszorg, nu in opleiding tot verpleegkundige.',
      'levels',
    ],
    [
      '"bilingual" added to the title',
      ANALYST_EN,
      'Junior Data Analyst',
      'Bilingual Junior Data Analyst',
      'levels',
    ],
    [
      'added to a bullet',
      CARE_NL,
      'twaalftal',
      'Daily home care for about twelve clients, in Dutch and French.',
      'names',
    ],
  ])('the CV does not name is not added: %s', (_, context, piece, after, gate) => {
    expect(judge(context, piece, after).rejected).toMatchObject([{ gate }]);
  });

  it.each<Case>([
    [
      'the languages line into English',
      CARE_NL,
      'Nederlands (moed',
      'Dutch (native), French (basic), English (good)',
    ],
    [
      'the languages line into English',
      TECHNICIAN_FR,
      'Français (langue',
      'French (native), English (basic)',
    ],
  ])('the CV names passes: %s', (_, context, piece, after) => {
    expect(judge(context, piece, after).rejected).toEqual([]);
  });
});

describe('a short bullet', () => {
  it('folded into the one above is a merge', () => {
    const after = "Meewerken aan de opleiding van nieuwe collega's en assisteren bij de wondzorg.";
    expect(judge(CARE_NL, 'Meewerken', after).rejected).toMatchObject([{ gate: 'content' }]);
  });
});

describe('a capitalised common word', () => {
  it("translated is no new name ('BTS Maintenance' → 'BTS Onderhoud')", () => {
    const after = 'BTS Onderhoud van systemen (lopend, verwacht in 2026) — Lycée Jean Lurçat';
    expect(judge(TECHNICIAN_FR, 'BTS Maint', after).rejected).toEqual([]);
  });

  it('gives no room to an employer swapped in a translation', () => {
    const after = "Maintenance technician (junior) — Smurfit Kappa, Lyon\t2022 – aujourd'hui";
    expect(judge(TECHNICIAN_FR, 'Technicien de maintenance junior', after).rejected).toMatchObject([
      { gate: 'names' },
    ]);
  });
});

const TEACHER_NL = contextOf(`Lotte Peeters
Leerkracht lager onderwijs

ERVARING
Leerkracht — Basisschool De Regenboog, Leuven	2017 – heden
- Organisatie van de jaarlijkse sportdag samen met twee collega's.
Kinderbegeleider — Buitenschoolse kinderopvang Leuven	2014 – 2017
- Opvang van kinderen van 3 tot 12 jaar na schooltijd.

OPLEIDING
CAP Cuisine — Lycée hôtelier de Nantes	2012
`);

describe('a translation that says a span or an acronym in its own words', () => {
  it.each<Case>([
    [
      "a Dutch compound's span ('sportdag' → 'sports day')",
      TEACHER_NL,
      'sportdag',
      'Organised the annual sports day together with two colleagues.',
    ],
    [
      "an age without its unit ('3 tot 12 jaar' → 'aged 3 to 12')",
      TEACHER_NL,
      'Opvang',
      'After-school care for children aged 3 to 12.',
    ],
    [
      'an acronym explained in brackets',
      TEACHER_NL,
      'CAP Cuisine',
      'CAP Cuisine (vocational cooking diploma) — Lycée hôtelier de Nantes\t2012',
    ],
  ])('passes: %s', (_, context, piece, after) => {
    expect(judge(context, piece, after).rejected).toEqual([]);
  });

  it('still keeps the span it names', () => {
    const after = 'After-school care for children aged 3 to 12 weeks.';
    expect(judge(TEACHER_NL, 'Opvang', after).rejected).toMatchObject([{ gate: 'figures' }]);
  });
});
