/**
 * Words that make an item a licence or a certificate, not a skill ('Permis C', 'PCV licence', 'Rijbewijs B',
 * 'Certificat SST', 'VCA-attest'), folded, singular and plural, FR / EN / NL: the words of the certifications
 * section's headings (data/section-head-words.ts, parse/section-headings.ts) and the licences the EU driving-licence
 * directive names in each language (data/trades/logistics.ts). A must-have the tailoring brings into a summary is
 * labelled by what it is (tailor/item-kinds.ts): « Compétences : FCO » would file a driver's certificate as a skill.
 * Not 'brevet' (a French degree, 'Brevet professionnel', or a patent) nor 'ticket' (a support desk's 'ticket
 * handling' is a skill): a British trade's tickets are known by their section.
 */
export const LICENCE_WORDS: ReadonlySet<string> = new Set([
  ...['permis', 'licence', 'licences', 'license', 'licenses', 'rijbewijs', 'rijbewijzen'],
]);

export const CERTIFICATE_WORDS: ReadonlySet<string> = new Set([
  ...LICENCE_WORDS,
  ...['certificat', 'certificats', 'certification', 'certifications', 'attestation', 'attestations'],
  ...['habilitation', 'habilitations'],
  ...['certificate', 'certificates', 'certified', 'accreditation', 'accreditations'],
  ...['certificaat', 'certificaten', 'certificering', 'attest', 'attesten', 'getuigschrift', 'brevetten'],
]);
