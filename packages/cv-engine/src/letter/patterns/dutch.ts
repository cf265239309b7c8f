import type { LetterPatterns } from '../letter-patterns';

/**
 * The Dutch letter, as Dutch and Flemish correspondence has it: place and date ('Utrecht, 3 maart 2025'), a
 * 'Betreft' line, "Geachte heer/mevrouw," (or "Geachte mevrouw Jansen," / "Geachte Daan Kooĳman," when the offer
 * names its contact), and "Met vriendelijke groet,".
 */
export const DUTCH: LetterPatterns = {
  date: '{day} {month} {year}',
  dateLine: ['{place}, {date}', '{date}'],
  subject: ['Betreft: sollicitatie naar de functie van {title}', 'Betreft: sollicitatie'],
  salutation: 'Geachte {addressee},',
  addressee: { neutral: 'heer/mevrouw', female: 'mevrouw {last}', male: 'heer {last}', named: '{full}' },
  opening: [
    'Uw vacature voor {title} bij {employer} sprak mij direct aan: u vraagt om {skills}, de kern van mijn loopbaan.',
    'Met veel interesse solliciteer ik naar de functie van {title}. Bij {employer} kan ik mijn ervaring met {skills} inzetten voor uw projecten.',
    'De functie van {title} bij {employer} sluit precies aan op mijn loopbaan: in mijn werk draait het om {skills}.',
    'Uw vacature voor {title} bij {employer} sprak mij direct aan, en met veel interesse solliciteer ik naar deze functie.',
    'De functie van {title} bij {employer} sluit aan op mijn loopbaan en mijn ambities: graag solliciteer ik naar deze functie.',
    'Uw vacature voor {title} sprak mij direct aan: u vraagt om {skills}, de kern van mijn loopbaan.',
    'Met veel interesse solliciteer ik naar de functie van {title}, die aansluit op mijn ervaring met {skills}.',
    'Met veel interesse solliciteer ik naar de functie van {title}.',
    'Met veel interesse solliciteer ik naar de functie uit uw vacature.',
  ],
  firstJob: [
    'Als {position} bij {company} ({period}) zette ik mijn kennis van {skills} in.',
    'Bij {company}, waar ik werkte als {position} ({period}), draaide mijn werk om {skills}.',
    'Mijn functie als {position} bij {company} ({period}) gaf mij praktijkervaring met {skills}.',
    'Als {position} bij {company} zette ik mijn kennis van {skills} in.',
    'Mijn functie als {position} bij {company} gaf mij praktijkervaring met {skills}.',
    'Ik werkte als {position} bij {company} ({period}).',
    'Ik werkte als {position} bij {company}.',
  ],
  nextJob: [
    '{lead} werkte ik als {position} bij {company} ({period}) met {skills}.',
    '{lead} gaf mijn functie als {position} bij {company} ({period}) mij praktijk met {skills}.',
    '{lead} werkte ik als {position} bij {company} met {skills}.',
    '{lead} werkte ik als {position} bij {company} ({period}).',
    '{lead} werkte ik als {position} bij {company}.',
  ],
  earlier: ['Daarvoor', 'Eerder', 'Voordien'],
  besides: ['Daarnaast', 'Verder'],
  fact: ['Een voorbeeld: {fact}', 'Een van mijn resultaten: {fact}', 'Concreet: {fact}'],
  noJob: [
    'In mijn loopbaan heb ik kennis opgebouwd van {skills}, die ik graag inzet voor {employer}.',
    'In mijn loopbaan heb ik kennis opgebouwd van {skills}.',
    'In mijn bijgevoegde cv vindt u de details van mijn loopbaan en resultaten.',
  ],
  brings: [
    'Ik breng {employer} praktijkervaring met {skills}, en eigenschappen die mijn loopbaan laat zien: {soft}.',
    'Naast deze ervaring breng ik {employer} {soft}, en praktijkervaring met {skills}.',
    'Ik breng {employer} eigenschappen die mijn loopbaan laat zien: {soft}.',
    'Ik breng uw team praktijkervaring met {skills}, en eigenschappen die mijn loopbaan laat zien: {soft}.',
    'Ik breng {employer} praktijkervaring met {skills}.',
    'Ik breng uw team eigenschappen die mijn loopbaan laat zien: {soft}.',
    'Ik breng uw team praktijkervaring met {skills}.',
    'Mijn bijgevoegde cv vertelt meer over mijn loopbaan.',
  ],
  interview: [
    'Graag licht ik mijn motivatie toe in een persoonlijk gesprek.',
    'In een gesprek vertel ik u graag meer over mijn loopbaan en mijn motivatie.',
    'Ik ben graag beschikbaar voor een kennismakingsgesprek.',
  ],
  closing: { neutral: ['Met vriendelijke groet,'], named: ['Met vriendelijke groet,'] },
  and: 'en',
  elisions: [],
};
