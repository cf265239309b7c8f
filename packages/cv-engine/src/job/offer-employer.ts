import { CONTRACT_TERMS, CONTRACT_WORDS } from '../data/contract-words';
import { AD_WORDS, NAME_PARTICLES } from '../data/letter-offer-words';
import { PLACE_WORDS } from '../data/places';
import { fold } from '../text/fold';
import { splitOfferSections } from './split-offer-sections';

/**
 * The employer an offer is from, as it writes it ('Routalis', 'Maison Albéric', 'Ministerie van Voorbeeld'), for
 * the letter's opening; '' when the offer does not tell. The engine has never seen the employer, so it is found
 * by where ads put it, each place giving points (a name given in several places wins):
 * - the header, after the title: its first name-like part ('Routalis — Lyon 2e (69) — CDI'), a place, a contract,
 *   a date or the ad's own label ('Vacature') aside;
 * - the subject of an "about" heading ('À PROPOS DE MAISON ALBÉRIC', 'About TechInnovate Solutions');
 * - the name after "chez", "at", "bij", "join", "rejoindre" ('At CloudScale Systems, we…');
 * and a point for each further time the text names it.
 */
const POINTS = { header: 2, firstInHeader: 1, about: 3, intro: 1 } as const;
const MAX_REPEAT_POINTS = 2;
/** Below this a candidate is not believed: a lone capitalised word of the header is not enough. */
const ENOUGH = 3;

const SEPARATORS = /\s+[—–|·•]\s+|\s+-\s+|\s*\|\s*|,\s+/;
const ABOUT =
  /^(?:about(?: us)?(?: the)?|a propos(?: de| d')?|over|qui est|wie is|why join|why work at)\s+(.+)$/i;
// the lead in either case, the name with its capitals (a case-insensitive \p{Lu} would match any letter)
const INTRO =
  /\b(?:[Cc]hez|[Bb]ij|[Aa]t|[Jj]oin|[Jj]oining|[Rr]ejoindre|[Rr]ejoignez|[Rr]ejoins|[Ww]erken bij)\s+((?:\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+(?:van|de|der|des|du|of|the|&)?\s*\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})/gu;

export function employerOfOffer(text: string, title: string): string {
  const lines = splitOfferSections(text);
  const places = placeWords(lines);
  const scores = new Map<string, { name: string; points: number }>();
  const add = (raw: string, points: number) => {
    const name = cleanName(raw);
    if (!isNameLike(name, places, title)) return;
    const key = fold(name);
    const found = scores.get(key) ?? { name, points: 0 };
    found.points += points;
    scores.set(key, found);
  };
  const titleKey = fold(title);
  const titleAt = lines.findIndex((l) => l.part === 'header' && titleKey && fold(l.text).includes(titleKey));
  let first = true;
  lines.forEach((line, i) => {
    if (line.part === 'header' && !line.heading && i > titleAt) {
      for (const part of line.text.split(SEPARATORS)) {
        const name = cleanName(part);
        if (!isNameLike(name, places, title)) continue;
        add(name, POINTS.header + (first ? POINTS.firstInHeader : 0));
        first = false;
      }
    }
    const about = line.heading ? ABOUT.exec(line.text.trim()) : null;
    if (about) add(asWritten(about[1]!, text), POINTS.about);
    for (const match of line.text.matchAll(INTRO)) add(match[1]!, POINTS.intro);
  });
  const folded = fold(text);
  let best: { name: string; points: number } | undefined;
  for (const [key, found] of scores) {
    const repeats = Math.min(MAX_REPEAT_POINTS, occurrences(folded, key) - 1);
    const points = found.points + Math.max(0, repeats);
    if (points >= ENOUGH && (!best || points > best.points)) best = { name: found.name, points };
  }
  return best?.name ?? '';
}

/** Brackets, trailing punctuation and a leading article out: '(Remote)', 'Routalis.' */
function cleanName(raw: string): string {
  return raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^(?:the|la|le|les|de|het)\s+/i, '')
    .replace(/[\s.,:;!?'’]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Capitalised words (small particles aside), no figure, neither the title nor a place, contract or ad label. */
function isNameLike(name: string, places: ReadonlySet<string>, title: string): boolean {
  if (name.length < 3 || /\d|@|https?:|www\./.test(name)) return false;
  const key = fold(name);
  if (key === fold(title) || AD_WORDS.has(key) || CONTRACT_WORDS.has(key)) return false;
  const words = name.split(/\s+/);
  if (words.length > 5) return false;
  const keys = words.map(fold);
  if (keys.every((w) => places.has(w) || PLACE_WORDS.has(w) || NAME_PARTICLES.has(w))) return false;
  if (keys.every((w) => CONTRACT_TERMS.has(w) || CONTRACT_WORDS.has(w))) return false;
  return words.every((w, i) => /^[\p{Lu}\p{N}]/u.test(w) || (i > 0 && NAME_PARTICLES.has(fold(w))));
}

/** The folded words of the ad's location part ('Lieu : Lyon 2e'), which the header repeats. */
function placeWords(lines: ReturnType<typeof splitOfferSections>): Set<string> {
  const words = new Set<string>();
  for (const line of lines)
    if (line.part === 'place') for (const w of line.text.split(/[\s,()—–-]+/)) if (w) words.add(fold(w));
  return words;
}

/** A name written in capitals in a heading ('MAISON ALBÉRIC'), as the text writes it elsewhere. */
function asWritten(name: string, text: string): string {
  if (name !== name.toUpperCase()) return name;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  for (const match of text.matchAll(new RegExp(escaped, 'giu')))
    if (match[0] !== match[0].toUpperCase()) return match[0];
  return name;
}

function occurrences(folded: string, key: string): number {
  let count = 0;
  for (let at = folded.indexOf(key); at >= 0; at = folded.indexOf(key, at + key.length)) count++;
  return count;
}
