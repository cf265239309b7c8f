import { APPLY_OPENERS, OFFER_HEADING_WORDS, OFFER_HEADINGS, type OfferPart } from '../data/offer-headings';
import { fold } from '../text/fold';

/**
 * Step 2a — the parts of a job ad (data/offer-headings.ts): each line tagged with the part it belongs to, so that
 * keywords come from what the job asks (profile, role) and never from the perks, the contract, the employer's
 * story or how to apply. A heading is a short line that is a markdown heading, ends with ':' or '?', is in
 * capitals, or names a known part; "Requirements: 4+ years…" is a heading and its first line at once. Lines
 * before the first heading are the ad's header (title, employer, place, contract) when short or cut by
 * separators ('Routalis — Lyon — CDI'); a long line there is the opening paragraph of an ad without headings,
 * which describes the role.
 */
/** `heading`: the heading line itself (its part is the one it opens), kept for the employer's name it may hold. */
export type OfferLine = { readonly part: OfferPart; readonly text: string; readonly heading?: boolean };

const MAX_HEADING_WORDS = 7;
const MAX_HEADER_WORDS = 8;
const SEPARATED = /\s[—–|·•-]\s|\s\|\s|,\s/;
const INLINE_LABEL = /^([^:：]{2,40})\s*[:：]\s*(\S.*)$/;

export function splitOfferSections(text: string): OfferLine[] {
  const out: OfferLine[] = [];
  let part: OfferPart | undefined;
  let inFrontMatter = false;
  // the last line of the part was a bullet, or the part's closing paragraph has begun
  let afterBullet = false;
  let closing = false;
  // a word cut at a line's end ('Angu-' / 'lar.js'), as PDF text gives it, is joined again
  const joined = text.replace(/(\p{Ll})-\r?\n(\p{Ll})/gu, '$1$2');
  joined.split(/\r?\n/).forEach((raw, index) => {
    // YAML front matter of a page ('---' … '---'): fields about the page, not the job
    if (raw.trim() === '---' && (index === 0 || inFrontMatter)) {
      inFrontMatter = !inFrontMatter;
      return;
    }
    const line = cleanLine(raw);
    if (!line) return;
    if (inFrontMatter || /^<[^>]+>$/.test(line)) {
      out.push({ part: 'header', text: line });
      return;
    }
    const heading = headingPart(raw.trim(), line);
    if (heading) {
      part = heading;
      [afterBullet, closing] = [false, false];
      out.push({ part, text: line.replace(/\s*[:：?]\s*$/, ''), heading: true });
      return;
    }
    const label = INLINE_LABEL.exec(line);
    const labelled = label ? partOfHeading(label[1]!) : undefined;
    if (label && labelled) {
      part = labelled;
      [afterBullet, closing] = [false, false];
      out.push({ part, text: label[2]! });
      return;
    }
    const bullet = BULLET.test(raw.trim());
    // a paragraph opening on how to apply ('Les candidatures (lettre, CV…) sont à adresser…') is the process,
    // where it would be read as the job's (under the perks it is left out already)
    if (!bullet && (part === undefined || READ_PARTS.has(part)) && APPLY_OPENERS.test(fold(line))) {
      [part, afterBullet, closing] = ['apply', false, false];
      out.push({ part, text: line });
      return;
    }
    // a paragraph after a part's list ('We offer a welcome payment… Contact Priya Shah', 'Wij bieden een contract
    // van onbepaalde duur…'): the ad's closing words — its perks, its conditions, how to apply — set under the
    // last heading without one of their own; a sentence, not a bullet's wrapped end
    if (part && !bullet && (closing || (afterBullet && isClosingSentence(line)))) {
      closing = true;
      out.push({ part: 'apply', text: line });
      return;
    }
    [afterBullet, closing] = [bullet, false];
    // once the opening paragraph has begun, its wrapped lines go on with it, however short or cut by commas
    const opening = part ?? (out.at(-1)?.part === 'role' ? 'role' : headerOrRole(line));
    out.push({ part: opening, text: line });
  });
  return out;
}

const READ_PARTS: ReadonlySet<OfferPart> = new Set(['profile', 'nice', 'role']);

const BULLET = /^(?:[-•*✔✓☑➤►▶■□◦‣⁃→–—·>▪●○]|\d{1,2}[.)]\s)/u;

/** A sentence of its own: opens with a capital, holds a full stop (at its end or before the next sentence), and is
 *  more than a bullet's wrapped end. */
function isClosingSentence(line: string): boolean {
  return /^\p{Lu}/u.test(line) && /[.!](?:$|\s+\p{Lu})/u.test(line) && line.split(' ').length >= 6;
}

function cleanLine(raw: string): string {
  return raw
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // markdown links keep their text
    .replace(/^\s*#+\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function headingPart(raw: string, line: string): OfferPart | undefined {
  // a numbered heading ('1. Missions', 'II – Profil') is read without its number
  const bare = line
    .replace(/\s*[:：?]\s*$/, '')
    .replace(/^(?:\d{1,2}|[IVX]{1,4}|[A-H])\s*[.)–-]\s+(?=\p{L})/u, '')
    .trim();
  if (raw.startsWith('#')) return partOfHeading(bare) ?? 'other';
  if (bare.split(' ').length > MAX_HEADING_WORDS || /^[-•*\d✔✓☑➤►▶■□◦‣⁃→–—·>]/u.test(bare)) return undefined;
  const known = partOfHeading(bare);
  if (known) return known;
  // a lead-in sentence ('Daarnaast beschik je over:') keeps its part; a Title Case label opens an unknown one
  const shaped =
    raw.startsWith('#') ||
    (/[:：?]\s*$/.test(line) && isTitleCase(bare)) ||
    (/\p{Lu}{2}/u.test(bare) && bare === bare.toUpperCase() && !/\d/.test(bare));
  // a question or a 'What…' line heads a part whatever its case ('Wat verwacht de school van jou?', 'Ce que
  // nous attendons de vous')
  const asks = /\?\s*$/.test(line) || HEADING_OPENERS.test(fold(bare));
  if (shaped || asks) return partByWords(bare) ?? (shaped ? 'other' : undefined);
  return undefined;
}

const SMALL_WORDS = /^(?:&|and|or|of|the|for|to|in|on|with|de|du|des|la|le|les|et|en|van|het|een)$/i;
function isTitleCase(text: string): boolean {
  return text.split(' ').every((word) => SMALL_WORDS.test(word) || /^[\p{Lu}\d]/u.test(word));
}

const HEADING_OPENERS = /^(?:what|who|why|wat|wie|waarom|ce que|ce qu'|qui|pourquoi)\b/;

/** An unknown heading's part by the words it holds (data/offer-headings.ts OFFER_HEADING_WORDS). */
function partByWords(heading: string): OfferPart | undefined {
  const words = fold(heading)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  for (const [part, starts] of OFFER_HEADING_WORDS)
    if (
      starts.some((s) => (s.includes(' ') ? fold(heading).includes(s) : words.some((w) => w.startsWith(s))))
    )
      return part;
  return undefined;
}

export function partOfHeading(heading: string): OfferPart | undefined {
  const folded = fold(heading)
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' &/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [part, pattern] of OFFER_HEADINGS) if (pattern.test(folded)) return part;
  // 'Vos tâches', 'Your duties', 'Jouw taken': a known heading after a possessive is that heading
  const bare = folded.replace(POSSESSIVE, '');
  if (bare !== folded) for (const [part, pattern] of OFFER_HEADINGS) if (pattern.test(bare)) return part;
  return undefined;
}

const POSSESSIVE = /^(?:vos|votre|ton|tes|your|our|jouw|je|uw|onze|ons) /;

function headerOrRole(line: string): OfferPart {
  const words = line.split(' ').length;
  return words <= MAX_HEADER_WORDS || (SEPARATED.test(line) && !/[.!]$/.test(line)) ? 'header' : 'role';
}
