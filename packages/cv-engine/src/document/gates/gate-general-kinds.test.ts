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
];

describe('the gates on kinds of proposal', () => {
  it.each(CASES)('%s', (_, context, piece, after, verdict) => {
    expect(judge(context, piece, after)).toBe(verdict);
  });
});
