import { describe, expect, it } from 'vitest';
import { NOW } from '../../__fixtures__/plan-for';
import { parseCv } from '../../parse/parse-cv';
import { allBlocks } from '../cv-document';
import { readCvDocument } from '../read-cv-document';
import { type GateContext, gateChanges } from './gate-changes';

/**
 * Kinds of proposal rather than examples (issue 23, part 2): a title raised by a rank word, a duty made an
 * achievement, a denial dropped, a rank moved ('tweede' → 'derde'), a count read as years in a summary. Each rule
 * holds in French, English and Dutch; the CVs are written here, of trades no corpus used.
 */
const contextOf = (cvText: string): GateContext => {
  const { experience, education } = parseCv(cvText);
  const employers = [...experience.map((e) => e.company), ...education.map((e) => e.institution)];
  return { document: readCvDocument(cvText), cvText, missingKeywords: [], employers, now: NOW };
};

const PLANNER = contextOf(`Daniel Brook
Transport Planner
daniel.brook@example.org · 07700 900 123

PROFILE
Transport planner with ten years in logistics, seven of them planning road freight for a fleet of 38 HGVs.

EXPERIENCE
Transport Planner — Fernway Freight Ltd, Leicester
March 2019 – present
- Plan daily routes for a fleet of 38 HGVs in Paragon routing software
- Cut empty running from 21% to 14% by matching backhauls with two partner hauliers
- Run the night planning desk with two planners and one transport clerk
- Loading checks on general cargo, no dangerous goods

Warehouse Operative — Holt Logistics, Coventry
September 2016 – February 2019
- Picking and loading on 12-hour night shifts
- Zero lost-time accidents over three years

SKILLS
Paragon, Excel (pivot tables), tachograph analysis`);

const FORMWORKER = contextOf(`Julien Caradec
Coffreur
06 11 22 33 44 · julien.caradec@example.org

EXPÉRIENCE
Coffreur-boiseur — Constructions Armor, Brest
Mars 2015 – aujourd'hui
- Coffrage des voiles et des dalles en banches métalliques
- Suivi du planning des approvisionnements béton
- Zéro accident avec arrêt sur les chantiers de 2022 à 2024

FORMATION
2014 : CAP Constructeur en béton armé – CFA Brest`);

const RECEPTIONIST = contextOf(`Sanne Kooistra
Receptioniste
sanne.kooistra@example.nl · 06 12 34 56 78

WERKERVARING
Receptioniste — Hotel Wadzicht, Leeuwarden
Mei 2020 – heden
- Meewerkend bij de nachtaudit, één nacht per week
- Verwerking van groepsboekingen tot 40 kamers
- Begeleiding van stagiairs in het tweede leerjaar`);

const ELECTRICIAN = contextOf(`Owen Pryce
Electrician
owen.pryce@example.org · 07700 900 456

PROFILE
Electrician since 2016, domestic installer since 2019, looking for a supervisor role on commercial sites.
Studying for the 2391-52 refresher under supervision and hoping to qualify as an approved electrician.

EXPERIENCE
Electrician — Vale Electrical Ltd, Cardiff
April 2019 – present
- Domestic rewires, consumer unit changes and EV charger installs, twice a week on call
- Named installer of the month three times in 2023
- Delivered materials in a 3.5 tonne van, visits every two weeks to the depot

Apprentice Electrician — Vale Electrical Ltd, Cardiff
September 2016 – March 2019
- Fault finding on lighting circuits under supervision

EDUCATION
2019 — NVQ Level 3 Electrotechnical Services, Cardiff College

CERTIFICATIONS
City & Guilds 2391-52 Inspection and Testing, 2022
Fall arrest and harness use, 2021

SKILLS
Domestic wiring, fault finding, inspection and testing, EV charger installation`);

const AGENT = {
  ...contextOf(`Nadia Ferrand
Assistante administrative
nadia.ferrand@example.org · 06 98 76 54 32

EXPÉRIENCE
Assistante de direction adjointe — Communauté de communes du Val, Bourg
Mars 2018 – aujourd'hui
- Préparation des dossiers du bureau communautaire : une séance toutes les deux semaines
- Tutrice de deux agents débutants en 2022`),
  targetLanguage: 'english' as const,
};

function judge(context: GateContext, piece: string, after: string, kind = 'reworded') {
  const block = allBlocks(context.document).find((b) => b.text.includes(piece));
  if (!block) throw new Error(`no block holds "${piece}"`);
  const { rejected } = gateChanges([{ block: block.id, kind, before: block.text, after }], context);
  return rejected[0] ? `${rejected[0].gate}: ${rejected[0].detail}` : 'passed';
}

type Case = [what: string, context: GateContext, piece: string, after: string, verdict: string];

const CASES: Case[] = [
  // a rank word in a title claims people to lead, or a head's level
  [
    'an operative made supervisor',
    PLANNER,
    'Warehouse Operative — Holt',
    'Warehouse Supervisor — Holt Logistics, Coventry',
    'levels: leads',
  ],
  [
    'a planner made principal',
    PLANNER,
    'Transport Planner — Fernway',
    'Principal Transport Planner — Fernway Freight Ltd, Leicester',
    'levels: head',
  ],
  [
    'a formworker made chef',
    FORMWORKER,
    'Coffreur-boiseur — Constructions',
    'Chef coffreur-boiseur — Constructions Armor, Brest',
    'levels: leads',
  ],
  [
    'a receptionist made head receptionist',
    RECEPTIONIST,
    'Receptioniste — Hotel',
    'Hoofdreceptioniste — Hotel Wadzicht, Leeuwarden',
    'levels: head',
  ],
  [
    'a job line translated at its own rank',
    PLANNER,
    'Warehouse Operative — Holt',
    'Magasinier — Holt Logistics, Coventry',
    'passed',
  ],
  // a duty made an achievement
  [
    'planning made optimising',
    PLANNER,
    'Plan daily routes',
    'Optimised daily routes for a fleet of 38 HGVs in Paragon routing software',
    'levels: result',
  ],
  [
    'a follow-up made an improvement',
    FORMWORKER,
    'Suivi du planning',
    'Amélioration du planning des approvisionnements béton',
    'levels: result',
  ],
  [
    'a Dutch task made better',
    RECEPTIONIST,
    'Verwerking van groepsboekingen',
    'Verbeterde verwerking van groepsboekingen tot 40 kamers',
    'levels: result',
  ],
  [
    'a result translated as a result',
    PLANNER,
    'Cut empty running',
    'Réduction des trajets à vide de 21 % à 14 % grâce aux frets retour avec deux transporteurs partenaires',
    'passed',
  ],
  [
    'a duty reworded as a duty',
    PLANNER,
    'Plan daily routes',
    'Planned daily routes for a fleet of 38 HGVs in Paragon routing software',
    'passed',
  ],
  // running a desk leads the people at it: its translation may say so
  [
    'running a desk translated',
    PLANNER,
    'Run the night planning desk',
    "Pilote le poste de planification de nuit avec deux planificateurs et un agent d'exploitation",
    'passed',
  ],
  // a denial dropped says the opposite
  [
    'a denial dropped',
    PLANNER,
    'Loading checks',
    'Loading checks on general cargo, dangerous goods included',
    'content: a denial lost',
  ],
  [
    'zero accidents made one',
    FORMWORKER,
    'Zéro accident',
    'Un accident avec arrêt sur les chantiers de 2022 à 2024',
    'figures: 0  lost',
  ],
  [
    'zero accidents said as a denial',
    FORMWORKER,
    'Zéro accident',
    'No lost-time accident on the sites from 2022 to 2024',
    'passed',
  ],
  ['a denial said as zero', PLANNER, 'Zero lost-time', 'Aucun accident avec arrêt en trois ans', 'passed'],
  // helping along is not doing
  [
    'working along made leading',
    RECEPTIONIST,
    'Meewerkend bij de nachtaudit',
    'Verantwoordelijk voor de nachtaudit, één nacht per week',
    'levels: assisting',
  ],
  [
    'a Dutch compound written apart',
    RECEPTIONIST,
    'Meewerkend bij de nachtaudit',
    'Helping with the night audit, one night a week',
    'passed',
  ],
  // a rank moved
  [
    'a school year moved',
    RECEPTIONIST,
    'Begeleiding van stagiairs',
    'Begeleiding van stagiairs in het derde leerjaar',
    'figures: rank 3',
  ],
  [
    'a school year translated',
    RECEPTIONIST,
    'Begeleiding van stagiairs',
    'Mentoring second-year trainees',
    'passed',
  ],
  // in a summary, a count after the years is no part of them
  [
    'a team invented after the years',
    PLANNER,
    'Transport planner with ten',
    'Transport planner with ten years in logistics and a team of four planners, seven of them planning road freight for a fleet of 38 HGVs.',
    'figures: 4  added',
  ],
  [
    'a part of the years',
    PLANNER,
    'Transport planner with ten',
    'Transport planner with ten years in logistics and more than seven planning road freight for a fleet of 38 HGVs.',
    'passed',
  ],
  // a summary says a date as the years since it, never more
  [
    'a summary date said as years',
    ELECTRICIAN,
    'Electrician since 2016',
    'Electrician for nearly ten years, since September 2016, and a domestic installer for seven years.',
    'passed',
  ],
  [
    'a summary date dropped for more years',
    ELECTRICIAN,
    'Electrician since 2016',
    'Electrician with more than fourteen years of experience, domestic installer since 2019.',
    'dates: 2016 lost',
  ],
  // counts of times, units of load, spans kept with their unit
  [
    'twice said in figures',
    ELECTRICIAN,
    'Domestic rewires',
    'Recâblages, changements de tableaux et bornes de recharge, deux fois par semaine d’astreinte',
    'passed',
  ],
  [
    'twice made three times',
    ELECTRICIAN,
    'Domestic rewires',
    'Domestic rewires, consumer unit changes and EV charger installs, three times a week on call',
    'figures: 3 times added',
  ],
  [
    'three times said as three-time',
    ELECTRICIAN,
    'Named installer',
    'Three-time installer of the month in 2023',
    'passed',
  ],
  [
    'a van made a truck',
    ELECTRICIAN,
    'Delivered materials',
    'Delivered materials in a 3.5 m³ van, visits every two weeks to the depot',
    'figures: 3.5 cubic-metre added',
  ],
  [
    'every two weeks made twice a week',
    AGENT,
    'Préparation des dossiers',
    'Préparation des dossiers du bureau communautaire : deux séances par semaine',
    'figures: 2 week lost',
  ],
  // a title or a skill line names what the CV holds elsewhere: a grade with its word, a certificate's code
  [
    'a title with its qualifications',
    ELECTRICIAN,
    'Electrician',
    'Electrician – NVQ Level 3, City & Guilds 2391-52',
    'passed',
  ],
  [
    'a skill beside its certificate',
    ELECTRICIAN,
    'Domestic wiring',
    'Domestic wiring, fault finding, inspection and testing (City & Guilds 2391-52), EV charger installation',
    'passed',
  ],
  [
    'a skill proven by a job brought into the skills',
    ELECTRICIAN,
    'Domestic wiring',
    'Domestic wiring, fault finding, consumer unit changes, inspection and testing, EV charger installation',
    'passed',
  ],
  [
    'a skill the CV never names slipped into an item',
    ELECTRICIAN,
    'Domestic wiring',
    'Domestic wiring, fault finding and thermography, inspection and testing, EV charger installation',
    'content: thermography not in the CV',
  ],
  // a shared role, a kitchen's rank, a wish
  [
    'a deputy made the head',
    AGENT,
    'Assistante de direction adjointe',
    'Assistante de direction — Communauté de communes du Val, Bourg',
    'levels: shared-role',
  ],
  [
    'a wished role claimed',
    ELECTRICIAN,
    'Electrician since 2016',
    'Electrical supervisor since 2016, domestic installer since 2019, looking for a supervisor role on commercial sites.',
    'levels: leads',
  ],
  [
    'a wish kept beside the facts',
    ELECTRICIAN,
    'Electrician since 2016',
    'Electrician since 2016 and domestic installer since 2019, looking for a supervisor role on commercial sites.',
    'passed',
  ],
  [
    'a fact in the clause of a wish',
    ELECTRICIAN,
    'Studying for the 2391-52',
    'Studying for the 2391-52 refresher and hoping to qualify as an approved electrician.',
    'levels: supervised',
  ],
  // a translation keeps the block's own words in brackets, says others' beginners, and is known by its language
  [
    'a translation with the original name in brackets',
    AGENT,
    'Préparation des dossiers',
    'Prepared the papers for the community board (bureau communautaire): one meeting every two weeks',
    'passed',
  ],
  [
    'beginners of a short line translated',
    AGENT,
    'Tutrice de deux agents',
    'Mentored two new officers in 2022',
    'passed',
  ],
];

describe('the gates on kinds of proposal', () => {
  it.each(CASES)('%s', (_, context, piece, after, verdict) => {
    expect(judge(context, piece, after)).toBe(verdict);
  });
});
