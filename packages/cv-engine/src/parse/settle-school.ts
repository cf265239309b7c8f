import { fold } from '../text/fold';
import { commaPieces } from './comma-pieces';
import { hasInstitutionWord } from './entry-words';

/**
 * Education — the school and its place told apart in a line of comma pieces:
 * - 'Master of Science in Computer Science, Specialization in AI, MIT, Cambridge, USA': the degree runs on
 *   while its pieces read as a phrase (a lower-case word: 'Specialization in AI'); the first piece of proper
 *   names after it ('MIT', 'UC San Diego') is the school; the rest is its place;
 * - 'Universiteit Domstad, Utrecht', 'Stanford University, Stanford, CA, USA': the school is its first piece —
 *   two when the first ends on 'of' and a name ('University of California, Berkeley') — the rest is the place.
 */
export type School = { degree: string; institution: string; place: string[] };

const isPhrase = (piece: string) => /\s\p{Ll}{2,}\s/u.test(` ${piece} `);
const isProperName = (piece: string) => !isPhrase(piece) && /^\p{Lu}/u.test(piece);

export function settleSchool(degree: string, institution: string): School {
  if (!institution) {
    const pieces = commaPieces(degree);
    // a proper name counts as the school only with a place after it ('…, MIT, Cambridge, USA'): two pieces
    // alone are more often a degree and its field ('Bachelor of Science, Computer Science')
    const named = (p: string, i: number) => isProperName(p) && i < pieces.length - 1;
    const at = pieces.findIndex((p, i) => i > 0 && (hasInstitutionWord(fold(p)) || named(p, i)));
    if (pieces.length >= 2 && at > 0) {
      const school = trimSchool(pieces.slice(at).join(', '));
      return { degree: pieces.slice(0, at).join(', '), institution: school.institution, place: school.place };
    }
    return { degree, institution, place: [] };
  }
  const school = trimSchool(institution);
  return { degree, institution: school.institution, place: school.place };
}

function trimSchool(text: string): { institution: string; place: string[] } {
  const pieces = commaPieces(text);
  const keep = pieces.length > 1 && /\bof\s+\p{Lu}\p{L}+$/u.test(pieces[0]!) ? 2 : 1;
  return { institution: pieces.slice(0, keep).join(', '), place: pieces.slice(keep) };
}
