import { fold } from '../../text/fold';
import { isCommonWord } from './common-words';

/**
 * The employers and schools a change must keep (issue 23: '— Acme' → '— Doctolib', 'Google DeepMind, Research
 * Intern' → 'Meta, Research Intern'): the names the CV's reading found (its experiences' companies, its
 * degrees' schools). A name the original block holds keeps its own words in the change — a translation may
 * translate its generic words ('Universiteit Domstad' → 'Domstad University'), not the rest.
 */
const GENERIC = new Set(
  [
    'universite universiteit university hogeschool school ecole lycee college institut institute instituut',
    'groupe group groep ministere ministry ministerie cabinet agence agency bureau studio atelier ateliers',
    'societe company bedrijf association vereniging fondation foundation stichting centre center centrum',
    'de du des la le les l d et van der den het and of the for voor en pour',
    // a town hall is named by its town ('gemeente Zwolle', 'mairie de Lyon'): 'de gemeenten Deventer en Zwolle'
    // keeps both councils
    'gemeente gemeenten mairie ville commune council municipality',
  ]
    .join(' ')
    .split(' '),
);

export function distinctiveWords(name: string): string[] {
  return (fold(name).match(/\p{L}[\p{L}\p{N}]*/gu) ?? []).filter(
    (w) => w.length >= 2 && !GENERIC.has(w) && !isCommonWord(w),
  );
}

/** The first employer or school of `original` whose distinctive words `after` lacks. */
export function employerLost(
  original: string,
  after: string,
  employers: readonly string[],
): string | undefined {
  const was = fold(original);
  const now = ` ${(fold(after).match(/\p{L}[\p{L}\p{N}]*/gu) ?? []).join(' ')} `;
  for (const employer of employers) {
    const words = distinctiveWords(employer);
    if (!words.length || !was.includes(fold(employer).trim())) continue;
    if (words.some((word) => !now.includes(` ${word} `))) return employer;
  }
  return undefined;
}

/** Whether a line holds one of the employers or schools the CV's reading found, whole. */
export function namesEmployer(line: string, employers: readonly string[]): boolean {
  const folded = fold(line);
  return employers.some((name) => distinctiveWords(name).length > 0 && folded.includes(fold(name.trim())));
}
