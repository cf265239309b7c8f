import { ORGANISATION_UNIT_WORDS, PARENT_ORGANISATION_WORDS } from '../data/organisation-units';
import { fold } from '../text/fold';
import { hasJobTitleWord } from './entry-words';

/**
 * Pieces between commas that name something of their own: not inside brackets ('intérim, puis CDD'), not
 * before a lower-case word that goes on the phrase ('Comptable fournisseurs, puis comptable général'), not
 * before a legal form ('ABC Company, Inc.').
 */
export function commaPieces(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0) {
      const after = text.slice(i + 1).trimStart();
      if ((/^\p{Ll}/u.test(after) && !NAME_PARTICLE.test(after)) || LEGAL_FORM.test(after)) continue;
      pieces.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  pieces.push(text.slice(start).trim());
  return pieces.filter(Boolean);
}

// 'de Groot Elektro', 'van der Berg Bouw', 'le Clos Fleuri': a name whose particle is written in lower case opens
// a name after a comma ('Boekhoudkundig medewerker, van Leeuwen Accountants B.V.'), not a phrase going on
export const NAME_PARTICLE =
  /^(?:de|van|von|der|den|ten|ter|du|le|la|di|da)(?:\s+(?:der|den|de|la|l'|l’))?\s+\p{Lu}/u;

// closing the name before it: followed by a dot, a comma or the end ('Acme, Inc.', 'Acme, Ltd, Leeds'); 'Co-Founder'
// is no 'Co.', and a form that opens a name is the next piece's ('Plombier, SARL Morvan Thermique')
const LEGAL_FORM = /^(?:Inc|Ltd|LLC|LLP|Corp|Co|SA|SAS|SARL|BV|NV|GmbH|AG|plc)(?:\.|(?=\s*[,;)]|\s*$))/;

/**
 * 'University of Plymouth, School of Marine Sciences, Plymouth': the school is the university's, one employer;
 * so is 'Laboratoire de biologie cellulaire, Université de Lyon', the unit named before its organisation.
 */
export function unitsWithTheirEmployer(pieces: readonly string[]): string[] {
  const out: string[] = [];
  let previousIsUnit = false;
  for (const piece of pieces) {
    const first = fold(piece.split(/\s+/)[0] ?? '');
    const previous = out.at(-1);
    const unit = ORGANISATION_UNIT_WORDS.has(first) && !hasJobTitleWord(fold(piece)); // not 'Laboratory Manager'
    const parent = previousIsUnit && PARENT_ORGANISATION_WORDS.has(first) && !hasJobTitleWord(fold(piece));
    previousIsUnit = unit;
    if (previous !== undefined && (unit || parent) && !hasJobTitleWord(fold(previous)))
      out[out.length - 1] = `${previous}, ${piece}`;
    else out.push(piece);
  }
  return out;
}
