/**
 * Business acronyms that a faithful translation changes (FR / EN / NL), folded: each group names one thing. A
 * translated CV that writes 'SMEs' where the original wrote 'PME' adds no name (document/gates/names-gate.ts).
 * Only acronyms with one meaning in a CV, none that is also a common word of one of the languages ('UN', 'EU' and
 * 'CA' are French 'un', 'eu', 'ça'); plural forms ('SMEs') are read without their final 's'.
 */
export const ACRONYM_TRANSLATIONS: ReadonlyArray<readonly string[]> = [
  // small and medium-sized enterprises ('petites et moyennes entreprises', 'midden- en kleinbedrijf'; Belgian
  // Dutch writes 'kmo', 'kleine en middelgrote ondernemingen')
  ['pme', 'sme', 'mkb', 'kmo'],
  ['tpe', 'vse'], // very small enterprises
  ['eti', 'mse'], // mid-sized enterprises ('entreprise de taille intermédiaire')
  ['rh', 'hr'], // human resources ('ressources humaines'; Dutch writes HR)
  ['drh', 'hrd'], // head of human resources
  ['tva', 'vat', 'btw'], // value added tax
  ['pdg', 'ceo'], // chief executive
  ['daf', 'cfo'], // finance director ('directeur administratif et financier')
  ['dsi', 'cio'], // head of IT ('directeur des systèmes d'information')
  ['rgpd', 'gdpr', 'avg'], // the EU data protection regulation
  // not 'IA' / 'AI': 'ai' is French ('j'ai'); the skills gate reads it as a skill (data/skill-aliases.ts)
  ['cdi', 'permanent'], // permanent contract
  ['cdd', 'fixed-term'], // fixed-term contract
];
