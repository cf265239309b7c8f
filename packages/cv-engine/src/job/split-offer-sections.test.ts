import { describe, expect, it } from 'vitest';
import { splitOfferSections } from './split-offer-sections';

const partOf = (offer: string, line: string) => splitOfferSections(offer).find((l) => l.text === line)?.part;

describe('splitOfferSections: a heading none of the known ones, placed by its words (issue 24)', () => {
  it('reads the requirements under an unknown heading in capitals, a question or a "what…" line', () => {
    const offer = [
      'Professeur des écoles',
      '',
      'CE QUE NOUS ATTENDONS DE VOUS',
      '- CRPE ou master MEEF',
      '',
      'Wat verwacht de school van jou?',
      '- Een bachelor lager onderwijs',
      '',
      'Key Accountabilities:',
      '- Plan and deliver lessons',
    ].join('\n');
    expect(partOf(offer, '- CRPE ou master MEEF')).toBe('profile');
    expect(partOf(offer, '- Een bachelor lager onderwijs')).toBe('profile');
    expect(partOf(offer, '- Plan and deliver lessons')).toBe('role');
  });

  it('keeps a requirement line that merely opens with such a word a line of its part', () => {
    const offer = 'Kok\n\nWat vragen wij\nJe werkt graag in een team\nErvaring als kok\n';
    expect(
      splitOfferSections(offer)
        .filter((l) => l.heading)
        .map((l) => l.text),
    ).toEqual(['Wat vragen wij']);
  });

  it('knows the headings of public employers and numbered ones ("Profiel", "Functie-inhoud", "2. Profil")', () => {
    const lines = [
      'Beleidsmedewerker',
      '',
      'Over de organisatie',
      'De gemeente is een organisatie van 300 medewerkers.',
      'Functie-inhoud',
      '- Je schrijft beleidsnota’s',
      'Profiel',
      '- Een masterdiploma',
      'Conditions d’accès',
      '- Être lauréat du concours',
      '2. Profil',
      '- Permis B',
    ].join('\n');
    expect(partOf(lines, '- Je schrijft beleidsnota’s')).toBe('role');
    expect(partOf(lines, '- Een masterdiploma')).toBe('profile');
    expect(partOf(lines, '- Être lauréat du concours')).toBe('profile');
    expect(partOf(lines, '- Permis B')).toBe('profile');
  });

  it("reads 'Wat breng jij mee?' (the stressed pronoun) as the profile's heading, as 'Wat breng je mee?'", () => {
    const offer =
      'Verzuimcoördinator\n\nWat ga je doen?\n• bewaakt de termijnen\n\nWat breng jij mee?\n• Een afgeronde hbo-opleiding\n\nWat neem jij mee?\n• Kennis van de Arbowet\n';
    expect(partOf(offer, '• bewaakt de termijnen')).toBe('role');
    expect(partOf(offer, '• Een afgeronde hbo-opleiding')).toBe('profile');
    expect(partOf(offer, '• Kennis van de Arbowet')).toBe('profile');
  });
});

describe('splitOfferSections: the paragraph after a list closes the part (issue 24)', () => {
  it('sets the perks and the contact written after the profile list apart from the requirements', () => {
    const offer = [
      'Butcher',
      'About you',
      '• Proven experience as a butcher',
      '• Level 2 Food Hygiene certificate',
      'Staff discount, free parking, Sundays off. Apply in person to the shop manager',
      'Wij bieden een contract van onbepaalde duur, maaltijden op het werk.',
    ].join('\n');
    expect(partOf(offer, '• Level 2 Food Hygiene certificate')).toBe('profile');
    expect(
      partOf(offer, 'Staff discount, free parking, Sundays off. Apply in person to the shop manager'),
    ).toBe('apply');
    expect(partOf(offer, 'Wij bieden een contract van onbepaalde duur, maaltijden op het werk.')).toBe(
      'apply',
    );
  });

  it("keeps a bullet's wrapped end and a lead-in before the next list in the part", () => {
    const offer = [
      'Comptable',
      'Profil',
      '- Maîtrise de Sage 100 et des outils',
      'bureautiques (Excel).',
      '- Permis B',
      'Vous maîtrisez également les outils suivants :',
      '- Excel',
    ].join('\n');
    expect(partOf(offer, 'bureautiques (Excel).')).toBe('profile');
    expect(partOf(offer, 'Vous maîtrisez également les outils suivants :')).toBe('profile');
  });
});

describe('splitOfferSections: a known heading after a possessive (issue 24)', () => {
  it("reads 'Vos tâches' and 'Your duties' as the role's headings", () => {
    const offer = [
      'Technicien réseaux',
      'La Ville recrute un technicien pour son service infrastructure.',
      'Vos tâches',
      '• Gérer les règles de pare-feu',
      'Your duties',
      '• Patch the switches',
    ].join('\n');
    const lines = splitOfferSections(offer);
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual(['Vos tâches', 'Your duties']);
    expect(partOf(offer, '• Gérer les règles de pare-feu')).toBe('role');
  });
});

describe('splitOfferSections: headings spoken to the candidate (issue 24)', () => {
  it("reads 'Your day', 'You'll need' and 'It would be great if you had' as the duties, profile and extras", () => {
    const offer = [
      'Claims Handler',
      '',
      'Your day',
      'You will own a caseload of motor claims from first notification of loss to settlement.',
      '',
      "You'll need",
      '→ Previous claims handling experience',
      '',
      'It would be great if you had',
      '→ The CII Certificate in Insurance',
    ].join('\n');
    expect(
      partOf(offer, 'You will own a caseload of motor claims from first notification of loss to settlement.'),
    ).toBe('role');
    expect(partOf(offer, '→ Previous claims handling experience')).toBe('profile');
    expect(partOf(offer, '→ The CII Certificate in Insurance')).toBe('nice');
  });
});

describe('splitOfferSections: the missions, the hours and a closing paragraph on how to apply (issue 24)', () => {
  it("reads the missions under 'Ce que vous ferez', after a title in capitals", () => {
    const offer = [
      'BOULANGER / BOULANGÈRE – H/F',
      'Maison Dupain, boulangerie artisanale – Rennes',
      'Ce que vous ferez :',
      '✓ le façonnage et la fermentation',
    ].join('\n');
    expect(partOf(offer, '✓ le façonnage et la fermentation')).toBe('role');
  });

  it('reads working hours and a paragraph on how to apply as no requirement', () => {
    const hours = 'amplitude 7 h 30 – 18 h 45. Rémunération statutaire + régime indemnitaire (RIFSEEP).';
    const apply =
      'Les candidatures (lettre de motivation, CV, dernier arrêté de situation administrative) sont à adresser au Maire.';
    const offer = ['Auxiliaire de puériculture', 'Profil : vous êtes titulaire du DEAP.'];
    expect(partOf([...offer, `Horaires : ${hours}`].join('\n'), hours)).toBe('offer');
    expect(partOf([...offer, apply].join('\n'), apply)).toBe('apply');
    const sales = ['Account Manager', "You'll need", '• Full UK driving licence'];
    const contact = 'Apply to Jess Carter, Head of Sales: jobs@example.co.uk';
    expect(partOf([...sales, contact].join('\n'), contact)).toBe('apply');
  });
});
