import { NOT_REQUIRED_WORDS } from '../data/offer-noise-words';
import { PLACE_WORDS } from '../data/places';
import { fold } from '../text/fold';
import type { OfferLine } from './split-offer-sections';

/**
 * Step 2b — the names an ad gives that are never requirements (D11): its employer, its places, its people. The
 * engine has never seen the employer, so it is found by where ads put it, not by a list:
 * - the header's capitalised words ('Routalis — Lyon 2e (69) — CDI'), the job title aside;
 * - the capitalised words of the location, contract and application parts ('Lieu : Lyon 2e', 'Bel Daan …');
 * - the subject of an "about" heading ('OVER HAVENKRACHT ENERGIE', 'About TechInnovate Solutions');
 * - the capitalised words after "chez", "bij", "at", "join", "rejoindre" ('At Tech Solutions, we …');
 * - the words of the ad's e-mail addresses and web sites ('recrutement-routalis@…', 'hiring@techsolutions.com');
 * - and data/places.ts for places named in the requirements.
 * `isSkill` keeps a skill named there (an 'English' in "send your CV in English") out of the names.
 * Returns folded words.
 */
const CAPITALISED = /^\p{Lu}/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*/gu;
const ABOUT_SUBJECT =
  /^(?:about(?: the)?|a propos(?: de| d')?|over|qui est|wie is|waarom werken bij(?: de| het)?|why join|why work at|join|rejoindre)\s+(.+)$/;
const NAME_INTRO =
  /\b(?:chez|bij|at|join|joining|rejoindre|rejoignez|rejoins)\s+(?:(?:de|het|la|le|les|l'|l’|the)\s+)?((?:\p{Lu}[\p{L}\p{N}&.-]*\s?){1,4})/gu;
// an address is one whitespace-free chunk holding '@' or starting like a web address (read chunk by chunk: a
// pattern scanning back from '@' would be quadratic on a long run of letters)
const isAddress = (chunk: string) => chunk.includes('@') || /^(?:https?:\/\/|www\.)/.test(chunk);
// every capitalised word of the header (but the title) and of the location part is a name or a place; in the
// other parts only a run of capitalised words inside a sentence is one (a person: 'Bel Daan Kooĳman'), not a
// sentence's first word nor a single capitalised word ('teamlead Data & Analytics')
const NAME_PARTS: ReadonlySet<OfferLine['part']> = new Set(['header', 'place']);
const RUN = /(?<=[\p{Ll},:;] )\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)+/gu;

export function findOfferNames(
  lines: readonly OfferLine[],
  title: string,
  isSkill: (folded: string) => boolean,
): Set<string> {
  const names = new Set<string>(PLACE_WORDS);
  const add = (word: string) => {
    const folded = fold(word).replace(/['’.]+$/, '');
    // a header's contract words ('Temps plein', 'Contrat à durée indéterminée') name no one
    if (folded.length > 1 && !isSkill(folded) && !NOT_REQUIRED_WORDS.has(folded)) names.add(folded);
  };
  const titleKey = fold(title);
  for (const line of lines) {
    const chunks = line.text.split(/\s+/);
    for (const address of chunks.filter(isAddress)) {
      for (const piece of address.split(/[@./:_+?=()<>,;-]+/)) if (piece.length >= 4) add(piece);
    }
    const text = chunks.filter((chunk) => !isAddress(chunk)).join(' ');
    if (NAME_PARTS.has(line.part) && !line.heading && !(titleKey && fold(text).includes(titleKey))) {
      for (const word of text.match(WORD) ?? []) if (CAPITALISED.test(word)) add(word);
    } else if (line.part === 'apply' && !line.heading) {
      for (const run of text.match(RUN) ?? []) for (const word of run.split(' ')) add(word);
    }
    if (line.heading) {
      const subject = ABOUT_SUBJECT.exec(fold(line.text));
      if (subject) for (const word of subject[1]!.match(WORD) ?? []) add(word);
    }
    for (const match of text.matchAll(NAME_INTRO)) {
      for (const word of match[1]!.trim().split(/\s+/)) add(word);
    }
  }
  return names;
}
